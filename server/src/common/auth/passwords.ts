import { Algorithm, hash, verify } from '@node-rs/argon2';

/** argon2id at OWASP's floor: 19 MiB memory, 2 passes, 1 lane. */
const ARGON2_OPTIONS = {
  algorithm: Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, ARGON2_OPTIONS);
}

export async function verifySecret(hashed: string, secret: string): Promise<boolean> {
  try {
    return await verify(hashed, secret);
  } catch {
    return false;
  }
}

/**
 * A hash of a random value, verified against when the account does not exist,
 * so that an unknown email or mobile costs the same time as a wrong secret.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashSecret(`decoy-${Math.random()}`);
  return decoy;
}
