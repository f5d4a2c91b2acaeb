import { describe, expect, it } from 'vitest';
import {
  blindIndex,
  DEVELOPMENT_PERSONAL_DATA_KEY,
  deriveMasterKey,
  newDataKey,
  openFields,
  sealFields,
  unwrapDataKey,
  wrapDataKey,
} from './crypto.ts';
import { open, seal, sealedPart } from './sealed-data.ts';

const anna = '3f0b6c1e-8d2a-4c55-9e1f-2a3b4c5d6e7f';
const piotr = '4a1c7d2f-9e3b-4d66-8f2a-3b4c5d6e7f80';

describe('Personal data crypto', () => {
  const master = deriveMasterKey(DEVELOPMENT_PERSONAL_DATA_KEY);

  it('derives the same 32-byte master key from the same secret, another from another', () => {
    expect(deriveMasterKey(DEVELOPMENT_PERSONAL_DATA_KEY).equals(master)).toBe(true);
    expect(master).toHaveLength(32);
    expect(deriveMasterKey('another secret').equals(master)).toBe(false);
    expect(() => deriveMasterKey('')).toThrow();
  });

  it('wraps a data key so that only the master key opens it, and only for its person', () => {
    const key = newDataKey();
    const wrapped = wrapDataKey(master, anna, key);
    expect(wrapped.includes(key)).toBe(false);
    expect(unwrapDataKey(master, anna, wrapped).equals(key)).toBe(true);
    expect(() => unwrapDataKey(deriveMasterKey('stolen dump, guessed secret'), anna, wrapped)).toThrow();
    expect(() => unwrapDataKey(master, piotr, wrapped)).toThrow();
  });

  it('seals fields that open with the key and the person they were sealed for, and with nothing else', () => {
    const key = newDataKey();
    const sealed = sealFields(key, anna, { firstName: 'Anna', email: 'anna@example.org' });
    expect(sealed).not.toContain('Anna');
    expect(Buffer.from(sealed, 'base64').toString('latin1')).not.toContain('anna@example.org');
    expect(openFields(key, anna, sealed)).toEqual({ firstName: 'Anna', email: 'anna@example.org' });
    expect(() => openFields(newDataKey(), anna, sealed)).toThrow();
    expect(() => openFields(key, piotr, sealed)).toThrow();
    const bytes = Buffer.from(sealed, 'base64');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(() => openFields(key, anna, bytes.toString('base64'))).toThrow();
  });

  it('gives a stable blind index that hides the value and depends on the secret', () => {
    const index = blindIndex(DEVELOPMENT_PERSONAL_DATA_KEY, 'anna');
    expect(index).toMatch(/^[0-9a-f]{64}$/);
    expect(blindIndex(DEVELOPMENT_PERSONAL_DATA_KEY, 'anna')).toBe(index);
    expect(blindIndex(DEVELOPMENT_PERSONAL_DATA_KEY, 'anne')).not.toBe(index);
    expect(blindIndex('another secret', 'anna')).not.toBe(index);
  });

  it('seals the same value differently each time (random IV)', () => {
    const key = newDataKey();
    expect(sealFields(key, anna, { a: 'x' })).not.toBe(sealFields(key, anna, { a: 'x' }));
  });
});

describe('Sealed event data', () => {
  const data = { userId: anna, login: 'anna', firstName: 'Anna', activated: true };
  const part = { subject: anna, erased: { login: `erased-${anna}`, firstName: '[erased]' } };

  it('takes the personal fields out of the data and brings them back with the key', () => {
    const key = newDataKey();
    const stored = seal(data, part, key);
    expect(JSON.stringify(stored)).not.toMatch(/"anna"|Anna/);
    expect(stored).toMatchObject({ userId: anna, activated: true });
    expect(sealedPart(stored)?.s).toBe(anna);
    expect(open(stored, new Map([[anna, key]]))).toEqual(data);
  });

  it('reads the placeholders once the key is destroyed', () => {
    const stored = seal(data, part, newDataKey());
    expect(open(stored, new Map([[anna, null]]))).toEqual({ ...data, ...part.erased });
  });

  it('seals for an erased person with a key nobody keeps', () => {
    const stored = seal(data, part, null);
    expect(JSON.stringify(stored)).not.toContain('Anna');
    expect(open(stored, new Map([[anna, null]]))).toEqual({ ...data, ...part.erased });
    expect(() => open(stored, new Map([[anna, newDataKey()]]))).toThrow();
  });

  it('leaves plaintext data (events written before sealing) as it is', () => {
    expect(open(data, new Map())).toBe(data);
  });

  it('refuses to guess when the key table lost a key', () => {
    expect(() => open(seal(data, part, newDataKey()), new Map())).toThrow(/No personal data key/);
  });
});
