import type { DeskAction } from '@cenacle/shared-domain/desk/contracts';
import { PICKUP_CODE_ALPHABET, PICKUP_CODE_LENGTH } from '@cenacle/shared-domain/desk/rules';
import { sha256Hex } from './digest.ts';

type RandomBytes = (bytes: Uint8Array) => Uint8Array;

const defaultRandom: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

/** The largest multiple of the alphabet's size below 256: bytes at or above it are drawn again. */
const LIMIT = 256 - (256 % PICKUP_CODE_ALPHABET.length);

/**
 * A new pickup code, made on the device at check-in: PICKUP_CODE_LENGTH characters drawn uniformly
 * (rejection sampling, no modulo bias) from an alphabet without look-alikes.
 */
export function makePickupCode(random: RandomBytes = defaultRandom): string {
  let code = '';
  while (code.length < PICKUP_CODE_LENGTH) {
    for (const byte of random(new Uint8Array(PICKUP_CODE_LENGTH * 2))) {
      if (byte >= LIMIT) continue;
      code += PICKUP_CODE_ALPHABET[byte % PICKUP_CODE_ALPHABET.length];
      if (code.length === PICKUP_CODE_LENGTH) break;
    }
  }
  return code;
}

/** A code as typed at the desk: spaces dropped, upper case (the contract's PickupCode does the same). */
export const normalizePickupCode = (typed: string) => typed.replace(/\s+/g, '').toUpperCase();

/** Whether a typed code has the shape of a pickup code at all. */
export function isPickupCode(typed: string): boolean {
  const code = normalizePickupCode(typed);
  return code.length === PICKUP_CODE_LENGTH && [...code].every((char) => PICKUP_CODE_ALPHABET.includes(char));
}

/** The digest the roster keeps for a checked-in child: SHA-256 of `${childId}:${pickupCode}`. */
export const pickupCodeDigest = (childId: string, code: string) =>
  sha256Hex(`${childId}:${normalizePickupCode(code)}`);

/** Shown large to the parent, in two halves so it reads aloud easily: `K7M 4QX`. */
export const displayPickupCode = (code: string) =>
  `${code.slice(0, Math.ceil(code.length / 2))} ${code.slice(Math.ceil(code.length / 2))}`;

/**
 * Checks a code offline: against the roster's digest (a check-in the server knows, made on any
 * desk), or against a check-in still waiting in this device's queue (its code is right there).
 */
export async function pickupCodeMatches(
  childId: string,
  typed: string,
  rosterDigest: string | null,
  queuedCode: string | null,
): Promise<boolean> {
  if (!isPickupCode(typed)) return false;
  const code = normalizePickupCode(typed);
  // A check-in waiting here is the child's latest: its code replaces any the roster knew of.
  if (queuedCode !== null) return normalizePickupCode(queuedCode) === code;
  if (rosterDigest === null) return false;
  return (await pickupCodeDigest(childId, code)) === rosterDigest;
}

/** The code of a check-in still waiting in this device's queue (the latest for that child), if any. */
export function queuedPickupCode(actions: readonly DeskAction[], childId: string): string | null {
  let code: string | null = null;
  for (const action of actions) {
    if (action.type === 'CheckInChild' && action.childId === childId) code = action.pickupCode;
    if (action.type === 'CheckOutChild' && action.childId === childId) code = null;
  }
  return code;
}
