import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Everything the server reads from the environment, validated once at start. */
export interface AppConfig {
  port: number;
  /** Interface to listen on; undefined: all interfaces (IPv4 and IPv6). */
  host: string | undefined;
  /** Unset: the embedded PostgreSQL under DATA_DIR is started instead. */
  databaseUrl?: string;
  dataDir: string;
  /** DATA_DIR/uploads: the local storage's folder (STORAGE=local) and, in every mode, `.incoming` for uploads being checked. */
  uploadsDir: string;
  /** Where stored images live (server/src/images/storage/). */
  storage: StorageConfig;
  /** The built client (dist/client); served when present. */
  clientDir: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  adminEmail: string;
  adminPassword?: string;
  supportPhone: string;
  supportEmail: string;
  loginThrottle: ThrottleConfig;
  deleteAccountThrottle: ThrottleConfig;
  /** Express 'trust proxy': hops of reverse proxies whose X-Forwarded-For is believed. */
  trustProxyHops: number;
  /** History events older than this many days are purged (daily job). */
  historyRetentionDays: number;
  database: DatabaseConfig;
  /** A request whose body has not arrived within this is cut (408). */
  requestTimeoutMs: number;
  notifications: NotificationsConfig;
  render: RenderConfig;
  /** Where festival days are reckoned (sunrise, sunset and the calendar day). */
  calendar: CalendarConfig;
  /** Deleted records stay in the trash this many days, then are purged for good. */
  trashRetentionDays: number;
  /** Idle kept-alive connections are closed after this; above a load balancer's idle timeout (60 s is common). */
  keepAliveTimeoutMs: number;
  /** A request's headers must arrive within this; above keepAliveTimeoutMs, as Node asks. */
  headersTimeoutMs: number;
  /** On SIGTERM/SIGINT, requests in flight get this long to finish before their connections are cut. */
  shutdownGraceMs: number;
  metrics: MetricsConfig;
  /** Set (SMTP_URL): 'Forgot password?' emails a one-time link; unset: no password reset by email. */
  mail?: MailConfig;
  /** The admin's public address, for links in emails (PUBLIC_URL; else http://localhost:<port>); no trailing slash. */
  publicUrl: string;
}

export interface MailConfig {
  /** nodemailer's connection URL: smtp://user:pass@host:587 or smtps://…:465. */
  smtpUrl: string;
  /** The sender address (MAIL_FROM, else SUPPORT_EMAIL). */
  from: string;
}

/** Prometheus metrics: on the public port to a caller with the token, and/or on a port of their own bound to 127.0.0.1. */
export interface MetricsConfig {
  /** Set: GET /metrics on the public port answers a caller sending `Authorization: Bearer <token>`. */
  token?: string;
  /** Set: /metrics (no token) on 127.0.0.1:<port>. */
  port?: number;
}

export interface CalendarConfig {
  latitude: number;
  longitude: number;
  /** IANA time zone, e.g. Asia/Kolkata. */
  timeZone: string;
}

/** STORAGE=local: files under DATA_DIR/uploads, served at /uploads. STORAGE=s3: one bucket of an S3-compatible store. */
export type StorageConfig = { kind: 'local' } | S3StorageConfig;

export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  region: string;
  /** R2, MinIO, …; unset: AWS S3 itself. */
  endpoint?: string;
  /** Requests as <endpoint>/<bucket>/<key> rather than <bucket>.<endpoint>/<key> (MinIO, s3rver). */
  forcePathStyle: boolean;
  /** Image URLs are <publicUrl>/<key>: a CDN, or the bucket's public URL; no trailing slash. */
  publicUrl: string;
}

export interface NotificationsConfig {
  /** A Firebase service account JSON file; set: push through FCM, unset: the log sender. */
  fcmServiceAccountFile?: string;
  /** The FCM topic every notification goes to (the app subscribes to it). */
  fcmTopic: string;
  /** How often each process looks for scheduled notifications that are due (seconds). */
  schedulePollSeconds: number;
}

/** Bounded waits on PostgreSQL: an outage or a full pool answers 503 quickly. */
export interface DatabaseConfig {
  poolSize: number;
  /** Longest wait for a connection (from the pool, or a new one). */
  connectTimeoutMs: number;
  /** Longest run of one SQL statement. */
  statementTimeoutMs: number;
  /** Bytes of serialized REST answers kept by the answer cache (common/postgres/answer-cache.ts); 0: no cache. */
  answerCacheBytes: number;
}

