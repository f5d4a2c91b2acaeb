import { createHash } from 'node:crypto';
import { PICKUP_CODE_ALPHABET, PICKUP_CODE_LENGTH } from '@cenacle/shared-domain/desk/rules';
import { describe, expect, it } from 'vitest';
import { mayBeToken, registrationTokenDigest, sha256Hex, tokenCandidates } from './digest.ts';
import {
  displayPickupCode,
  isPickupCode,
  makePickupCode,
  pickupCodeDigest,
  pickupCodeMatches,
  queuedPickupCode,
} from './pickup-code.ts';

const CHILD = '20000000-0000-4000-8000-000000000001';
const nodeSha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('Pickup codes', () => {
  it('are PICKUP_CODE_LENGTH characters of the alphabet without look-alikes', () => {
    for (let i = 0; i < 200; i++) {
      const code = makePickupCode();
      expect(code).toHaveLength(PICKUP_CODE_LENGTH);
      expect([...code].every((c) => PICKUP_CODE_ALPHABET.includes(c))).toBe(true);
      expect(code).not.toMatch(/[01OIL]/);
    }
  });

  it('draw again the bytes that would favour the first letters (no modulo bias)', () => {
    // 248 and above are refused (248 = 8 × 31); 0 and 31 both give the alphabet's first letter.
    const bytes = [255, 248, 0, 31, 1, 250, 2, 3, 4, 5, 6, 7];
    const code = makePickupCode((buffer) => {
      buffer.set(bytes.slice(0, buffer.length));
      return buffer;
    });
    expect(code).toBe(`22345${PICKUP_CODE_ALPHABET[4]}`);
  });

  it('are rarely repeated: 2000 codes, at most a couple of clashes', () => {
    const codes = new Set(Array.from({ length: 2000 }, () => makePickupCode()));
    expect(codes.size).toBeGreaterThanOrEqual(1998);
  });

  it('are shown in two halves and read back whatever the case and spaces', () => {
    expect(displayPickupCode('K7M4QX')).toBe('K7M 4QX');
    expect(isPickupCode(' k7m 4qx ')).toBe(true);
    expect(isPickupCode('K7M4Q0')).toBe(false);
    expect(isPickupCode('K7M4Q')).toBe(false);
  });

  it('have the digest the server keeps: SHA-256 of childId:code in lowercase hex', async () => {
    expect(await pickupCodeDigest(CHILD, 'k7m 4qx')).toBe(nodeSha256(`${CHILD}:K7M4QX`));
  });

  it('are checked offline against the roster’s digest', async () => {
    const digest = nodeSha256(`${CHILD}:K7M4QX`);
    expect(await pickupCodeMatches(CHILD, 'k7m4qx', digest, null)).toBe(true);
    expect(await pickupCodeMatches(CHILD, 'K7M4QY', digest, null)).toBe(false);
    expect(await pickupCodeMatches(CHILD, 'K7M4QX', null, null)).toBe(false);
    // The same code for another child does not open this one.
    expect(await pickupCodeMatches('20000000-0000-4000-8000-000000000002', 'K7M4QX', digest, null)).toBe(
      false,
    );
  });

  it('made on this device and not sent yet are checked against the queue, which outranks the roster', async () => {
    const older = nodeSha256(`${CHILD}:AAAAAA`);
    expect(await pickupCodeMatches(CHILD, 'K7M4QX', null, 'K7M4QX')).toBe(true);
    expect(await pickupCodeMatches(CHILD, 'AAAAAA', older, 'K7M4QX')).toBe(false);
  });
});

describe('The code of a check-in waiting in the queue', () => {
  const madeAt = '2026-11-29T18:00:00Z';
  const base = { commandId: '30000000-0000-4000-8000-000000000001', madeAt, participantId: CHILD };
  it('is the latest check-in’s, and none once the child was checked out after it', () => {
    const checkIn = (pickupCode: string) => ({
      ...base,
      type: 'CheckInChild' as const,
      childId: CHILD,
      pickupCode,
    });
    const out = { ...base, type: 'CheckOutChild' as const, childId: CHILD, toParent: true };
    expect(queuedPickupCode([checkIn('AAAAAA'), out, checkIn('BBBBBB')], CHILD)).toBe('BBBBBB');
    expect(queuedPickupCode([checkIn('AAAAAA'), out], CHILD)).toBeNull();
    expect(queuedPickupCode([checkIn('AAAAAA')], '20000000-0000-4000-8000-000000000009')).toBeNull();
  });
});

describe('Registration token digests', () => {
  it('are SHA-256 of the scanned token, in lowercase hex, without surrounding whitespace', async () => {
    const token = 'q8Yx3vT0bLzR2mN5kH7wJ9aPcE4sD6fG';
    expect(await registrationTokenDigest(`${token}\n`)).toBe(nodeSha256(token));
    expect(await sha256Hex('zażółć')).toBe(nodeSha256('zażółć'));
  });

  it('are looked for in the whole text, or in an address’s token parameter or last segment', () => {
    expect(tokenCandidates(' q8Yx3vT0bLzR2mN5 ')).toEqual(['q8Yx3vT0bLzR2mN5']);
    expect(tokenCandidates('https://cenacle.example.org/r/q8Yx3vT0bLzR2mN5')).toEqual([
      'https://cenacle.example.org/r/q8Yx3vT0bLzR2mN5',
      'q8Yx3vT0bLzR2mN5',
    ]);
    expect(tokenCandidates('https://cenacle.example.org/confirm?token=abc123')).toContain('abc123');
  });

  it('are tried for one long word, not for names', () => {
    expect(mayBeToken('q8Yx3vT0bLzR2mN5kH7wJ9aPcE4sD6fG')).toBe(true);
    expect(mayBeToken('Kowalska')).toBe(false);
    expect(mayBeToken('Anna Kowalska-Nowakowska')).toBe(false);
  });
});
