// The refusal catalogue (shared/refusals.ts, issue 29): error answers carry
// a code and parameters beside the unchanged English; every text the server
// can refuse with is in the catalogue; every Gujarati text has the English
// one's parameters and parses as ICU.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { IntlMessageFormat } from 'intl-messageformat';
import ts from 'typescript';
import { ENTITIES } from '../../shared/entities/index.js';
import { matchRefusal, REFUSAL_LABELS_GU, REFUSALS, refusalMessages, refusalParams } from '../../shared/refusals.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('refusals carry their code and parameters', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.signIn('employee');
  });
  afterAll(() => t.close());

  it('over REST, beside the English message and the field', async () => {
    const blank = await t.http().post('/adminapi/categories/create').set('Authorization', token).send({ categoryName: '  ' }).expect(400);
    expect(blank.body).toEqual({
      message: 'Category Name is required',
      field: 'categoryName',
      messageCode: 'field_required',
      messageParams: { label: 'Category Name' },
    });
    const anonymous = await t.http().get('/adminapi/categories').expect(401);
    expect(anonymous.body).toEqual({ message: 'Please sign in to continue', messageCode: 'sign_in_required', messageParams: {} });
    const wrongMethod = await t.http().delete('/adminapi/categories/create').expect(405);
    expect(wrongMethod.body).toEqual({
      message: 'DELETE is not allowed here. Allowed: POST',
      messageCode: 'method_not_allowed',
      messageParams: { method: 'DELETE', allowed: 'POST' },
    });
  });

  it('over GraphQL in extensions, keeping extensions.code', async () => {
    await t.graphql(`mutation { createCategory(input: { categoryName: "Diwali" }) { id } }`, {}, token);
    const taken = await t.graphql(`mutation { createCategory(input: { categoryName: "diwali" }) { id } }`, {}, token);
    expect(taken.body.errors[0]).toMatchObject({
      message: 'A category with this name already exists',
      extensions: { code: 'CONFLICT', field: 'categoryName', messageCode: 'category_name_taken', messageParams: {} },
    });
    const missing = await t.graphql(`{ category(id: "00000000-0000-4000-8000-000000000000") { id } }`, {}, token);
    expect(missing.body.errors[0]).toMatchObject({
      message: 'Category not found',
      extensions: { code: 'NOT_FOUND', messageCode: 'category_not_found' },
    });
  });

  it('leaves a message the catalogue does not know without a code', async () => {
    const response = await t.graphql(`{ noSuchField }`, {}, token);
    expect(response.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(response.body.errors[0].extensions).not.toHaveProperty('messageCode');
  });
});

/** The parameter names an ICU message uses (simple, plural and select arguments, nested ones too). */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: unknown[]) => {
    for (const element of elements as Array<{ type: number; value?: string; options?: Record<string, { value: unknown[] }> }>) {
      // Types 1 to 6 are arguments (simple, number, date, time, select, plural); 0 literal, 7 pound, 8 tag.
      if (element.type >= 1 && element.type <= 6 && element.value) names.add(element.value);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, 'en').getAst());
  return [...names].sort();
}

