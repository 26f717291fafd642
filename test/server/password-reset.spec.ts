import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { hashSecret } from '../../server/src/common/auth/passwords.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const PASSWORD = 'orchid-lantern-7';
const SENT = 'If that email belongs to a staff account, a link to set a new password has been sent.';

interface Mail {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port, keeping every message it is given. */
async function startMailServer() {
  const inbox: Mail[] = [];
  const waiting: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString() });
        waiting.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  /** The next message to `to`, once it arrives. */
  async function next(to: string, timeoutMs = 10_000): Promise<Mail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = inbox.find((mail) => mail.to.includes(to));
      if (found) {
        inbox.splice(inbox.indexOf(found), 1);
        return found;
      }
      if (Date.now() > deadline) throw new Error(`No email to ${to}`);
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }
  return { port, inbox, next, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The link in a message's text (quoted-printable undone). */
function linkOf(mail: Mail): URL {
  const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/\S+\/admin\/reset-password\?token=[A-Za-z0-9_-]+/.exec(text);
  if (!match) throw new Error(`No link in:\n${mail.raw}`);
  return new URL(match[0]);
}

describe('forgot password by email', () => {
  let t: TestApp;
  let mail: Awaited<ReturnType<typeof startMailServer>>;

  beforeAll(async () => {
    mail = await startMailServer();
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      PUBLIC_URL: 'https://admin.example.com/',
      MAIL_FROM: 'noreply@example.com',
    });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  let counter = 0;
  async function member() {
    counter += 1;
    const email = `forgot${counter}@example.com`;
    const row = await t.prisma.staffUser.create({
      data: { name: `Forgot ${counter}`, email, role: 'employee', passwordHash: await hashSecret(PASSWORD) },
    });
    const token = (await t.http().post('/adminapi/auth/login').send({ email, password: PASSWORD }).expect(200)).body.data.token as string;
    return { id: row.id, email, token };
  }
  const forgot = (email: string) => t.http().post('/adminapi/auth/forgot-password').send({ email });
  const reset = (token: string, newPassword: string) => t.http().post('/adminapi/auth/reset-password').send({ token, newPassword });

  it('emails a link that sets a new password once, and ends every session', async () => {
    expect((await t.graphql('{ passwordResetAvailable }')).body.data.passwordResetAvailable).toBe(true);
    const who = await member();
    const answer = await forgot(who.email.toUpperCase()).expect(200);
    expect(answer.body).toEqual({ message: SENT, data: null });
    const message = await mail.next(who.email);
    expect(message.raw).toContain('From: noreply@example.com');
    const link = linkOf(message);
    expect(link.origin + link.pathname).toBe('https://admin.example.com/admin/reset-password');
    const token = link.searchParams.get('token')!;
    // Stored hashed only.
    const row = await t.prisma.staffUser.findUniqueOrThrow({ where: { id: who.id } });
    expect(row.passwordResetHash).toBeTruthy();
    expect(row.passwordResetHash).not.toContain(token);

    expect((await reset(token, 'password123').expect(400)).body.message).toBe('Password is too common');
    await reset(token, 'monsoon-ledger-55').expect(200);
    expect((await t.graphql('{ me { email } }', {}, who.token)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    await t.http().post('/adminapi/auth/login').send({ email: who.email, password: 'monsoon-ledger-55' }).expect(200);
    await t.http().post('/adminapi/auth/login').send({ email: who.email, password: PASSWORD }).expect(401);
    expect((await reset(token, 'another-ledger-66').expect(400)).body.message).toBe(
      'This link has expired or was already used. Please ask for a new one',
    );
    expect(await t.prisma.auditEvent.count({ where: { action: 'password_change', entityId: who.id } })).toBe(1);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = mail.inbox.length;
    const unknown = await forgot('nobody-here@example.com').expect(200);
    expect(unknown.body).toEqual({ message: SENT, data: null });
    const graphql = await t.graphql('mutation($email: String!) { requestPasswordReset(input: { email: $email }) }', { email: 'nobody@example.com' });
    expect(graphql.body.data.requestPasswordReset).toBe(SENT);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mail.inbox.length).toBe(before);
  });

  it('refuses a link after 30 minutes, and an older link once a newer one is sent', async () => {
    const who = await member();
    await forgot(who.email).expect(200);
    const first = linkOf(await mail.next(who.email)).searchParams.get('token')!;
    await forgot(who.email).expect(200);
    const second = linkOf(await mail.next(who.email)).searchParams.get('token')!;
    expect((await reset(first, 'monsoon-ledger-55').expect(400)).body.message).toMatch(/expired or was already used/);

    const expiry = (await t.prisma.staffUser.findUniqueOrThrow({ where: { id: who.id } })).passwordResetExpiresAt!;
    expect(expiry.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(expiry.getTime() - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    await t.prisma.staffUser.update({ where: { id: who.id }, data: { passwordResetExpiresAt: new Date(Date.now() - 1000) } });
    expect((await reset(second, 'monsoon-ledger-55').expect(400)).body.message).toMatch(/expired or was already used/);
    await t.http().post('/adminapi/auth/login').send({ email: who.email, password: PASSWORD }).expect(200);
  });
});
