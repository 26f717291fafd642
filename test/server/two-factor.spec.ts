import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Secret, TOTP } from 'otpauth';
import { hashSecret } from '../../server/src/common/auth/passwords.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const PASSWORD = 'orchid-lantern-7';

/** The code an authenticator app shows for the secret, `steps` periods from now. */
function codeFor(secret: string, steps = 0): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

const BEGIN = 'mutation { beginTwoFactorSetup { secret otpauthUri qrCode } }';
const CONFIRM = 'mutation($code: String!) { confirmTwoFactorSetup(input: { code: $code }) { codes } }';
const STATUS = '{ twoFactorStatus { enabled required recoveryCodesLeft } }';
const LOGIN = `mutation($email: String!, $password: String!) {
  login(input: { email: $email, password: $password }) {
    __typename
    ... on LoginResult { token user { email } }
    ... on TwoFactorChallenge { challenge codeRequired enrolmentRequired expiresAt }
  }
}`;
const VERIFY = `mutation($challenge: String!, $code: String!) {
  verifyTwoFactor(input: { challenge: $challenge, code: $code }) { token user { email } recoveryCodes }
}`;

describe('two-factor sign-in', () => {
  let t: TestApp;
  let superadmin: string;

  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES: '3', LOGIN_MAX_FAILURES_PER_IP: '50' });
    superadmin = await t.signIn('superadmin', { email: 'root@example.com' });
  });
  afterAll(() => t.close());

  let counter = 0;
  async function member(role: 'admin' | 'employee' = 'admin') {
    counter += 1;
    const email = `member${counter}@example.com`;
    const row = await t.prisma.staffUser.create({
      data: { name: `Member ${counter}`, email, role, passwordHash: await hashSecret(PASSWORD) },
    });
    return { id: row.id, email };
  }
  const restLogin = (email: string) => t.http().post('/adminapi/auth/login').send({ email, password: PASSWORD });
  const restVerify = (challenge: string, code: string) => t.http().post('/adminapi/auth/login/verify').send({ challenge, code });

  /** A member with two-factor sign-in on: their secret, recovery codes and the step already used. */
  async function enrolled() {
    const who = await member();
    const token = (await restLogin(who.email).expect(200)).body.data.token as string;
    const setup = (await t.graphql(BEGIN, {}, token)).body.data.beginTwoFactorSetup;
    const codes = (await t.graphql(CONFIRM, { code: codeFor(setup.secret) }, token)).body.data.confirmTwoFactorSetup.codes as string[];
    return { ...who, token, secret: setup.secret as string, codes };
  }

  it('leaves the REST sign-in answer of staff without two-factor exactly as the spec has it', async () => {
    const who = await member();
    const response = await restLogin(who.email).expect(200);
    expect(Object.keys(response.body).sort()).toEqual(['data', 'message']);
    expect(response.body.message).toBe('Login Succcess');
    expect(Object.keys(response.body.data).sort()).toEqual(['token', 'user']);
    const graphql = await t.graphql(LOGIN, { email: who.email, password: PASSWORD });
    expect(graphql.body.data.login).toMatchObject({ __typename: 'LoginResult', user: { email: who.email } });
  });

  it('enrols from the account: QR code, a wrong code refused, then 10 recovery codes, recorded in History', async () => {
    const who = await member();
    const token = (await restLogin(who.email).expect(200)).body.data.token as string;
    const setup = (await t.graphql(BEGIN, {}, token)).body.data.beginTwoFactorSetup;
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.qrCode.split(',')[1], 'base64').toString()).toContain('<svg');
    expect(setup.otpauthUri).toContain(`secret=${setup.secret}`);
    expect(setup.otpauthUri).toContain(encodeURIComponent(who.email));

    // Not yet in force: sign-in still needs only the password.
    expect((await restLogin(who.email).expect(200)).body.data.token).toBeTruthy();
    const wrong = await t.graphql(CONFIRM, { code: codeFor(setup.secret, 10) }, token);
    expect(wrong.body.errors[0]).toMatchObject({ message: 'Invalid code', extensions: { code: 'BAD_USER_INPUT' } });

    const confirmed = await t.graphql(CONFIRM, { code: codeFor(setup.secret) }, token);
    const codes: string[] = confirmed.body.data.confirmTwoFactorSetup.codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(codes[0]).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await t.graphql(STATUS, {}, token)).body.data.twoFactorStatus).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });

    // Stored sealed and hashed: neither the secret nor a code is in the database.
    const factor = await t.prisma.staffTwoFactor.findUniqueOrThrow({ where: { staffId: who.id } });
    expect(factor.secretCipher).not.toContain(setup.secret);
    const stored = await t.prisma.staffRecoveryCode.findMany({ where: { staffId: who.id } });
    expect(stored.map((row) => row.codeHash)).not.toContain(codes[0]);

    const event = await t.prisma.auditEvent.findFirstOrThrow({ where: { action: 'two_factor_enable', entityId: who.id } });
    expect(event).toMatchObject({ staffId: who.id, entityKind: 'StaffUser' });
    expect(event.clientIp).toBeTruthy();
    // History says what and from where (issue 27.5).
    const listed = await t.graphql(
      `{ auditEvents(action: two_factor_enable, entityId: "${who.id}", limit: 1) { items { summary clientIp } } }`,
      {},
      superadmin,
    );
    expect(listed.body.data.auditEvents.items[0]).toEqual({
      summary: expect.stringMatching(/^Turned on two-factor sign-in for admin user/),
      clientIp: event.clientIp,
    });
    // The rows themselves are not recorded as a generic change (no sealed secret in History).
    expect(await t.prisma.auditChange.count({ where: { entityKind: { in: ['StaffTwoFactor', 'StaffRecoveryCode'] } } })).toBe(0);
  });

  it('signs in over REST with a code after the password; a challenge is no token, and a code is not accepted twice', async () => {
    const who = await enrolled();
    const first = await restLogin(who.email).expect(200);
    expect(first.body.message).toBe('Code required');
    expect(first.body.data).toMatchObject({ codeRequired: true, enrolmentRequired: false });
    expect(first.body.data.token).toBeUndefined();
    const challenge: string = first.body.data.challenge;
    await t.http().get('/adminapi/auth/details').set('Authorization', `Bearer ${challenge}`).expect(401);

    // The enrolment used this step's code: the next step's is accepted once.
    const code = codeFor(who.secret, 1);
    const signedIn = await restVerify(challenge, code).expect(200);
    expect(signedIn.body.message).toBe('Login Succcess');
    expect(signedIn.body.data.user.email).toBe(who.email);
    await t.http().get('/adminapi/auth/details').set('Authorization', signedIn.body.data.token).expect(200);

    const again = (await restLogin(who.email).expect(200)).body.data.challenge as string;
    expect((await restVerify(again, code).expect(401)).body.message).toBe('Invalid code');
    expect((await restVerify('not-a-challenge', code).expect(400)).body.message).toBe('Sign-in expired. Please sign in again');
    expect((await restVerify(again, '').expect(400)).body.message).toBe('Code is required');
  });

  it('signs in over GraphQL with a code', async () => {
    const who = await enrolled();
    const login = (await t.graphql(LOGIN, { email: who.email, password: PASSWORD })).body.data.login;
    expect(login).toMatchObject({ __typename: 'TwoFactorChallenge', codeRequired: true, enrolmentRequired: false });
    const verified = await t.graphql(VERIFY, { challenge: login.challenge, code: codeFor(who.secret, 1) });
    expect(verified.body.data.verifyTwoFactor).toMatchObject({ user: { email: who.email }, recoveryCodes: null });
    const wrong = await t.graphql(VERIFY, { challenge: login.challenge, code: codeFor(who.secret, 1) });
    expect(wrong.body.errors[0]).toMatchObject({ message: 'Invalid code', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('accepts each recovery code once, and records its use with the IP', async () => {
    const who = await enrolled();
    const challenge = (await restLogin(who.email).expect(200)).body.data.challenge as string;
    await restVerify(challenge, who.codes[3].toUpperCase()).expect(200);
    const next = (await restLogin(who.email).expect(200)).body.data.challenge as string;
    await restVerify(next, who.codes[3]).expect(401);
    const event = await t.prisma.auditEvent.findFirstOrThrow({ where: { action: 'recovery_code_use', entityId: who.id } });
    expect(event.clientIp).toBeTruthy();
    expect((await t.graphql(STATUS, {}, who.token)).body.data.twoFactorStatus.recoveryCodesLeft).toBe(9);

    const regenerated = await t.graphql(
      'mutation($code: String!) { regenerateRecoveryCodes(input: { code: $code }) { codes } }',
      { code: who.codes[0] },
      who.token,
    );
    const fresh: string[] = regenerated.body.data.regenerateRecoveryCodes.codes;
    expect(fresh).toHaveLength(10);
    expect(await t.prisma.auditEvent.count({ where: { action: 'recovery_codes_regenerate', entityId: who.id } })).toBe(1);
    // The old codes stopped working.
    const later = (await restLogin(who.email).expect(200)).body.data.challenge as string;
    await restVerify(later, who.codes[5]).expect(401);
    await restVerify(later, fresh[5]).expect(200);
  });

  it('counts a wrong code like a wrong password', async () => {
    const who = await enrolled();
    const challenge = (await restLogin(who.email).expect(200)).body.data.challenge as string;
    for (let attempt = 0; attempt < 3; attempt += 1) await restVerify(challenge, '000000').expect(401);
    const refused = await restVerify(challenge, codeFor(who.secret, 1)).expect(429);
    expect(refused.body.message).toMatch(/Too many failed login attempts/);
    // The password step is throttled the same way now.
    await restLogin(who.email).expect(429);
    expect(await t.prisma.auditEvent.count({ where: { action: 'sign_in_refused', entityId: who.id } })).toBe(3);
  });

  it('lets the superadmin require two-factor for everyone: members without it enrol at their next sign-in', async () => {
    const who = await member('employee');
    const plain = await enrolled();
    const setting = await t.graphql('mutation { updateSecuritySettings(input: { requireTwoFactor: true }) { requireTwoFactor } }', {}, superadmin);
    expect(setting.body.data.updateSecuritySettings.requireTwoFactor).toBe(true);
    try {
      const first = await restLogin(who.email).expect(200);
      expect(first.body).toMatchObject({ message: 'Code required', data: { codeRequired: true, enrolmentRequired: true } });
      const challenge: string = first.body.data.challenge;
      const setup = (await t.http().post('/adminapi/auth/login/enrol').send({ challenge }).expect(200)).body.data;
      expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
      const done = await restVerify(challenge, codeFor(setup.secret)).expect(200);
      expect(done.body.data.recoveryCodes).toHaveLength(10);
      expect(done.body.data.token).toBeTruthy();
      // Enrolled now: the next sign-in asks for a code, and turning it off is refused while required.
      expect((await restLogin(who.email).expect(200)).body.data.enrolmentRequired).toBe(false);
      const off = await t.graphql(
        'mutation($code: String!) { disableTwoFactor(input: { code: $code }) { enabled } }',
        { code: codeFor(plain.secret, 1) },
        plain.token,
      );
      expect(off.body.errors[0].message).toBe('Two-factor sign-in is required for every staff member');
      // An enrolled member's challenge cannot enrol again.
      const challengeOfEnrolled = (await restLogin(plain.email).expect(200)).body.data.challenge as string;
      await t.http().post('/adminapi/auth/login/enrol').send({ challenge: challengeOfEnrolled }).expect(409);
    } finally {
      await t.graphql('mutation { updateSecuritySettings(input: { requireTwoFactor: false }) { requireTwoFactor } }', {}, superadmin);
    }
    const admin = await t.signIn('admin');
    const denied = await t.graphql('mutation { updateSecuritySettings(input: { requireTwoFactor: true }) { requireTwoFactor } }', {}, admin);
    expect(denied.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('lets the member turn it off with a code, and the superadmin reset it', async () => {
    const who = await enrolled();
    const reset = await t.graphql('mutation($id: ID!) { resetTwoFactor(id: $id) }', { id: who.id }, superadmin);
    expect(reset.body.data.resetTwoFactor).toBe(true);
    const plain = await restLogin(who.email).expect(200);
    expect(plain.body.message).toBe('Login Succcess');
    const event = await t.prisma.auditEvent.findFirstOrThrow({ where: { action: 'two_factor_reset', entityId: who.id } });
    expect(event.staffName).toBeTruthy();
    expect(event.staffId).not.toBe(who.id);
    const again = await t.graphql('mutation($id: ID!) { resetTwoFactor(id: $id) }', { id: who.id }, superadmin);
    expect(again.body.errors[0].message).toBe('Two-factor sign-in is not on for this user');
    // The reset ended the member's sessions: the token from before it is refused.
    expect((await t.graphql('{ twoFactorStatus { enabled } }', {}, who.token)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const signedInAgain = (await restLogin(who.email).expect(200)).body.data.token as string;
    const byAdmin = await t.graphql('mutation($id: ID!) { resetTwoFactor(id: $id) }', { id: who.id }, signedInAgain);
    expect(byAdmin.body.errors[0].extensions.code).toBe('FORBIDDEN');

    const other = await enrolled();
    const off = await t.graphql(
      'mutation($code: String!) { disableTwoFactor(input: { code: $code }) { enabled } }',
      { code: codeFor(other.secret, 1) },
      other.token,
    );
    expect(off.body.data.disableTwoFactor.enabled).toBe(false);
    expect(await t.prisma.auditEvent.count({ where: { action: 'two_factor_disable', entityId: other.id } })).toBe(1);
    expect((await restLogin(other.email).expect(200)).body.message).toBe('Login Succcess');
  });

  it('lets the superadmin delete a member who has two-factor sign-in on; History records the account, not the secret', async () => {
    const who = await enrolled();
    const deleted = await t.graphql('mutation($id: ID!) { deleteAdminUser(id: $id) { id } }', { id: who.id }, superadmin);
    expect(deleted.body.errors).toBeUndefined();
    expect(deleted.body.data.deleteAdminUser.id).toBe(who.id);
    expect(await t.prisma.staffTwoFactor.count({ where: { staffId: who.id } })).toBe(0);
    expect(await t.prisma.staffRecoveryCode.count({ where: { staffId: who.id } })).toBe(0);
    const event = await t.prisma.auditEvent.findFirstOrThrow({ where: { action: 'delete', entityKind: 'StaffUser', entityId: who.id } });
    const kinds = await t.prisma.auditChange.findMany({ where: { eventId: event.id }, select: { entityKind: true } });
    expect(kinds.map((change) => change.entityKind)).not.toContain('StaffTwoFactor');
    expect((await restLogin(who.email).expect(401)).body.message).toBeTruthy();
  });
});

describe('common passwords', () => {
  let t: TestApp;
  let superadmin: string;

  beforeAll(async () => {
    t = await createTestApp();
    superadmin = await t.signIn('superadmin');
  });
  afterAll(() => t.close());

  it("refuses a common password wherever one is set, with 'Password is too common'", async () => {
    const create = await t.graphql(
      'mutation($input: CreateStaffUserInput!) { createAdminUser(input: $input) { id } }',
      { input: { name: 'Ravi', email: 'ravi@example.com', password: 'Sunshine1', role: 'employee', status: true } },
      superadmin,
    );
    expect(create.body.errors[0]).toMatchObject({ message: 'Password is too common', extensions: { code: 'BAD_USER_INPUT' } });

    const rest = await t
      .http()
      .post('/adminapi/users/create')
      .set('Authorization', superadmin)
      .send({ name: 'Ravi', email: 'ravi@example.com', password: 'iloveyou', role: 'admin', status: 'true' })
      .expect(400);
    expect(rest.body.message).toBe('Password is too common');

    const created = await t.graphql(
      'mutation($input: CreateStaffUserInput!) { createAdminUser(input: $input) { id } }',
      { input: { name: 'Ravi', email: 'ravi@example.com', password: 'orchid-lantern-7', role: 'employee', status: true } },
      superadmin,
    );
    const id = created.body.data.createAdminUser.id as string;
    const update = await t.graphql(
      'mutation($input: UpdateStaffUserInput!) { updateAdminUser(input: $input) { id } }',
      { input: { id, password: 'password123' } },
      superadmin,
    );
    expect(update.body.errors[0].message).toBe('Password is too common');
  });
});
