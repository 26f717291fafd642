import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { createUserWithEverything, remainingRows, uploadExists, writeUpload, type OwnedFixture } from './support/app-user-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { emptyTrash } from './support/images.js';

const DELETE_ACCOUNT = `mutation DeleteAccount($input: DeleteAccountInput!) { deleteAccount(input: $input) { message } }`;
const WRONG = { message: 'Mobile number or pin is incorrect' };
const NOTHING_LEFT = { users: 0, businesses: 0, panchayatProfiles: 0, electionProfiles: 0, images: 0 };

let mobileCounter = 0;
function nextMobile(): string {
  mobileCounter += 1;
  return `88${String(10_000_000 + mobileCounter).slice(-8)}`;
}

describe('self-service account deletion', () => {
  let t: TestApp;
  let superadmin: string;

  beforeAll(async () => {
    // Every request here comes from one address; the per-IP limit has its own suite.
    t = await createTestApp({ DELETE_ACCOUNT_MAX_FAILURES_PER_IP: '10000' });
    superadmin = await t.signIn('superadmin');
  });
  afterAll(() => t.close());
  afterEach(() => {
    jest.restoreAllMocks();
  });

  const deleteAccount = (body: Record<string, unknown>) => t.http().post('/adminapi/auth/deleteaccount').send(body);
  const ownedBy = (mobile: string) => createUserWithEverything(t, superadmin, mobile);

  it('deletes the user, businesses, profiles, image rows and files, and audits it without personal data', async () => {
    const fixture = await ownedBy(nextMobile());
    const bystander = await ownedBy(nextMobile());
    const unrelatedFile = await writeUpload(t, 'festival_image');

    const response = await deleteAccount({ mobile: `+91${fixture.mobile}`, pin: fixture.pin }).expect(200);
    expect(response.body).toEqual({ message: 'Your account has been deleted', data: null });

    expect(await remainingRows(t, fixture)).toEqual(NOTHING_LEFT);
    for (const file of fixture.imagePaths) expect(uploadExists(t, file)).toBe(false);

    // Someone else's records and files are untouched.
    expect(await remainingRows(t, bystander)).toEqual({ users: 1, businesses: 2, panchayatProfiles: 1, electionProfiles: 1, images: 6 });
    for (const file of bystander.imagePaths) expect(uploadExists(t, file)).toBe(true);
    expect(uploadExists(t, unrelatedFile)).toBe(true);

    const audits = await t.prisma.accountDeletionAudit.findMany();
    expect(audits).toHaveLength(1);
    expect(Object.keys(audits[0]).sort()).toEqual(['deletedAt', 'filesDeleted', 'id', 'recordsDeleted', 'userType']);
    expect(audits[0]).toMatchObject({
      userType: 'panchayat',
      recordsDeleted: fixture.recordCount,
      filesDeleted: fixture.imagePaths.length,
    });
    expect(audits[0].deletedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const written = JSON.stringify(audits[0]);
    for (const personal of [fixture.mobile, fixture.userId, 'Jayesh', 'Kalol']) expect(written).not.toContain(personal);
  });

  it('works through the GraphQL mutation too, for anyone without signing in', async () => {
    const fixture = await ownedBy(nextMobile());
    const wrong = await t.graphql(DELETE_ACCOUNT, { input: { mobile: fixture.mobile, pin: '0000' } });
    expect(wrong.body.errors[0]).toMatchObject({ ...WRONG, extensions: { code: 'UNAUTHENTICATED' } });

    const response = await t.graphql(DELETE_ACCOUNT, { input: { mobile: fixture.mobile, pin: fixture.pin } });
    expect(response.body).toEqual({ data: { deleteAccount: { message: 'Your account has been deleted' } } });
    expect(await remainingRows(t, fixture)).toEqual(NOTHING_LEFT);
  });

  it('ignores image files that are already missing', async () => {
    const fixture = await ownedBy(nextMobile());
    const { rm } = await import('node:fs/promises');
    await rm(`${t.config.uploadsDir}/${fixture.imagePaths[0]}`);
    await deleteAccount({ mobile: fixture.mobile, pin: fixture.pin }).expect(200);
    expect(await remainingRows(t, fixture)).toEqual(NOTHING_LEFT);
  });

  it('validates with the spec texts', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'Mobile Number is required'],
      [{ mobile: '', pin: '1234' }, 'Mobile Number is required'],
      [{ mobile: '12345', pin: '1234' }, 'Invalid mobile number'],
      [{ mobile: '+91 98765 43210', pin: '1234' }, 'Invalid mobile number'],
      [{ mobile: '9876543210' }, 'Pin Number is required'],
      [{ mobile: '9876543210', pin: '  ' }, 'Pin Number is required'],
    ];
    for (const [body, message] of cases) {
      const response = await deleteAccount(body);
      const field = message.startsWith('Pin') ? 'pin' : 'mobile';
      expect({ body, status: response.status, answer: response.body }).toEqual({ body, status: 400, answer: { message, field } });
    }
    const graphql = await t.graphql(DELETE_ACCOUNT, { input: { mobile: '5555', pin: '1234' } });
    expect(graphql.body.errors[0]).toMatchObject({ message: 'Invalid mobile number', extensions: { code: 'BAD_USER_INPUT', field: 'mobile' } });
  });

  it('answers a wrong pin and an unknown mobile alike, in about the same time', async () => {
    const fixture = await ownedBy(nextMobile());
    const timings = { wrongPin: [] as number[], unknownMobile: [] as number[] };
    for (let round = 0; round < 3; round += 1) {
      let started = performance.now();
      const wrongPin = await deleteAccount({ mobile: fixture.mobile, pin: `99${round}9` });
      timings.wrongPin.push(performance.now() - started);

      started = performance.now();
      const unknownMobile = await deleteAccount({ mobile: nextMobile(), pin: fixture.pin });
      timings.unknownMobile.push(performance.now() - started);

      expect([wrongPin.status, wrongPin.body]).toEqual([401, WRONG]);
      expect([unknownMobile.status, unknownMobile.body]).toEqual([401, WRONG]);
    }
    // Without the decoy hash an unknown number would answer many times faster (no argon2 at all).
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1];
    const ratio = median(timings.unknownMobile) / median(timings.wrongPin);
    expect(ratio).toBeGreaterThan(0.25);
    expect(ratio).toBeLessThan(4);
    expect(await remainingRows(t, fixture)).toMatchObject({ users: 1, images: 6 });
  });

  it('after 5 failures for a number answers 429 even with the right pin, until the window passes', async () => {
    const fixture = await ownedBy(nextMobile());
    const other = await ownedBy(nextMobile());

    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await deleteAccount({ mobile: fixture.mobile, pin: `000${attempt}` });
      expect([attempt, response.status, response.body]).toEqual([attempt, 401, WRONG]);
    }
    const blocked = await deleteAccount({ mobile: `+91${fixture.mobile}`, pin: fixture.pin }).expect(429);
    expect(blocked.body.message).toBe('Too many failed account deletion attempts. Please try again in 15 minutes.');
    const blockedGraphql = await t.graphql(DELETE_ACCOUNT, { input: { mobile: fixture.mobile, pin: fixture.pin } });
    expect(blockedGraphql.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(await remainingRows(t, fixture)).toMatchObject({ users: 1, businesses: 2, images: 6 });

    // Another number is not affected.
    await deleteAccount({ mobile: other.mobile, pin: other.pin }).expect(200);
    expect(await remainingRows(t, other)).toEqual(NOTHING_LEFT);

    // 15 minutes later the number may try again.
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 15 * 60_000 + 1_000);
    await deleteAccount({ mobile: fixture.mobile, pin: fixture.pin }).expect(200);
    expect(await remainingRows(t, fixture)).toEqual(NOTHING_LEFT);
  });

  it('counts guesses sent in parallel, so they cannot overrun the limit', async () => {
    const fixture = await ownedBy(nextMobile());
    const guesses = await Promise.all(Array.from({ length: 12 }, (_, index) => deleteAccount({ mobile: fixture.mobile, pin: String(1000 + index) })));
    const statuses = guesses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it('deletes nothing when any step of the transaction fails', async () => {
    const fixture = await ownedBy(nextMobile());
    const auditsBefore = await t.prisma.accountDeletionAudit.count();
    // An honest failure inside the transaction: the database refuses the audit row,
    // which is written after the user (and, by cascade, everything theirs) is deleted.
    await t.prisma.$executeRawUnsafe(`
      CREATE FUNCTION refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'audit refused for the test'; END $$`);
    await t.prisma.$executeRawUnsafe(
      `CREATE TRIGGER refuse_audit BEFORE INSERT ON "AccountDeletionAudit" FOR EACH ROW EXECUTE FUNCTION refuse_audit()`,
    );
    try {
      // The server logs the unexpected database error; keep the test output quiet.
      jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      const failed = await deleteAccount({ mobile: fixture.mobile, pin: fixture.pin }).expect(500);
      expect(failed.body).toEqual({ message: 'Failed' });
      expect(await remainingRows(t, fixture)).toEqual({ users: 1, businesses: 2, panchayatProfiles: 1, electionProfiles: 1, images: 6 });
      for (const file of fixture.imagePaths) expect(uploadExists(t, file)).toBe(true);
      expect(await t.prisma.accountDeletionAudit.count()).toBe(auditsBefore);
    } finally {
      await t.prisma.$executeRawUnsafe(`DROP TRIGGER refuse_audit ON "AccountDeletionAudit"`);
      await t.prisma.$executeRawUnsafe(`DROP FUNCTION refuse_audit()`);
    }

    // With the database willing again, the same request succeeds.
    await deleteAccount({ mobile: fixture.mobile, pin: fixture.pin }).expect(200);
    expect(await remainingRows(t, fixture)).toEqual(NOTHING_LEFT);
    expect(await t.prisma.accountDeletionAudit.count()).toBe(auditsBefore + 1);
  });

  it('an admin deleting an app user moves their records to the trash, and deleting them forever removes the files, without a self-service audit', async () => {
    const fixture: OwnedFixture = await ownedBy(nextMobile());
    const auditsBefore = await t.prisma.accountDeletionAudit.count();
    await t.http().delete('/adminapi/users/delete').set('Authorization', superadmin).send({ _id: fixture.userId }).expect(200);
    expect(await remainingRows(t, fixture)).toEqual(NOTHING_LEFT);
    // Trashed (issue 16): the files stay until the entry is deleted for good.
    for (const file of fixture.imagePaths) expect(uploadExists(t, file)).toBe(true);
    await emptyTrash(t);
    for (const file of fixture.imagePaths) expect(uploadExists(t, file)).toBe(false);
    expect(await t.prisma.accountDeletionAudit.count()).toBe(auditsBefore);
  });
});