/** Example values for a template: numbers where the English counts or compares, text otherwise. */
function exampleParams(message: string): Record<string, string | number> {
  const numeric = new Set([...message.matchAll(/\{(\w+), plural/g)].map((match) => match[1]));
  return Object.fromEntries(placeholders(message).map((name) => [name, numeric.has(name) ? 7 : `Sample ${name}`]));
}

describe('the catalogue', () => {
  it('has unique codes and English texts', () => {
    const codes = REFUSALS.map((entry) => entry.code);
    expect(codes.filter((code, index) => codes.indexOf(code) !== index)).toEqual([]);
    const texts = REFUSALS.map((entry) => entry.en);
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
    expect(codes.filter((code) => !/^[a-z][a-z0-9_]*$/.test(code))).toEqual([]);
  });

  it.each(REFUSALS.map((entry) => [entry.code, entry] as const))('%s: Gujarati parses and has the English parameters', (_code, entry) => {
    expect(placeholders(entry.gu)).toEqual(placeholders(entry.en));
    const params = exampleParams(entry.en);
    expect(typeof new IntlMessageFormat(entry.gu, 'gu-IN').format(params)).toBe('string');
    expect(entry.gu).toMatch(/[\u0A80-\u0AFF]/);
  });

  it.each(REFUSALS.map((entry) => [entry.code, entry] as const))('%s: its English, formatted, matches back to it', (code, entry) => {
    const params = exampleParams(entry.en);
    const english = new IntlMessageFormat(entry.en, 'en').format(params) as string;
    expect(matchRefusal(english)).toEqual({ code, params });
  });

  it('matches the wordings a plural or select chooses, with their values', () => {
    expect(matchRefusal('This was notified less than a minute ago. Please wait 10 minutes between notifications')).toEqual({
      code: 'notification_cooldown',
      params: { minutes: 0, wait: '10' },
    });
    expect(matchRefusal('1 user holds this plan, so it cannot be deleted')).toEqual({ code: 'plan_held_undeletable', params: { count: 1 } });
    expect(matchRefusal('1,234 users hold this plan, so it cannot be deleted')).toEqual({ code: 'plan_held_undeletable', params: { count: 1234 } });
    expect(matchRefusal('This plan is for business users; this user is an election user')).toEqual({
      code: 'plan_type_mismatch',
      params: { planType: 'business', userType: 'election' },
    });
    expect(matchRefusal("Cannot restore 'Diwali': its category is in the trash or was deleted. Restore that first")).toEqual({
      code: 'restore_parent_gone',
      params: { name: 'Diwali', parent: 'category' },
    });
    expect(matchRefusal('Priority must be a whole number from 0 to 100000')?.code).toBe('whole_number_range');
    expect(matchRefusal('Something nobody wrote')).toBeNull();
    expect(matchRefusal(`${'x must be from '.repeat(200)}1 to 2`)).toBeNull();
  });

  it('serves each language as messages by code', () => {
    expect(refusalMessages('gu').mobile_taken).toBe('આ મોબાઇલ નંબરવાળો યુઝર પહેલેથી છે');
    expect(refusalMessages('en').field_required).toBe('{label} is required');
  });

  it('gives a refusal in Gujarati, its field named in Gujarati too', () => {
    const refusal = matchRefusal('Category Name is required');
    const params = refusalParams(refusal?.params ?? {}, 'gu');
    expect(new IntlMessageFormat(refusalMessages('gu').field_required, 'gu-IN').format(params)).toBe('કેટેગરીનું નામ જરૂરી છે');
    expect(refusalParams({ region: 'Region 3', width: '800' }, 'gu')).toEqual({ region: 'વિસ્તાર 3', width: '800' });
    expect(refusalParams({ label: 'Category Name' }, 'en')).toEqual({ label: 'Category Name' });
  });
});

/*
 * Completeness, read from the source rather than recorded from test runs (a
 * refusal no test provokes would slip past a recorder). Every string or
 * template literal in server/src that reaches a refusal is collected: an
 * argument of AppError's constructor and factories or a Nest exception, a
 * class-validator `message:`, a constant (UPPER_CASE, or a `…Message`
 * function) or a `…Problem`/`…Refused` function's return value that reads
 * as a sentence, and, wherever else it stands, any literal shaped like a
 * refusal ('… not found', '… must …', 'Invalid …', '… already exists' …):
 * so a text passed through a helper's parameter is caught by its shape. A
 * template's `${…}` parts become sample values and the result must match a
 * catalogue entry. The manifests' `notFound` and `taken` texts are checked too.
 */
const SCANNED = path.join(ROOT, 'server/src');
/** Not refusals though they stand where refusals do: descriptions, labels, success texts, fonts, SQL. */
const NOT_REFUSALS = new Set([
  'A calendar day, YYYY-MM-DD; required when isFixedDate, not before today in India',
  'Active (true, the default) or inactive (false): an inactive account cannot sign in',
  'If that email belongs to a staff account, a link to set a new password has been sent.',
  'Its subject was deleted',
  'Login Succcess',
  'Mobile app',
  'No district',
  'Node.js client',
  'Notify on the day was turned off',
  "On: the festival's notification goes out on each of its days at notifyAt (India time), if a post covers the day",
  'Password change required',
  'Poster Admin',
  'Samsung Internet',
  'The 6-digit code from the authenticator app, or one of the recovery codes',
  'The India day it is for, YYYY-MM-DD (DD/MM/YYYY is accepted too); one suvichar per day',
  "The plan; its type must be the user's type",
  "The time of the festival's own morning notification, HH:MM India time (default 07:00)",
  'Unknown client',
  'When isFixedDate is off: the rule its date is computed by each year (REST multipart: as JSON text); none means no fixed date',
  'Who may call: any signed-in staff (superadmin, admin, employee).',
  'Your account has been deleted',
]);
const SKIPPED_FILES = /^(openapi|cli|backup|config)\/|calendar\/presets\.ts$|history\/readable\.ts$|\.spec\.ts$|^generated\//;
const FONT_NAMES = /^(Baloo Bhai 2|Hind Vadodara|Mukta Vaani|Nirmala UI|Noto Sans Gujarati|Noto Serif Gujarati)$/;
const SENTENCE = /^(\{\}|[A-Z])[^\n]* /;
const REFUSAL_SHAPE =
  /not found$| must | cannot | is required$|^Invalid |^Please |^Too many|^Only |already exists|are for |is only for |is not allowed|^Unknown |^Malformed /;
const DOC_CALLS =
  /^(ApiRoute|Query|Mutation|ObjectType|InputType|ArgsType|Args|ResolveField|registerEnumType|Field)$|\b(log|warn|error|debug|info|fatal)$/;

function literalText(node: ts.Node): string | undefined {
  // A text split over lines with `+` is one literal.
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const parts = [literalText(node.left), literalText(node.right)];
    return parts.every((part) => part !== undefined) ? parts.join('') : undefined;
  }
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');
  return undefined;
}