/** Poster renders (frames/render): bounded in size, time and how many run or wait. */
export interface RenderConfig {
  /** Longest side of a rendered poster, in pixels; frames are scaled down to it, regions with them. */
  maxSide: number;
  /** A render (waiting included) past this is abandoned: its worker is stopped, the caller gets 503. */
  timeoutMs: number;
  /** Worker threads drawing at once. */
  threads: number;
  /** Renders that may wait for a thread; one more is answered 503 with Retry-After. */
  queue: number;
}

export interface ThrottleConfig {
  /** Failed attempts allowed per key (email or mobile) within the window; for sign-in, per account and client IP together. */
  maxPerKey: number;
  /** Sign-in only: failed attempts per account from all clients, loose, so that a stranger cannot lock staff out. */
  maxPerAccount?: number;
  /** Failed attempts allowed per client IP within the window. */
  maxPerIp: number;
  windowMinutes: number;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

export class ConfigError extends Error {}

/** The repository root (the folder with package.json), from source or from dist. */
export const projectRoot = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return dir;
})();

type Env = Record<string, string | undefined>;

/** The variable an issue is about: the key of the schema below that refused it. */
const variableOf = (issue: { path?: PropertyKey[] }) => String(issue.path?.[0]);
/** What the refused value was, as the check saw it. */
const got = (issue: { input?: unknown }) => `(got "${String(issue.input)}")`;

/** Unset and empty both mean "not configured". */
const unlessEmpty = z
  .string()
  .optional()
  .transform((raw) => raw || undefined);
const trimmedUnlessEmpty = z
  .string()
  .optional()
  .transform((raw) => raw?.trim() || undefined);
const withDefault = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((raw) => raw || fallback);

function wholeNumber(fallback: number, min: number, max: number) {
  return z
    .string()
    .optional()
    .refine((raw) => raw === undefined || raw === '' || (Number.isInteger(Number(raw)) && within(Number(raw), min, max)), {
      error: (issue) => `${variableOf(issue)} must be a whole number from ${min} to ${max} ${got(issue)}`,
    })
    .transform((raw) => (raw === undefined || raw === '' ? fallback : Number(raw)));
}

function degrees(fallback: number, min: number, max: number) {
  return z
    .string()
    .optional()
    .refine((raw) => raw === undefined || raw.trim() === '' || (Number.isFinite(Number(raw)) && within(Number(raw), min, max)), {
      error: (issue) => `${variableOf(issue)} must be a number of degrees from ${min} to ${max} ${got(issue)}`,
    })
    .transform((raw) => (raw === undefined || raw.trim() === '' ? fallback : Number(raw)));
}

const within = (value: number, min: number, max: number) => value >= min && value <= max;

const emailAddress = (fallback: string) =>
  withDefault(fallback)
    .pipe(z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: (issue) => `${variableOf(issue)} must be an email address ${got(issue)}` }))
    .transform((address) => address.toLowerCase());

/** An http(s) URL without query or fragment; kept without its trailing slashes. */
const httpUrl = z
  .string()
  .refine(
    (raw) => {
      const url = URL.parse(raw);
      return url !== null && /^https?:$/.test(url.protocol) && !url.search && !url.hash;
    },
    { error: (issue) => `${variableOf(issue)} must be an http:// or https:// URL without query ${got(issue)}` },
  )
  .transform((url) => url.replace(/\/+$/, ''));

