import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 defaults, which every authenticator app reads: SHA-1, 6 digits, 30 seconds. */
const PERIOD = 30;
const ISSUER = 'Poster Admin';
/** One step either side: a phone clock 30 seconds off still works. */
const WINDOW = 1;

export function newSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, label: string): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function otpauthUri(secret: string, label: string): string {
  return totpOf(secret, label).toString();
}

/** The time step the code belongs to, or null when it matches none within the window. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret, '').validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

/**
 * TOTP secrets are kept encrypted (AES-256-GCM) under a key derived from
 * JWT_SECRET with HKDF, so a copy of the database alone cannot mint codes.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(jwtSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', jwtSecret, 'poster-admin', 'two-factor secret v1', 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
  }

  /** The secret, or null when it was sealed under another JWT_SECRET. */
  open(sealed: string): string | null {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || !body) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

/** Ten characters (about 49 bits) as `xxxxx-xxxxx`. */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** Recovery codes are random, not chosen: a plain SHA-256 suffices, and finds the row by equality. */
export function recoveryCodeHash(code: string): string {
  const normalized = code
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  return createHash('sha256').update(`recovery:${normalized}`).digest('base64url');
}

export function looksLikeTotp(code: string): boolean {
  return /^\d{6}$/.test(code.trim());
}
