import { describe, expect, it } from 'vitest';
import { keepsStoredPasswordAt, type MailAccountDestination } from './mail-account.rules.ts';

const stored: MailAccountDestination = {
  host: 'smtp.cenacle.example',
  port: 587,
  username: 'filia@cenacle.example',
  outgoingProtocol: 'SMTP',
};

describe('Mail account', () => {
  describe('when the password is left blank', () => {
    it('keeps the stored password for the same server, port, login and protocol', () => {
      expect(keepsStoredPasswordAt(stored, stored)).toBe(true);
      expect(keepsStoredPasswordAt(stored, { ...stored, host: ' SMTP.Cenacle.example ' })).toBe(true);
    });

    it.each([
      { host: 'smtp.evil.example' },
      { port: 2525 },
      { username: 'other@cenacle.example' },
      { username: 'FILIA@cenacle.example' },
      { outgoingProtocol: 'SMTPS' as const },
    ])('needs the password again for %o', (change) => {
      expect(keepsStoredPasswordAt(stored, { ...stored, ...change })).toBe(false);
    });
  });
});
