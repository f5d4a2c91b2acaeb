import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with its recommended cost parameters. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this keeps a failed login for an unknown user as slow as for a known one. */
export const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$weat1GbZSNVc14L2g7/otQ$XUul+b+JaOA4458GKdu5KNCtfrlqwGc/v8qQ6Z6eleg';