function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Every variable the server reads, in the order they are checked: the first refused one is reported. */
const environmentSchema = z.object({
  DATABASE_URL: unlessEmpty.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgresql:// connection URL')
      .optional(),
  ),
  ADMIN_PASSWORD: unlessEmpty.pipe(z.string().min(8, 'ADMIN_PASSWORD must have at least 8 characters').optional()),
  JWT_EXPIRES_IN: withDefault('12h').pipe(
    z.string().regex(/^\d+[smhd]$/, { error: (issue) => `JWT_EXPIRES_IN must look like 30m, 12h or 7d ${got(issue)}` }),
  ),
  SUPPORT_WHATSAPP: withDefault('919876543210')
    .transform((raw) => raw.replace(/[^\d]/g, ''))
    .pipe(
      z
        .string()
        .min(10, 'SUPPORT_WHATSAPP must be a phone number with country code, 10 to 15 digits')
        .max(15, 'SUPPORT_WHATSAPP must be a phone number with country code, 10 to 15 digits'),
    ),
  // The message quotes HOST as written, spaces included.
  HOST: z
    .string()
    .optional()
    .refine((raw) => !raw?.trim() || /^[A-Za-z0-9.:%[\]-]+$/.test(raw.trim()), {
      error: (issue) => `HOST must be a host name or IP address, like 127.0.0.1 ${got(issue)}`,
    })
    .transform((raw) => raw?.trim() || undefined),
  PORT: wholeNumber(3000, 0, 65535),
  DATA_DIR: withDefault('.data').transform((dir) => path.resolve(projectRoot, dir)),
  CLIENT_DIR: withDefault('dist/client').transform((dir) => path.resolve(projectRoot, dir)),
  // Unset: generated once and kept in DATA_DIR (keptJwtSecret).
  JWT_SECRET: unlessEmpty.pipe(z.string().min(32, 'JWT_SECRET must have at least 32 characters').optional()),
  ADMIN_EMAIL: emailAddress('admin@example.com'),
  SUPPORT_EMAIL: emailAddress('support@example.com'),
  LOGIN_MAX_FAILURES: wholeNumber(5, 1, 1000),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: wholeNumber(100, 1, 100000),
  LOGIN_MAX_FAILURES_PER_IP: wholeNumber(30, 1, 100000),
  LOGIN_WINDOW_MINUTES: wholeNumber(15, 1, 1440),
  TRUST_PROXY: wholeNumber(0, 0, 10),
  HISTORY_RETENTION_DAYS: wholeNumber(365, 1, 36500),
  REQUEST_TIMEOUT_MS: wholeNumber(120_000, 1_000, 3_600_000),
  DB_POOL_SIZE: wholeNumber(10, 1, 500),
  DB_CONNECT_TIMEOUT_MS: wholeNumber(3_000, 100, 60_000),
  DB_STATEMENT_TIMEOUT_MS: wholeNumber(8_000, 100, 600_000),
  ANSWER_CACHE_BYTES: wholeNumber(8_000_000, 0, 1_000_000_000),
  DELETE_ACCOUNT_MAX_FAILURES: wholeNumber(5, 1, 1000),
  DELETE_ACCOUNT_MAX_FAILURES_PER_IP: wholeNumber(30, 1, 100000),
  DELETE_ACCOUNT_WINDOW_MINUTES: wholeNumber(15, 1, 1440),
  FCM_SERVICE_ACCOUNT_FILE: unlessEmpty
    .transform((file) => file && path.resolve(projectRoot, file))
    .refine((file) => file === undefined || existsSync(file), {
      error: (issue) => `FCM_SERVICE_ACCOUNT_FILE must name a Firebase service account JSON file (not found: ${String(issue.input)})`,
    }),
  // FCM's topic name rule.
  FCM_TOPIC: withDefault('all').pipe(
    z.string().regex(/^[a-zA-Z0-9-_.~%]{1,900}$/, { error: (issue) => `FCM_TOPIC may use only letters, digits and - _ . ~ % ${got(issue)}` }),
  ),
  NOTIFICATION_POLL_SECONDS: wholeNumber(5, 1, 300),
  RENDER_MAX_SIDE: wholeNumber(2_400, 256, 10_000),
  RENDER_TIMEOUT_MS: wholeNumber(20_000, 1_000, 600_000),
  // One core stays with the main thread (API answers); at least one thread draws.
  RENDER_THREADS: wholeNumber(Math.max(1, os.availableParallelism() - 1), 1, 64),
  RENDER_QUEUE: wholeNumber(8, 0, 1_000),
  // Ahmedabad unless configured; latitudes stop short of the polar circles, where the Sun may not rise.
  CALENDAR_TIMEZONE: z
    .string()
    .optional()
    .transform((raw) => raw?.trim() || 'Asia/Kolkata')
    .refine(isTimeZone, { error: (issue) => `CALENDAR_TIMEZONE must be an IANA time zone such as Asia/Kolkata ${got(issue)}` }),
  CALENDAR_LATITUDE: degrees(23.0225, -60, 60),
  CALENDAR_LONGITUDE: degrees(72.5714, -180, 180),
  STORAGE: withDefault('local').pipe(z.enum(['local', 's3'], { error: (issue) => `STORAGE must be local or s3 ${got(issue)}` })),
  TRASH_RETENTION_DAYS: wholeNumber(30, 1, 3650),
  KEEP_ALIVE_TIMEOUT_MS: wholeNumber(65_000, 1_000, 600_000),
  HEADERS_TIMEOUT_MS: wholeNumber(66_000, 1_000, 600_000),
  SHUTDOWN_GRACE_MS: wholeNumber(10_000, 0, 600_000),
  METRICS_TOKEN: unlessEmpty.pipe(z.string().min(16, 'METRICS_TOKEN must have at least 16 characters').optional()),
  METRICS_PORT: unlessEmpty.pipe(
    z
      .string()
      .regex(/^\d+$/, { error: (issue) => `METRICS_PORT must be a port number from 1 to 65535 ${got(issue)}` })
      .transform(Number)
      .refine((port) => within(port, 1, 65535), { error: (issue) => `METRICS_PORT must be a port number from 1 to 65535 ${got(issue)}` })
      .optional(),
  ),
  SMTP_URL: trimmedUnlessEmpty.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, { error: (issue) => `SMTP_URL must be an smtp:// or smtps:// URL ${got(issue)}` })
      .optional(),
  ),
  MAIL_FROM: unlessEmpty.pipe(
    z
      .string()
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: (issue) => `MAIL_FROM must be an email address ${got(issue)}` })
      .optional(),
  ),
  PUBLIC_URL: trimmedUnlessEmpty.pipe(httpUrl.optional()),
});