/** Whether a literal stands where a refusal's text goes (see above). */
function reachesRefusal(node: ts.Node, text: string): boolean {
  let child: ts.Node = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (ts.isTemplateSpan(parent)) return false;
    if ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && parent.arguments?.includes(child as ts.Expression)) {
      return /(^|\.)AppError(\.\w+)?$|Exception$/.test(parent.expression.getText()) && !/^[A-Z_]+$|^[a-z][A-Za-z]*$/.test(text);
    }
    if (ts.isPropertyAssignment(parent) && parent.initializer === child) {
      const name = parent.name.getText();
      if (name === 'message') return !/^[a-z][A-Za-z]*$/.test(text) && !/success/i.test(text);
      if (name === 'notFound') return SENTENCE.test(text);
      continue;
    }
    if (ts.isVariableDeclaration(parent)) return /^[A-Z][A-Z0-9_]*$|Message$|^required$/.test(parent.name.getText()) && SENTENCE.test(text);
    if (ts.isReturnStatement(parent)) {
      const fn = ts.findAncestor(parent, ts.isFunctionLike);
      const name = fn && 'name' in fn && fn.name ? fn.name.getText() : fn && ts.isVariableDeclaration(fn.parent) ? fn.parent.name.getText() : '';
      return /message$|problem$|refused|^required$/i.test(name) && SENTENCE.test(text);
    }
    if (ts.isBlock(parent) || ts.isSourceFile(parent) || ts.isClassDeclaration(parent)) return false;
  }
  return false;
}

function inDocumentation(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isPropertyAssignment(parent) && /^(description|summary|errors|deprecationReason)$/.test(parent.name.getText())) return true;
    if (ts.isCallExpression(parent) && DOC_CALLS.test(parent.expression.getText())) return true;
    if (ts.isNewExpression(parent) && parent.expression.getText() === 'Error') return true;
  }
  return false;
}

