import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { hashSecret } from '../../server/src/common/auth/passwords.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0';

const MY_SESSIONS = `{ mySessions { totalCount items { id client ip current createdAt lastSeenAt } } }`;
const STAFF_SESSIONS = `query($staffId: ID!) { staffSessions(staffId: $staffId) { totalCount items { id client } } }`;
const END_SESSION = `mutation($id: ID!) { endSession(id: $id) { ended } }`;
const END_OTHERS = `mutation { endOtherSessions { ended } }`;
const END_STAFF = `mutation($staffId: ID!) { endStaffSessions(staffId: $staffId) { ended } }`;
const UPDATE = `mutation($input: UpdateStaffUserInput!) { updateAdminUser(input: $input) { id } }`;

describe('staff sessions', () => {
  let t: TestApp;
  let superadmin: string;
  const password = 'session-pass-1';
  let counter = 0;

  /** A new staff member; answers their id and a way to sign in as them from a given browser. */
  async function member(role: 'admin' | 'employee' = 'admin') {
    counter += 1;
    const email = `member${counter}@example.com`;
    const { id } = await t.prisma.staffUser.create({
      data: { name: `Member ${counter}`, email, role, passwordHash: await hashSecret(password) },
    });
    const signIn = async (userAgent = CHROME_WINDOWS) => {
      const response = await t.http().post('/adminapi/auth/login').set('User-Agent', userAgent).send({ email, password }).expect(200);
      return response.body.data.token as string;
    };
    return { id, email, signIn };
  }

  /** A GraphQL request; GraphQL answers 200 with errors, or 401 for a refused token. */
  async function gql(query: string, variables: Record<string, unknown>, token: string) {
    const response = await t.graphql(query, variables, token);
    expect([200, 401]).toContain(response.status);
    return response;
  }

  const details = (token: string) => t.http().get('/adminapi/auth/details').set('Authorization', `Bearer ${token}`);

  beforeAll(async () => {
    t = await createTestApp();
    superadmin = await t.signIn('superadmin');
  });
  afterAll(() => t.close());

  it('lists the member’s sessions with browser, IP and the current one marked', async () => {
    const { signIn } = await member();
    const onChrome = await signIn(CHROME_WINDOWS);
    await signIn(FIREFOX_ANDROID);
    const { body } = await gql(MY_SESSIONS, {}, onChrome);
    const sessions = body.data.mySessions;
    expect(sessions.totalCount).toBe(2);
    // Newest first: the Firefox sign-in came second.
    expect(sessions.items.map((session: { client: string }) => session.client)).toEqual(['Firefox on Android', 'Chrome on Windows']);
    expect(sessions.items.map((session: { current: boolean }) => session.current)).toEqual([false, true]);
    expect(sessions.items[0].ip).toMatch(/127\.0\.0\.1|::1/);

    const rest = await t.http().get('/adminapi/auth/sessions').set('Authorization', `Bearer ${onChrome}`).expect(200);
    expect(rest.body.data).toHaveLength(2);
    expect(rest.body.totalCount ?? rest.body.data.length).toBe(2);
  });

  it('refuses an ended session’s token with 401 at its next request, and records who ended it from where', async () => {
    const { id: staffId, signIn } = await member();
    const laptop = await signIn(CHROME_WINDOWS);
    const phone = await signIn(FIREFOX_ANDROID);
    await details(phone).expect(200);
    const { body } = await gql(MY_SESSIONS, {}, laptop);
    const phoneSession = body.data.mySessions.items.find((session: { current: boolean }) => !session.current);

    const ended = await gql(END_SESSION, { id: phoneSession.id }, laptop);
    expect(ended.body.data.endSession.ended).toBe(1);
    const refused = await details(phone).expect(401);
    expect(refused.body.message).toBe('This session was ended. Please sign in again');
    expect((await gql(MY_SESSIONS, {}, phone)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    await details(laptop).expect(200);
    // And over REST: the laptop ends a third session by its id.
    const tablet = await signIn(FIREFOX_ANDROID);
    const tabletSession = (await gql(MY_SESSIONS, {}, tablet)).body.data.mySessions.items.find((session: { current: boolean }) => session.current);
    const viaRest = await t
      .http()
      .post('/adminapi/auth/sessions/end')
      .set('Authorization', `Bearer ${laptop}`)
      .send({ id: tabletSession.id })
      .expect(200);
    expect(viaRest.body.data).toEqual({ ended: 1 });
    await details(tablet).expect(401);

    const event = await t.prisma.auditEvent.findFirstOrThrow({ where: { action: 'session_end', entityId: staffId } });
    expect(event).toMatchObject({ staffId, changeCount: 1 });
    expect(event.clientIp).toMatch(/127\.0\.0\.1|::1/);
  });

  it('does not let a member end someone else’s session', async () => {
    const first = await member();
    const second = await member();
    const firstToken = await first.signIn();
    const secondToken = await second.signIn();
    const { body } = await gql(MY_SESSIONS, {}, secondToken);
    const response = await gql(END_SESSION, { id: body.data.mySessions.items[0].id }, firstToken);
    expect(response.body.errors[0].message).toBe('Session not found');
    await details(secondToken).expect(200);
  });

  it('ends all other sessions, keeping the one asking', async () => {
    const { signIn } = await member();
    const others = [await signIn(), await signIn(FIREFOX_ANDROID)];
    const mine = await signIn();
    // Nothing else open, from another member's point of view: GraphQL answers 0.
    expect((await gql(END_OTHERS, {}, await (await member()).signIn())).body.data.endOtherSessions.ended).toBe(0);
    const response = await t.http().post('/adminapi/auth/sessions/end-others').set('Authorization', `Bearer ${mine}`).expect(200);
    expect(response.body.data.ended).toBe(2);
    for (const token of others) await details(token).expect(401);
    await details(mine).expect(200);
    const { body } = await gql(MY_SESSIONS, {}, mine);
    expect(body.data.mySessions.totalCount).toBe(1);
  });

  it('lets the superadmin list and end a member’s sessions, and no one else', async () => {
    const { id, signIn } = await member('employee');
    const token = await signIn();
    const listed = await gql(STAFF_SESSIONS, { staffId: id }, superadmin);
    expect(listed.body.data.staffSessions.items).toEqual([expect.objectContaining({ client: 'Chrome on Windows' })]);

    const other = await (await member()).signIn();
    const refused = await gql(END_STAFF, { staffId: id }, other);
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    await details(token).expect(200);

    const ended = await gql(END_STAFF, { staffId: id }, superadmin);
    expect(ended.body.data.endStaffSessions.ended).toBe(1);
    await details(token).expect(401);
    await details(superadmin).expect(200);
  });

  it.each([
    ['a password change', { password: 'a-new-password-9' }],
    ['a role change', { role: 'employee' }],
    ['deactivation', { status: false }],
  ])('ends the member’s sessions on %s', async (_change, fields) => {
    const { id, signIn } = await member('admin');
    const token = await signIn();
    await details(token).expect(200);
    const response = await gql(UPDATE, { input: { id, ...fields } }, superadmin);
    expect(response.body.errors).toBeUndefined();
    await details(token).expect(401);
    const open = await t.prisma.staffSession.count({ where: { staffId: id, endedAt: null } });
    expect(open).toBe(0);
  });

  it('keeps sessions through a change of name only', async () => {
    const { id, signIn } = await member('admin');
    const token = await signIn();
    await gql(UPDATE, { input: { id, name: 'Renamed' } }, superadmin);
    await details(token).expect(200);
  });

  it('records sign-ins and refused ones with the client IP', async () => {
    const { id, email, signIn } = await member();
    await signIn();
    await t.http().post('/adminapi/auth/login').send({ email, password: 'wrong-password' }).expect(401);
    const events = await t.prisma.auditEvent.findMany({ where: { staffId: id }, orderBy: { id: 'asc' } });
    expect(events.map((event) => event.action)).toEqual(['sign_in', 'sign_in_refused']);
    for (const event of events) expect(event.clientIp).toMatch(/127\.0\.0\.1|::1/);
  });

  it('writes last seen at most once a minute', async () => {
    const { signIn } = await member();
    const token = await signIn();
    const [session] = await t.prisma.staffSession.findMany({ orderBy: { createdAt: 'desc' }, take: 1 });
    const longAgo = new Date(Date.now() - 10 * 60_000);
    await t.prisma.staffSession.update({ where: { id: session.id }, data: { lastSeenAt: longAgo } });
    await details(token).expect(200);
    // Not awaited by the request: wait for the write.
    let seen = longAgo;
    for (let tries = 0; tries < 50 && seen.getTime() === longAgo.getTime(); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = (await t.prisma.staffSession.findUniqueOrThrow({ where: { id: session.id } })).lastSeenAt;
    }
    expect(Date.now() - seen.getTime()).toBeLessThan(60_000);
    await details(token).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const after = (await t.prisma.staffSession.findUniqueOrThrow({ where: { id: session.id } })).lastSeenAt;
    expect(after.getTime()).toBe(seen.getTime());
  });
});
