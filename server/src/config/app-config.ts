import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

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
}

/** Bounded waits on PostgreSQL: an outage or a full pool answers 503 quickly. */
export interface DatabaseConfig {
  poolSize: number;
  /** Longest wait for a connection (from the pool, or a new one). */
  connectTimeoutMs: number;
  /** Longest run of one SQL statement. */
  statementTimeoutMs: number;
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

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

function email(env: Env, name: string, fallback: string): string {
  const value = env[name] || fallback;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
    throw new ConfigError(`${name} must be an email address (got "${value}")`);
  }
  return value.toLowerCase();
}

/**
 * Reads and checks the configuration. A JWT secret that is not configured is
 * generated once and kept in DATA_DIR, so tokens survive restarts.
 */
export async function loadConfig(env: Env = process.env): Promise<AppConfig> {
  const dataDir = path.resolve(projectRoot, env.DATA_DIR || '.data');
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be a postgresql:// connection URL');
  }
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminPassword !== undefined && adminPassword.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD must have at least 8 characters');
  }
  const jwtExpiresIn = env.JWT_EXPIRES_IN || '12h';
  if (!/^\d+[smhd]$/.test(jwtExpiresIn)) {
    throw new ConfigError(`JWT_EXPIRES_IN must look like 30m, 12h or 7d (got "${jwtExpiresIn}")`);
  }
  const supportPhone = (env.SUPPORT_WHATSAPP || '919876543210').replace(/[^\d]/g, '');
  if (supportPhone.length < 10 || supportPhone.length > 15) {
    throw new ConfigError('SUPPORT_WHATSAPP must be a phone number with country code, 10 to 15 digits');
  }
  const host = env.HOST?.trim() || undefined;
  if (host !== undefined && !/^[A-Za-z0-9.:%[\]-]+$/.test(host)) {
    throw new ConfigError(`HOST must be a host name or IP address, like 127.0.0.1 (got "${env.HOST}")`);
  }
  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host,
    databaseUrl,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    clientDir: path.resolve(projectRoot, env.CLIENT_DIR || 'dist/client'),
    jwtSecret: await jwtSecret(env, dataDir),
    jwtExpiresIn,
    adminEmail: email(env, 'ADMIN_EMAIL', 'admin@example.com'),
    adminPassword,
    supportPhone,
    supportEmail: email(env, 'SUPPORT_EMAIL', 'support@example.com'),
    loginThrottle: {
      maxPerKey: integer(env, 'LOGIN_MAX_FAILURES', 5, 1, 1000),
      maxPerAccount: integer(env, 'LOGIN_MAX_FAILURES_PER_ACCOUNT', 100, 1, 100000),
      maxPerIp: integer(env, 'LOGIN_MAX_FAILURES_PER_IP', 30, 1, 100000),
      windowMinutes: integer(env, 'LOGIN_WINDOW_MINUTES', 15, 1, 1440),
    },
    trustProxyHops: integer(env, 'TRUST_PROXY', 0, 0, 10),
    historyRetentionDays: integer(env, 'HISTORY_RETENTION_DAYS', 365, 1, 36500),
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', 120_000, 1_000, 3_600_000),
    database: {
      poolSize: integer(env, 'DB_POOL_SIZE', 10, 1, 500),
      connectTimeoutMs: integer(env, 'DB_CONNECT_TIMEOUT_MS', 3_000, 100, 60_000),
      statementTimeoutMs: integer(env, 'DB_STATEMENT_TIMEOUT_MS', 8_000, 100, 600_000),
    },
    deleteAccountThrottle: {
      maxPerKey: integer(env, 'DELETE_ACCOUNT_MAX_FAILURES', 5, 1, 1000),
      maxPerIp: integer(env, 'DELETE_ACCOUNT_MAX_FAILURES_PER_IP', 30, 1, 100000),
      windowMinutes: integer(env, 'DELETE_ACCOUNT_WINDOW_MINUTES', 15, 1, 1440),
    },
    notifications: notificationsConfig(env),
    render: {
      maxSide: integer(env, 'RENDER_MAX_SIDE', 2_400, 256, 10_000),
      timeoutMs: integer(env, 'RENDER_TIMEOUT_MS', 20_000, 1_000, 600_000),
      // One core stays with the main thread (API answers); at least one thread draws.
      threads: integer(env, 'RENDER_THREADS', Math.max(1, os.availableParallelism() - 1), 1, 64),
      queue: integer(env, 'RENDER_QUEUE', 8, 0, 1_000),
    },
    calendar: calendarConfig(env),
    storage: storageConfig(env),
    trashRetentionDays: integer(env, 'TRASH_RETENTION_DAYS', 30, 1, 3650),
  };
}

