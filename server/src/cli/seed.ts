import 'reflect-metadata';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { AppUsersService } from '../app-users/app-users.service.js';
import { createApp } from '../app.factory.js';
import { CategoriesService } from '../categories/categories.service.js';
import { appLogger } from '../common/logging/logger.js';
import { loadConfig } from '../config/app-config.js';
import { prepareDatabase } from '../database/prepare-database.js';
import { PrismaService } from '../database/prisma.service.js';
import { FestivalsService } from '../festivals/festivals.service.js';
import type { UserType } from '../generated/prisma/enums.js';
import { GreetingsService } from '../greetings/greetings.service.js';
import { ImagesService } from '../images/images.service.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';

// Demo data a person can click through: app users from Gujarat's villages,
// plans of each type, categories with greetings, festivals with pictures.
// Idempotent: each record is looked up by its name (or mobile) first, so
// running it again adds nothing twice. Images go through the ImagesService,
// the same pipeline as uploads (thumbnails, generated names, galleries).

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

const FESTIVALS: Array<{ festivalName: string; festivalDescription: string; colours: [string, string] }> = [
  { festivalName: 'દિવાળી', festivalDescription: 'દીપોત્સવી પર્વની હાર્દિક શુભકામનાઓ', colours: ['#7c2d12', '#f59e0b'] },
  { festivalName: 'ઉત્તરાયણ', festivalDescription: 'મકરસંક્રાંતિની શુભેચ્છાઓ', colours: ['#0c4a6e', '#38bdf8'] },
  { festivalName: 'નવરાત્રી', festivalDescription: 'નવલી નવરાત્રીની શુભકામનાઓ', colours: ['#831843', '#f472b6'] },
  { festivalName: 'રક્ષાબંધન', festivalDescription: 'ભાઈ-બહેનના પ્રેમનું પર્વ', colours: ['#4c1d95', '#a78bfa'] },
  { festivalName: 'જન્માષ્ટમી', festivalDescription: 'નંદ ઘેર આનંદ ભયો', colours: ['#1e3a8a', '#facc15'] },
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

async function main() {
  const logger = appLogger();
  const config = await loadConfig();
  const database = await prepareDatabase(config, (message) => logger.info(message));
  const app = await createApp({ ...config, databaseUrl: database.databaseUrl });
  await app.init();
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'poster-seed-'));
  const counts = { appUsers: 0, plans: 0, categories: 0, greetings: 0, festivals: 0, images: 0 };
  try {
    if (!GlobalFonts.registerFromPath(fontFile, 'Noto Sans Gujarati')) throw new Error(`Could not load the font ${fontFile}`);
    const prisma = app.get(PrismaService);
    const images = app.get(ImagesService);
    const receive = async (title: string, colours: [string, string]) => {
      const file = await posterImage(workDir, title, colours);
      counts.images += 1;
      return images.receive(createReadStream(file), `${title}.png`);
    };

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
      let saved = existingCategories.find(
        (existing) => existing.categoryName === category.categoryName && existing.isElection === category.isElection,
      );
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
      if (existingFestivals.some((existing) => existing.festivalName === festival.festivalName)) continue;
      await festivals.create(
        { festivalName: festival.festivalName, festivalDescription: festival.festivalDescription, isFixedDate: false, status: true },
        [await receive(festival.festivalName, festival.colours)],
      );
      counts.festivals += 1;
    }
    logger.info(counts, 'Demo data loaded (records already there were left as they were)');
    process.stdout.write(
      `Added ${counts.appUsers} app users, ${counts.plans} plans, ${counts.categories} categories, ` +
        `${counts.greetings} greetings and ${counts.festivals} festivals (${counts.images} images).\n`,
    );
  } finally {
    await rm(workDir, { recursive: true, force: true });
    await app.close();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`Seeding failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
