import { describe, expect, it } from '@jest/globals';
import { maskDatabaseUrl, startupBanner } from './startup-banner.js';

const FACTS = {
  host: undefined,
  port: 3000,
  embeddedDatabase: false,
  databaseUrl: 'postgresql://poster:s3cret@db:5432/poster_admin',
  dataDir: '/data',
  adminEmail: 'admin@example.com',
};

describe('start-up banner', () => {
  it('gives the URL and the database without its password, and no password box on a later start', () => {
    const banner = startupBanner(FACTS);
    expect(banner.url).toBe('http://localhost:3000');
    expect(banner.text).toContain('Admin panel ready at http://localhost:3000/login (listening on all interfaces)');
    expect(banner.text).toContain('postgresql://poster:***@db:5432/poster_admin');
    expect(banner.text).not.toContain('s3cret');
    expect(banner.text).not.toContain('FIRST START');
  });

  it('frames the generated password on a first start', () => {
    const { text } = startupBanner({ ...FACTS, host: '127.0.0.1', embeddedDatabase: true, generatedPassword: 'pw-123456789' });
    expect(text).toContain('http://127.0.0.1:3000/login');
    expect(text).toContain('embedded PostgreSQL in /data/postgres');
    const frame = text.split('\n').filter((line) => line.startsWith('|') || line.startsWith('+'));
    expect(frame.some((line) => line.includes('Password:  pw-123456789'))).toBe(true);
    // Every line of the frame has the same width, so it reads as one box.
    expect(new Set(frame.map((line) => line.length)).size).toBe(1);
  });

  it('masks a password in any connection URL', () => {
    expect(maskDatabaseUrl('postgresql://u:p@h/db')).toBe('postgresql://u:***@h/db');
    expect(maskDatabaseUrl('not a url')).toBe('postgresql://…');
  });
});
