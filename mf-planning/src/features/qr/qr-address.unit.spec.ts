import { describe, expect, it } from 'vitest';
import { QR_URL_MAX_LENGTH, qrAddressProblem } from './qr-address.ts';

describe('An address for the QR generator', () => {
  it('takes web addresses only', () => {
    expect(qrAddressProblem('https://cenacle.example/session-registration?session=1')).toBeNull();
    expect(qrAddressProblem('http://127.0.0.1:3000/')).toBeNull();
    expect(qrAddressProblem('javascript:alert(1)')).toBe('notWeb');
    expect(qrAddressProblem('cenacle.example')).toBe('notWeb');
    expect(qrAddressProblem('mailto:a@b.pl')).toBe('notWeb');
  });
  it('refuses one too long to encode', () => {
    const long = `https://cenacle.example/${'a'.repeat(QR_URL_MAX_LENGTH)}`;
    expect(qrAddressProblem(long)).toBe('tooLong');
  });
});