/** The labels refusals name (`{label}`, `{field}`): the first argument of the helpers that build them, and image labels. */
const LABEL_HELPERS = /^(required|RequiredText|OptionalText|RequiredId|CalendarDayField|RequiredFlag|OptionalFlag)$/;
const labels = new Set<string>();

function collectLabel(node: ts.Node) {
  if (ts.isCallExpression(node) && LABEL_HELPERS.test(node.expression.getText()) && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
    labels.add(node.arguments[0].text);
  }
  if (ts.isPropertyAssignment(node) && node.name.getText() === 'imageLabel' && ts.isStringLiteral(node.initializer))
    labels.add(node.initializer.text);
}

/** The texts NOT_REFUSALS kept out, to keep that list to what the source still says. */
const setAside = new Set<string>();

function refusalTexts(): Array<{ text: string; where: string }> {
  const found: Array<{ text: string; where: string }> = [];
  const files = readdirSync(SCANNED, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !SKIPPED_FILES.test(file.split(path.sep).join('/')),
  );
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(path.join(SCANNED, file), 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      collectLabel(node);
      const text = literalText(node);
      if (text) {
        const isRefusal = reachesRefusal(node, text) || (REFUSAL_SHAPE.test(text) && !inDocumentation(node));
        if (isRefusal && NOT_REFUSALS.has(text)) setAside.add(text);
        if (isRefusal && !NOT_REFUSALS.has(text) && !FONT_NAMES.test(text) && !/^(SELECT|UPDATE|INSERT|DELETE|WITH)\b/.test(text)) {
          found.push({ text, where: `server/src/${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}` });
        }
        if (ts.isBinaryExpression(node)) return;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  for (const entity of ENTITIES) {
    const messages = 'messages' in entity ? (entity.messages as { notFound?: string; taken?: Record<string, string> }) : {};
    for (const text of [messages.notFound, ...Object.values(messages.taken ?? {})]) {
      if (text) found.push({ text, where: `shared/entities (${entity.key})` });
    }
  }
  return found;
}

describe('every refusal the server can give is in the catalogue', () => {
  const texts = refusalTexts();

  it('finds the refusals (the scan reads the source)', () => {
    expect(texts.length).toBeGreaterThan(150);
    expect(texts.map(({ text }) => text)).toEqual(expect.arrayContaining(['{} is required', 'User not found', 'Invalid mobile number']));
  });

  it('has Gujarati for every label and field a refusal names', () => {
    for (const { text } of texts) {
      const params = text.includes('{}') ? {} : (matchRefusal(text)?.params ?? {});
      for (const name of ['label', 'field'] as const) if (typeof params[name] === 'string') labels.add(params[name]);
    }
    expect(labels.size).toBeGreaterThan(30);
    expect([...labels].filter((label) => !(label in REFUSAL_LABELS_GU)).sort()).toEqual([]);
  });

  it('sets aside only texts the source still has', () => {
    expect([...NOT_REFUSALS].filter((text) => !setAside.has(text))).toEqual([]);
  });

  it('knows each of them', () => {
    // A text with `${…}` parts is known when a sample word in each matches an entry, or when an entry's English,
    // formatted with sample values, fits the text with any words in those parts (a plural's 's', an article).
    const examples = REFUSALS.map((entry) => new IntlMessageFormat(entry.en, 'en').format(exampleParams(entry.en)) as string);
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const known = (text: string) => {
      if (matchRefusal(text.replaceAll('{}', 'Sample'))) return true;
      if (!text.includes('{}')) return false;
      const pattern = new RegExp(`^${text.split('{}').map(escape).join('.*')}$`, 's');
      return examples.some((example) => pattern.test(example));
    };
    const unknown = texts.filter(({ text }) => !known(text));
    expect(unknown.map(({ text, where }) => `${where}: ${text}`)).toEqual([]);
  });
});