const flag = (raw: string | undefined) => (raw ?? '').trim().toLowerCase();

/** Read only when STORAGE=s3. */
const s3EnvironmentSchema = z.preprocess(
  // The AWS SDK's own variable stands in for S3_REGION.
  (env: Env) => ({ ...env, S3_REGION: env.S3_REGION?.trim() || env.AWS_REGION?.trim() }),
  z.object({
    S3_BUCKET: z
      .string()
      .optional()
      .transform((raw) => raw?.trim() ?? '')
      .pipe(
        z
          .string()
          .min(1, 'S3_BUCKET is required when STORAGE=s3')
          // S3's bucket naming rule (R2 and MinIO follow it too).
          .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
            error: (issue) => `S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens ${got(issue)}`,
          }),
      ),
    S3_REGION: withDefault('us-east-1').pipe(
      z.string().regex(/^[a-z0-9-]+$/, { error: (issue) => `S3_REGION must look like eu-central-1 or auto ${got(issue)}` }),
    ),
    S3_ENDPOINT: trimmedUnlessEmpty.pipe(httpUrl.optional()),
    // Blank means false.
    S3_FORCE_PATH_STYLE: z
      .string()
      .optional()
      .refine((raw) => ['', 'true', 'false', '1', '0'].includes(flag(raw)), {
        error: (issue) => `S3_FORCE_PATH_STYLE must be true or false ${got(issue)}`,
      })
      .transform((raw) => ['true', '1'].includes(flag(raw))),
    S3_PUBLIC_URL: trimmedUnlessEmpty.pipe(
      z.string("S3_PUBLIC_URL is required when STORAGE=s3: the URL images are loaded from (a CDN, or the bucket's public URL)").pipe(httpUrl),
    ),
  }),
);

/** The schema's values, or the first refusal as a ConfigError naming its variable. */
function parse<Schema extends z.ZodType>(schema: Schema, env: Env): z.output<Schema> {
  const result = schema.safeParse(env);
  if (!result.success) throw new ConfigError(result.error.issues[0].message);
  return result.data;
}

/**
 * Reads and checks the configuration. A JWT secret that is not configured is
 * generated once and kept in DATA_DIR, so tokens survive restarts.
 */
