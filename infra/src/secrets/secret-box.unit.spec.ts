import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

describe('secret box', () => {
  const box = createSecretBox('a passphrase of the test');

  it('opens what it sealed, and seals the same secret differently each time', () => {
    const first = box.seal('Hasło-ż');
    const second = box.seal('Hasło-ż');
    expect(first).not.toBe(second);
    expect(first).not.toContain('Hasło');
    expect(box.open(first)).toBe('Hasło-ż');
    expect(box.open(second)).toBe('Hasło-ż');
  });

  it('refuses an envelope of another key or one that was changed', () => {
    const sealed = box.seal('secret');
    expect(() => createSecretBox('another passphrase').open(sealed)).toThrow();
    const [version, iv, tag, data] = sealed.split(':');
    const flipped = `${data?.[0] === 'A' ? 'B' : 'A'}${data?.slice(1)}`;
    expect(() => box.open([version, iv, tag, flipped].join(':'))).toThrow();
    expect(() => box.open('plain text')).toThrow();
  });

  it('takes a 64-hex-digit key as the key itself', () => {
    const hex = createSecretBox('00'.repeat(32));
    expect(hex.open(hex.seal('x'))).toBe('x');
    expect(() => createSecretBox('01'.repeat(32)).open(hex.seal('x'))).toThrow();
  });
});
