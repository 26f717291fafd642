import { describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './app-config.js';

describe('loadConfig', () => {
  it('uses the documented defaults and keeps a generated JWT secret across starts', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'config-test-'));
    const first = await loadConfig({ DATA_DIR: dataDir });
    expect(first).toMatchObject({ port: 3000, databaseUrl: undefined, adminEmail: 'admin@example.com', jwtExpiresIn: '12h' });
    expect(first.trustProxyHops).toBe(0);
    expect(first.trashRetentionDays).toBe(30);
    expect(first.loginThrottle).toEqual({ maxPerKey: 5, maxPerAccount: 100, maxPerIp: 30, windowMinutes: 15 });
    expect(first.calendar).toEqual({ latitude: 23.0225, longitude: 72.5714, timeZone: 'Asia/Kolkata' });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(true);
    const second = await loadConfig({ DATA_DIR: dataDir });
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect((await readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).trim()).toBe(first.jwtSecret);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number from 0 to 65535 (got "eighty")'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a postgresql:// connection URL'],
    [{ ADMIN_EMAIL: 'root' }, 'ADMIN_EMAIL must be an email address (got "root")'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD must have at least 8 characters'],
    [{ JWT_SECRET: 'too-short' }, 'JWT_SECRET must have at least 32 characters'],
    [{ JWT_EXPIRES_IN: 'forever' }, 'JWT_EXPIRES_IN must look like 30m, 12h or 7d (got "forever")'],
    [{ LOGIN_MAX_FAILURES: '0' }, 'LOGIN_MAX_FAILURES must be a whole number from 1 to 1000 (got "0")'],
    [{ CALENDAR_LATITUDE: '70' }, 'CALENDAR_LATITUDE must be a number of degrees from -60 to 60 (got "70")'],
    [{ CALENDAR_LONGITUDE: 'east' }, 'CALENDAR_LONGITUDE must be a number of degrees from -180 to 180 (got "east")'],
    [{ CALENDAR_TIMEZONE: 'India/Ahmedabad' }, 'CALENDAR_TIMEZONE must be an IANA time zone such as Asia/Kolkata (got "India/Ahmedabad")'],
    [{ TRASH_RETENTION_DAYS: '0' }, 'TRASH_RETENTION_DAYS must be a whole number from 1 to 3650 (got "0")'],
    [{ HOST: 'my host' }, 'HOST must be a host name or IP address, like 127.0.0.1 (got "my host")'],
    [{ STORAGE: 'disk' }, 'STORAGE must be local or s3 (got "disk")'],
    [{ STORAGE: 's3', S3_PUBLIC_URL: 'https://cdn.example.com' }, 'S3_BUCKET is required when STORAGE=s3'],
    [
      { STORAGE: 's3', S3_BUCKET: 'My_Bucket', S3_PUBLIC_URL: 'https://cdn.example.com' },
      'S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens (got "My_Bucket")',
    ],
    [
      { STORAGE: 's3', S3_BUCKET: 'posters' },
      "S3_PUBLIC_URL is required when STORAGE=s3: the URL images are loaded from (a CDN, or the bucket's public URL)",
    ],
    [
      { STORAGE: 's3', S3_BUCKET: 'posters', S3_PUBLIC_URL: 'https://cdn.example.com', S3_ENDPOINT: 'minio:9000' },
      'S3_ENDPOINT must be an http:// or https:// URL without query (got "minio:9000")',
    ],
    [
      { STORAGE: 's3', S3_BUCKET: 'posters', S3_PUBLIC_URL: 'https://cdn.example.com', S3_FORCE_PATH_STYLE: 'yes' },
      'S3_FORCE_PATH_STYLE must be true or false (got "yes")',
    ],
  ])('refuses %j with a clear message', async (env, message) => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'config-test-'));
    await expect(loadConfig({ DATA_DIR: dataDir, ...env })).rejects.toThrow(new ConfigError(message));
  });

  it('reads the calendar place', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'config-test-'));
    const config = await loadConfig({
      DATA_DIR: dataDir,
      CALENDAR_LATITUDE: '28.6139',
      CALENDAR_LONGITUDE: '77.209',
      CALENDAR_TIMEZONE: 'Asia/Calcutta',
    });
    expect(config.calendar).toEqual({ latitude: 28.6139, longitude: 77.209, timeZone: 'Asia/Calcutta' });
  });

  it('reads an S3 storage: region from S3_REGION, else AWS_REGION, public URL without its trailing slash', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'config-test-'));
    const config = await loadConfig({
      DATA_DIR: dataDir,
      STORAGE: 's3',
      S3_BUCKET: 'posters',
      AWS_REGION: 'ap-south-1',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://cdn.example.com/posters/',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'posters',
      region: 'ap-south-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      publicUrl: 'https://cdn.example.com/posters',
    });
    expect((await loadConfig({ DATA_DIR: dataDir })).storage).toEqual({ kind: 'local' });
  });
  it('reads the keep-alive, shutdown and metrics settings, with defaults above a 60 s balancer idle timeout', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'config-test-'));
    const defaults = await loadConfig({ DATA_DIR: dataDir });
    expect(defaults).toMatchObject({ keepAliveTimeoutMs: 65_000, headersTimeoutMs: 66_000, shutdownGraceMs: 10_000, metrics: {} });
    const set = await loadConfig({
      DATA_DIR: dataDir,
      KEEP_ALIVE_TIMEOUT_MS: '125000',
      HEADERS_TIMEOUT_MS: '126000',
      SHUTDOWN_GRACE_MS: '0',
      METRICS_TOKEN: 'a-token-of-enough-length',
      METRICS_PORT: '9464',
    });
    expect(set).toMatchObject({
      keepAliveTimeoutMs: 125_000,
      headersTimeoutMs: 126_000,
      shutdownGraceMs: 0,
      metrics: { token: 'a-token-of-enough-length', port: 9464 },
    });
    await expect(loadConfig({ DATA_DIR: dataDir, KEEP_ALIVE_TIMEOUT_MS: '70000' })).rejects.toThrow(
      'HEADERS_TIMEOUT_MS (66000) must be greater than KEEP_ALIVE_TIMEOUT_MS (70000)',
    );
    await expect(loadConfig({ DATA_DIR: dataDir, METRICS_TOKEN: 'short' })).rejects.toThrow('METRICS_TOKEN must have at least 16 characters');
    await expect(loadConfig({ DATA_DIR: dataDir, METRICS_PORT: '70000' })).rejects.toThrow(
      'METRICS_PORT must be a port number from 1 to 65535 (got "70000")',
    );
  });
});