export async function loadConfig(env: Env = process.env): Promise<AppConfig> {
  const vars = parse(environmentSchema, env);
  // Node's own rule: a request's headers may take longer than the idle wait before it, never less.
  if (vars.HEADERS_TIMEOUT_MS <= vars.KEEP_ALIVE_TIMEOUT_MS) {
    throw new ConfigError(
      `HEADERS_TIMEOUT_MS (${vars.HEADERS_TIMEOUT_MS}) must be greater than KEEP_ALIVE_TIMEOUT_MS (${vars.KEEP_ALIVE_TIMEOUT_MS})`,
    );
  }
  return {
    port: vars.PORT,
    host: vars.HOST,
    databaseUrl: vars.DATABASE_URL,
    dataDir: vars.DATA_DIR,
    uploadsDir: path.join(vars.DATA_DIR, 'uploads'),
    clientDir: vars.CLIENT_DIR,
    jwtSecret: vars.JWT_SECRET ?? (await keptJwtSecret(vars.DATA_DIR)),
    jwtExpiresIn: vars.JWT_EXPIRES_IN,
    adminEmail: vars.ADMIN_EMAIL,
    adminPassword: vars.ADMIN_PASSWORD,
    supportPhone: vars.SUPPORT_WHATSAPP,
    supportEmail: vars.SUPPORT_EMAIL,
    loginThrottle: {
      maxPerKey: vars.LOGIN_MAX_FAILURES,
      maxPerAccount: vars.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxPerIp: vars.LOGIN_MAX_FAILURES_PER_IP,
      windowMinutes: vars.LOGIN_WINDOW_MINUTES,
    },
    trustProxyHops: vars.TRUST_PROXY,
    historyRetentionDays: vars.HISTORY_RETENTION_DAYS,
    requestTimeoutMs: vars.REQUEST_TIMEOUT_MS,
    database: {
      poolSize: vars.DB_POOL_SIZE,
      connectTimeoutMs: vars.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: vars.DB_STATEMENT_TIMEOUT_MS,
      answerCacheBytes: vars.ANSWER_CACHE_BYTES,
    },
    deleteAccountThrottle: {
      maxPerKey: vars.DELETE_ACCOUNT_MAX_FAILURES,
      maxPerIp: vars.DELETE_ACCOUNT_MAX_FAILURES_PER_IP,
      windowMinutes: vars.DELETE_ACCOUNT_WINDOW_MINUTES,
    },
    notifications: {
      fcmServiceAccountFile: vars.FCM_SERVICE_ACCOUNT_FILE,
      fcmTopic: vars.FCM_TOPIC,
      schedulePollSeconds: vars.NOTIFICATION_POLL_SECONDS,
    },
    render: {
      maxSide: vars.RENDER_MAX_SIDE,
      timeoutMs: vars.RENDER_TIMEOUT_MS,
      threads: vars.RENDER_THREADS,
      queue: vars.RENDER_QUEUE,
    },
    calendar: { latitude: vars.CALENDAR_LATITUDE, longitude: vars.CALENDAR_LONGITUDE, timeZone: vars.CALENDAR_TIMEZONE },
    storage: vars.STORAGE === 'local' ? { kind: 'local' } : s3Storage(env),
    trashRetentionDays: vars.TRASH_RETENTION_DAYS,
    keepAliveTimeoutMs: vars.KEEP_ALIVE_TIMEOUT_MS,
    headersTimeoutMs: vars.HEADERS_TIMEOUT_MS,
    shutdownGraceMs: vars.SHUTDOWN_GRACE_MS,
    metrics: { token: vars.METRICS_TOKEN, port: vars.METRICS_PORT },
    mail: vars.SMTP_URL ? { smtpUrl: vars.SMTP_URL, from: vars.MAIL_FROM ?? vars.SUPPORT_EMAIL } : undefined,
    publicUrl: vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`,
  };
}

function s3Storage(env: Env): S3StorageConfig {
  const vars = parse(s3EnvironmentSchema, env);
  return {
    kind: 's3',
    bucket: vars.S3_BUCKET,
    region: vars.S3_REGION,
    endpoint: vars.S3_ENDPOINT,
    forcePathStyle: vars.S3_FORCE_PATH_STYLE,
    publicUrl: vars.S3_PUBLIC_URL,
  };
}

async function keptJwtSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
