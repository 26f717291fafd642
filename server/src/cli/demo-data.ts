import type { INestApplicationContext } from '@nestjs/common';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { createReadStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { AppUsersService } from '../app-users/app-users.service.js';
import { CategoriesService } from '../categories/categories.service.js';
import { CustomCategoriesService } from '../custom-categories/custom-categories.service.js';
import { PrismaService } from '../database/prisma.service.js';
import { FestivalPostsService } from '../festival-posts/festival-posts.service.js';
import { addDays, todayInIndia } from '../../../shared/india-day.js';
import { FESTIVAL_PRESETS } from '../festivals/calendar/presets.js';
import { FestivalsService } from '../festivals/festivals.service.js';
import { FrameFieldsService } from '../frame-fields/frame-fields.service.js';
import { FramesService } from '../frames/frames.service.js';
import type { FrameFieldType, UserType } from '../generated/prisma/enums.js';
import { GreetingsService } from '../greetings/greetings.service.js';
import { ImagesService } from '../images/images.service.js';
import { SlidersService } from '../sliders/sliders.service.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';

// Demo data a person can click through: app users from Gujarat's villages,
// plans of each type, categories with greetings, festivals with pictures,
// frame fields and frames with drawn regions, sliders, festivals with their
// presets' date rules and a post on each one's next day (so the dashboard and
// the calendar show them), and custom categories with galleries, so a
// newcomer's first minutes show every screen with content (issue 21.9).
// Idempotent: each record is looked up by its name (or mobile, or variable
// name) first, so running it again adds nothing twice. Images are drawn here
// with @napi-rs/canvas (nothing is downloaded) and go through the
// ImagesService, the same pipeline as uploads (thumbnails, generated names).

const PLACES = [
  { village: 'ચાંદખેડા', taluka: 'દસ્ક્રોઈ', district: 'અમદાવાદ' },
  { village: 'સોખડા', taluka: 'વડોદરા', district: 'વડોદરા' },
  { village: 'ધર્મજ', taluka: 'પેટલાદ', district: 'આણંદ' },
  { village: 'પુંસરી', taluka: 'તલોદ', district: 'સાબરકાંઠા' },
  { village: 'વડનગર', taluka: 'વડનગર', district: 'મહેસાણા' },
  { village: 'ગઢડા', taluka: 'ગઢડા', district: 'બોટાદ' },
  { village: 'માધાપર', taluka: 'ભુજ', district: 'કચ્છ' },
  { village: 'બારડોલી', taluka: 'બારડોલી', district: 'સુરત' },
] as const;

const APP_USERS: Array<{ name: string; mobile: string; userType: UserType; occupation: string | null; status?: boolean }> = [
  { name: 'રમેશભાઈ પટેલ', mobile: '9824000001', userType: 'panchayat', occupation: 'સરપંચ' },
  { name: 'હંસાબેન ચૌધરી', mobile: '9824000002', userType: 'panchayat', occupation: 'ઉપસરપંચ' },
  { name: 'કિરીટભાઈ દેસાઈ', mobile: '9824000003', userType: 'panchayat', occupation: 'તલાટી કમ મંત્રી' },
  { name: 'જયેશ પ્રજાપતિ', mobile: '9824000004', userType: 'business', occupation: 'વી.સી.ઈ. ઓપરેટર' },
  { name: 'નીતાબેન શાહ', mobile: '9824000005', userType: 'business', occupation: null },
  { name: 'મહેશભાઈ ઠાકોર', mobile: '9824000006', userType: 'election', occupation: 'ધારાસભ્ય' },
  { name: 'ભાવનાબેન પરમાર', mobile: '9824000007', userType: 'election', occupation: 'જિલ્લા પંચાયત સભ્ય' },
  { name: 'અશોકભાઈ રબારી', mobile: '9824000008', userType: 'election', occupation: 'તાલુકા પંચાયત સભ્ય' },
  { name: 'દક્ષાબેન સોલંકી', mobile: '9824000009', userType: 'business', occupation: 'સામાજિક કાર્યકર', status: false },
  { name: 'વિપુલભાઈ જોષી', mobile: '9824000010', userType: 'business', occupation: 'વેબસાઈટ સ્પોન્સર' },
  { name: 'પ્રવીણભાઈ વાઘેલા', mobile: '9824000011', userType: 'panchayat', occupation: 'સભ્ય' },
  { name: 'ગીતાબેન મકવાણા', mobile: '9824000012', userType: 'election', occupation: 'સાંસદ' },
];

const PLANS: Array<{ subscriptionName: string; subscriptionAmount: number; subscriptionDuration: number; subscriptionType: UserType }> = [
  { subscriptionName: 'Business Monthly', subscriptionAmount: 199, subscriptionDuration: 1, subscriptionType: 'business' },
  { subscriptionName: 'Business Yearly', subscriptionAmount: 1499, subscriptionDuration: 12, subscriptionType: 'business' },
  { subscriptionName: 'Panchayat Yearly', subscriptionAmount: 999, subscriptionDuration: 12, subscriptionType: 'panchayat' },
  { subscriptionName: 'Election Campaign', subscriptionAmount: 2999, subscriptionDuration: 3, subscriptionType: 'election' },
];

const CATEGORIES: Array<{ categoryName: string; isElection: boolean; greetings: string[] }> = [
  { categoryName: 'સુપ્રભાત', isElection: false, greetings: ['શુભ સવાર', 'જય શ્રી કૃષ્ણ'] },
  { categoryName: 'જન્મદિવસ', isElection: false, greetings: ['જન્મદિવસની શુભેચ્છા'] },
  { categoryName: 'સુવિચાર', isElection: false, greetings: ['આજનો સુવિચાર'] },
  { categoryName: 'ચૂંટણી પ્રચાર', isElection: true, greetings: ['મત આપો', 'આપનો આભાર'] },
];

/** Festivals, each with the preset (presets.ts) whose date rule it takes and the name of its post. */
const FESTIVALS: Array<{ festivalName: string; festivalDescription: string; preset: string; postName: string; colours: [string, string] }> = [
  {
    festivalName: 'દિવાળી',
    festivalDescription: 'દીપોત્સવી પર્વની હાર્દિક શુભકામનાઓ',
    preset: 'diwali',
    postName: 'દિવાળી શુભેચ્છા',
    colours: ['#7c2d12', '#f59e0b'],
  },
  {
    festivalName: 'ઉત્તરાયણ',
    festivalDescription: 'મકરસંક્રાંતિની શુભેચ્છાઓ',
    preset: 'makar-sankranti',
    postName: 'ઉત્તરાયણ પતંગ',
    colours: ['#0c4a6e', '#38bdf8'],
  },
  {
    festivalName: 'નવરાત્રી',
    festivalDescription: 'નવલી નવરાત્રીની શુભકામનાઓ',
    preset: 'navratri',
    postName: 'નવરાત્રી ગરબા',
    colours: ['#831843', '#f472b6'],
  },
  {
    festivalName: 'રક્ષાબંધન',
    festivalDescription: 'ભાઈ-બહેનના પ્રેમનું પર્વ',
    preset: 'raksha-bandhan',
    postName: 'રક્ષાબંધન શુભેચ્છા',
    colours: ['#4c1d95', '#a78bfa'],
  },
  {
    festivalName: 'જન્માષ્ટમી',
    festivalDescription: 'નંદ ઘેર આનંદ ભયો',
    preset: 'janmashtami',
    postName: 'જન્માષ્ટમી શુભેચ્છા',
    colours: ['#1e3a8a', '#facc15'],
  },
];

const require = createRequire(import.meta.url);
const fontFile = require.resolve('@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-700-normal.woff2');

/** A 1080 px square poster background with the title in Gujarati, as a PNG file. */
async function posterImage(dir: string, title: string, colours: [string, string]): Promise<string> {
  const size = 1080;
  const canvas = createCanvas(size, size);
  const context = canvas.getContext('2d');
  const gradient = context.createLinearGradient(0, 0, size, size);
  gradient.addColorStop(0, colours[0]);
  gradient.addColorStop(1, colours[1]);
  context.fillStyle = gradient;
  context.fillRect(0, 0, size, size);
  context.fillStyle = 'rgba(255, 255, 255, 0.15)';
  for (let ring = 0; ring < 6; ring += 1) {
    context.beginPath();
    context.arc(size / 2, size / 2, 120 + ring * 70, 0, Math.PI * 2);
    context.lineWidth = 8;
    context.strokeStyle = 'rgba(255, 255, 255, 0.12)';
    context.stroke();
  }
  context.fillStyle = '#ffffff';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.font = '700 110px "Noto Sans Gujarati"';
  context.fillText(title, size / 2, size / 2);
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.png`);
  await writeFile(file, await canvas.encode('png'));
  return file;
}

const FRAME_FIELDS: Array<{ title: string; variableName: string; type: FrameFieldType; isElection: boolean }> = [
  { title: 'નામ', variableName: 'name', type: 'text', isElection: false },
  { title: 'મોબાઈલ', variableName: 'mobile', type: 'text', isElection: false },
  { title: 'ગામ', variableName: 'village', type: 'text', isElection: false },
  { title: 'લોગો', variableName: 'businessLogo', type: 'image', isElection: false },
];

type Region = { field: string; x: number; y: number; width: number; height: number; fontColor?: string; fontSize?: number };

/** Frames on a 1080 px square, their regions in the image's own pixels (a name band at the foot, a logo in a corner). */
const FRAMES: Array<{ frameName: string; isElection: boolean; colours: [string, string]; regions: Region[] }> = [
  {
    frameName: 'પંચાયત પટ્ટી',
    isElection: false,
    colours: ['#7c2d12', '#f59e0b'],
    regions: [
      { field: 'name', x: 108, y: 886, width: 540, height: 65, fontColor: '#ffffff', fontSize: 21 },
      { field: 'mobile', x: 700, y: 886, width: 300, height: 65, fontColor: '#ffffff', fontSize: 17 },
      { field: 'businessLogo', x: 40, y: 40, width: 160, height: 160 },
    ],
  },
  {
    frameName: 'વેપાર કિનારી',
    isElection: false,
    colours: ['#0c4a6e', '#38bdf8'],
    regions: [
      { field: 'name', x: 80, y: 900, width: 620, height: 60, fontColor: '#fef3c7', fontSize: 25 },
      { field: 'village', x: 80, y: 970, width: 400, height: 50, fontColor: '#fef3c7', fontSize: 15 },
      { field: 'businessLogo', x: 880, y: 880, width: 160, height: 160 },
    ],
  },
];

const SLIDERS: Array<{ sliderName: string; sliderLink: string | null; colours: [string, string] }> = [
  { sliderName: 'નવા ફ્રેમ્સ', sliderLink: null, colours: ['#064e3b', '#34d399'] },
  { sliderName: 'વાર્ષિક પ્લાન', sliderLink: 'https://example.com/plans', colours: ['#581c87', '#e879f9'] },
];

const CUSTOM_CATEGORIES: Array<{ customcategoryName: string; priority: number; colours: Array<[string, string]> }> = [
  {
    customcategoryName: 'શ્રદ્ધાંજલિ',
    priority: 1,
    colours: [
      ['#1f2937', '#9ca3af'],
      ['#111827', '#6b7280'],
    ],
  },
  {
    customcategoryName: 'લગ્ન શુભેચ્છા',
    priority: 2,
    colours: [
      ['#9d174d', '#fbcfe8'],
      ['#be123c', '#fda4af'],
    ],
  },
];

/** A festival's post starts this many days before its day (never before today) and ends on it. */
const POST_DAYS_BEFORE = 2;

export interface DemoCounts {
  appUsers: number;
  plans: number;
  categories: number;
  greetings: number;
  festivals: number;
  frameFields: number;
  frames: number;
  sliders: number;
  festivalPosts: number;
  customCategories: number;
  images: number;
}

/** A 1080 px square frame: a clear middle (the poster shows through), a border and a band at the foot for the user's details. */
async function frameImage(dir: string, colours: [string, string]): Promise<string> {
  const size = 1080;
  const canvas = createCanvas(size, size);
  const context = canvas.getContext('2d');
  const gradient = context.createLinearGradient(0, 0, size, 0);
  gradient.addColorStop(0, colours[0]);
  gradient.addColorStop(1, colours[1]);
  context.strokeStyle = gradient;
  context.lineWidth = 24;
  context.strokeRect(12, 12, size - 24, size - 24);
  context.fillStyle = gradient;
  context.fillRect(0, 860, size, size - 860);
  context.fillStyle = 'rgba(255, 255, 255, 0.85)';
  context.beginPath();
  context.arc(120, 120, 90, 0, Math.PI * 2);
  context.fill();
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.png`);
  await writeFile(file, await canvas.encode('png'));
  return file;
}