function decimal(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a number of degrees from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

/** Ahmedabad unless configured; latitudes stop short of the polar circles, where the Sun may not rise. */
function calendarConfig(env: Env): CalendarConfig {
  const timeZone = env.CALENDAR_TIMEZONE?.trim() || 'Asia/Kolkata';
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    throw new ConfigError(`CALENDAR_TIMEZONE must be an IANA time zone such as Asia/Kolkata (got "${timeZone}")`);
  }
  return {
    latitude: decimal(env, 'CALENDAR_LATITUDE', 23.0225, -60, 60),
    longitude: decimal(env, 'CALENDAR_LONGITUDE', 72.5714, -180, 180),
    timeZone,
  };
}

function httpUrl(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash) {
    throw new ConfigError(`${name} must be an http:// or https:// URL without query (got "${raw}")`);
  }
  return raw.replace(/\/+$/, '');
}

function storageConfig(env: Env): StorageConfig {
  const kind = env.STORAGE || 'local';
  if (kind === 'local') return { kind };
  if (kind !== 's3') throw new ConfigError(`STORAGE must be local or s3 (got "${kind}")`);
  const bucket = env.S3_BUCKET?.trim() ?? '';
  // S3's bucket naming rule (R2 and MinIO follow it too).
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError(
      bucket
        ? `S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens (got "${bucket}")`
        : 'S3_BUCKET is required when STORAGE=s3',
    );
  }
  const region = env.S3_REGION?.trim() || env.AWS_REGION?.trim() || 'us-east-1';
  if (!/^[a-z0-9-]+$/.test(region)) throw new ConfigError(`S3_REGION must look like eu-central-1 or auto (got "${region}")`);
  const endpoint = httpUrl(env, 'S3_ENDPOINT');
  const pathStyle = (env.S3_FORCE_PATH_STYLE ?? '').trim().toLowerCase();
  if (!['', 'true', 'false', '1', '0'].includes(pathStyle)) {
    throw new ConfigError(`S3_FORCE_PATH_STYLE must be true or false (got "${env.S3_FORCE_PATH_STYLE}")`);
  }
  const publicUrl = httpUrl(env, 'S3_PUBLIC_URL');
  if (!publicUrl) {
    throw new ConfigError("S3_PUBLIC_URL is required when STORAGE=s3: the URL images are loaded from (a CDN, or the bucket's public URL)");
  }
  return { kind, bucket, region, endpoint, forcePathStyle: pathStyle === 'true' || pathStyle === '1', publicUrl };
}

function notificationsConfig(env: Env): NotificationsConfig {
  const file = env.FCM_SERVICE_ACCOUNT_FILE || undefined;
  const fcmServiceAccountFile = file ? path.resolve(projectRoot, file) : undefined;
  if (fcmServiceAccountFile && !existsSync(fcmServiceAccountFile)) {
    throw new ConfigError(`FCM_SERVICE_ACCOUNT_FILE must name a Firebase service account JSON file (not found: ${fcmServiceAccountFile})`);
  }
  const fcmTopic = env.FCM_TOPIC || 'all';
  // FCM's topic name rule.
  if (!/^[a-zA-Z0-9-_.~%]{1,900}$/.test(fcmTopic)) {
    throw new ConfigError(`FCM_TOPIC may use only letters, digits and - _ . ~ % (got "${fcmTopic}")`);
  }
  return { fcmServiceAccountFile, fcmTopic };
}

async function jwtSecret(env: Env, dataDir: string): Promise<string> {
  if (env.JWT_SECRET) {
    if (env.JWT_SECRET.length < 32) throw new ConfigError('JWT_SECRET must have at least 32 characters');
    return env.JWT_SECRET;
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