/** The preset's rule as the festival inputs take it. */
function presetRule(key: string) {
  const preset = FESTIVAL_PRESETS.find((candidate) => candidate.key === key);
  if (!preset) throw new Error(`No festival preset ${key}`);
  return preset.rule;
}

/**
 * Loads the demo data into the app's database and answers what it added.
 * `workDir` holds the drawn images until the pipeline has taken them.
 */
export async function seedDemoData(app: INestApplicationContext, workDir: string): Promise<DemoCounts> {
  const counts: DemoCounts = {
    appUsers: 0,
    plans: 0,
    categories: 0,
    greetings: 0,
    festivals: 0,
    frameFields: 0,
    frames: 0,
    sliders: 0,
    festivalPosts: 0,
    customCategories: 0,
    images: 0,
  };
  if (!GlobalFonts.has('Noto Sans Gujarati') && !GlobalFonts.registerFromPath(fontFile, 'Noto Sans Gujarati')) {
    throw new Error(`Could not load the font ${fontFile}`);
  }
  const prisma = app.get(PrismaService);
  const images = app.get(ImagesService);
  const received = async (file: string, name: string) => {
    counts.images += 1;
    return images.receive(createReadStream(file), name);
  };
  const receive = async (title: string, colours: [string, string]) => received(await posterImage(workDir, title, colours), `${title}.png`);

  const appUsers = app.get(AppUsersService);
  for (const [index, user] of APP_USERS.entries()) {
    if (await prisma.appUser.findFirst({ where: { mobile: user.mobile }, select: { id: true } })) continue;
    await appUsers.create({
      ...user,
      ...PLACES[index % PLACES.length],
      pin: '1234',
      status: user.status ?? true,
      downloadLimit: 10,
    });
    counts.appUsers += 1;
  }

  const plans = app.get(SubscriptionsService);
  const existingPlans = await plans.list();
  for (const plan of PLANS) {
    const taken = existingPlans.some(
      (existing) => existing.subscriptionName === plan.subscriptionName && existing.subscriptionType === plan.subscriptionType,
    );
    if (taken) continue;
    await plans.create({ ...plan, status: true });
    counts.plans += 1;
  }

  const categories = app.get(CategoriesService);
  const greetings = app.get(GreetingsService);
  const existingCategories = await categories.list();
  for (const category of CATEGORIES) {
    let saved = existingCategories.find((existing) => existing.categoryName === category.categoryName && existing.isElection === category.isElection);
    if (!saved) {
      saved = await categories.create({ categoryName: category.categoryName, isElection: category.isElection, status: true });
      counts.categories += 1;
    }
    const existingGreetings = await greetings.list(saved.id);
    for (const greetingName of category.greetings) {
      if (existingGreetings.some((existing) => existing.greetingName === greetingName)) continue;
      const greeting = await greetings.create({ categoryId: saved.id, greetingName, status: true, isHomePage: true });
      await greetings.addImages(greeting.id, [
        await receive(greetingName, ['#14532d', '#86efac']),
        await receive(greetingName, ['#7c2d12', '#fdba74']),
      ]);
      counts.greetings += 1;
    }
  }

  const festivals = app.get(FestivalsService);
  const existingFestivals = await festivals.list();
  for (const festival of FESTIVALS) {
    const dateRule = presetRule(festival.preset);
    const existing = existingFestivals.find((candidate) => candidate.festivalName === festival.festivalName);
    if (existing) {
      // An earlier seed left its festivals without a date: they take their preset's rule.
      if (!existing.isFixedDate && !existing.dateRule) await festivals.update({ id: existing.id, dateRule });
      continue;
    }
    await festivals.create(
      { festivalName: festival.festivalName, festivalDescription: festival.festivalDescription, isFixedDate: false, dateRule, status: true },
      [await receive(festival.festivalName, festival.colours)],
    );
    counts.festivals += 1;
  }
  // Issue 26: Uttarayan's own morning notification, 07:00 India time on its next day (sent if a post covers the day).
  const uttarayan = (await festivals.list()).find((existing) => existing.festivalName === 'ઉત્તરાયણ');
  if (uttarayan && !uttarayan.notifyOnDay) await festivals.update({ id: uttarayan.id, notifyOnDay: true, notifyAt: '07:00' });

  const frameFields = app.get(FrameFieldsService);
  const fieldIds = new Map<string, string>();
  for (const field of FRAME_FIELDS) {
    const existing = await prisma.frameField.findUnique({ where: { variableName: field.variableName }, select: { id: true } });
    if (existing) {
      fieldIds.set(field.variableName, existing.id);
      continue;
    }
    fieldIds.set(field.variableName, (await frameFields.create(field)).id);
    counts.frameFields += 1;
  }

  const frames = app.get(FramesService);
  for (const frame of FRAMES) {
    if (await prisma.frame.findFirst({ where: { frameName: frame.frameName }, select: { id: true } })) continue;
    const image = await frames.upload([await received(await frameImage(workDir, frame.colours), `${frame.frameName}.png`)]);
    await frames.create({
      frameName: frame.frameName,
      status: true,
      isElection: frame.isElection,
      imageId: image.id,
      regions: frame.regions.map(({ field, fontColor, fontSize, ...box }, index) => ({
        ...box,
        data: { index },
        dataType: fieldIds.get(field)!,
        properties: fontColor ? { fontColor, fontSize, fontWeight: 700, fontFamily: 'Noto Sans Gujarati' } : null,
      })),
    });
    counts.frames += 1;
  }

  const sliders = app.get(SlidersService);
  const existingSliders = await sliders.list();
  for (const slider of SLIDERS) {
    if (existingSliders.some((existing) => existing.sliderName === slider.sliderName)) continue;
    await sliders.create({ sliderName: slider.sliderName, sliderLink: slider.sliderLink, status: true }, [
      await receive(slider.sliderName, slider.colours),
    ]);
    counts.sliders += 1;
  }

  const customCategories = app.get(CustomCategoriesService);
  const existingCustom = await customCategories.list();
  for (const category of CUSTOM_CATEGORIES) {
    if (existingCustom.some((existing) => existing.customcategoryName === category.customcategoryName)) continue;
    const saved = await customCategories.create({ customcategoryName: category.customcategoryName, priority: category.priority, status: true });
    const gallery = [];
    for (const colours of category.colours) gallery.push(await receive(category.customcategoryName, colours));
    await customCategories.addImages(saved.id, gallery);
    counts.customCategories += 1;
  }

  // A post on each festival's next day (fixed or from its rule), from two days before it but never before today.
  const posts = app.get(FestivalPostsService);
  const today = todayInIndia();
  const seededFestivals = await festivals.list();
  for (const { festivalName, postName } of FESTIVALS) {
    const festival = seededFestivals.find((existing) => existing.festivalName === festivalName && existing.status);
    if (!festival?.nextDate) continue;
    if (await prisma.festivalPost.findFirst({ where: { festivalId: festival.id, postName }, select: { id: true } })) continue;
    const before = addDays(festival.nextDate, -POST_DAYS_BEFORE);
    const postStartDate = before > today ? before : today;
    await posts.create({ festivalId: festival.id, postName, postStartDate, postEndDate: festival.nextDate, status: true });
    counts.festivalPosts += 1;
  }
  return counts;
}
