import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { identityEvents } from '../identity/identity.event-schemas.ts';
import { mailEvents } from '../mail/mail.event-schemas.ts';
import { defineEvent, EventSchemaError, eventCatalog } from './event-catalog.ts';
import { ERASED_MARK, erased, isErased } from './personal-data.ts';

const userId = '3f0b6c1e-8d2a-4c55-9e1f-2a3b4c5d6e7f';
const registered = {
  userId,
  login: 'anna',
  email: 'anna@example.org',
  firstName: 'Anna',
  lastName: 'Nowak',
  passwordHash: 'hash',
  authorities: ['USER'],
  branchIds: [],
  langKey: 'pl',
  activated: true,
};

describe('Personal data declarations', () => {
  it("names a registration's login, e-mail and names as the user's, with placeholders", () => {
    expect(identityEvents.personal({ type: 'UserRegistered', data: registered })).toEqual({
      subject: userId,
      erased: {
        login: `erased-${userId}`,
        email: `${userId}@erased.invalid`,
        firstName: ERASED_MARK,
        lastName: ERASED_MARK,
      },
    });
    expect(identityEvents.version('UserRegistered')).toBe(2);
  });

  it('reads a version 1 registration (plaintext) as today’s', () => {
    expect(identityEvents.upcast('UserRegistered', 1, registered)).toEqual(registered);
  });

  it("makes a mail its recipient person's, and keeps the parameter names of an erased mail", () => {
    const mailId = '4a1c7d2f-9e3b-4d66-8f2a-3b4c5d6e7f80';
    const data = {
      mailId,
      personId: userId,
      recipient: 'anna@example.org',
      language: 'pl',
      template: 'activation',
      params: { name: 'Anna', link: 'https://x.test/a' },
      branchId: null,
    };
    expect(mailEvents.personal({ type: 'MailRequested', data })).toEqual({
      subject: userId,
      erased: { recipient: `${userId}@erased.invalid`, params: { name: ERASED_MARK, link: ERASED_MARK } },
    });
    // Mail from before (version 1) has no person.
    const { personId: _, ...v1 } = data;
    expect(mailEvents.upcast('MailRequested', 1, v1)).toEqual({ ...v1, personId: null });
    expect(mailEvents.personal({ type: 'MailRequested', data: { ...data, personId: null } })?.subject).toBe(
      `mail-${mailId}`,
    );
  });

  it('names the person an erasure erases, and nothing for other events', () => {
    const erasure = { type: 'PersonErased', data: { personId: userId, erasedBy: null } };
    expect(identityEvents.erases(erasure)).toBe(userId);
    expect(identityEvents.personal(erasure)).toBeNull();
    expect(identityEvents.erases({ type: 'UserRegistered', data: registered })).toBeNull();
  });

  it('refuses a placeholder its own schema would refuse (an erasure must not stop the projectors)', () => {
    const catalog = eventCatalog(
      defineEvent<{ type: 'PhoneAdded'; data: { personId: string; phone: string } }>({
        type: 'PhoneAdded',
        version: 1,
        schema: z.object({ personId: z.string(), phone: z.string().regex(/^\+?\d+$/) }),
        personalData: { subject: (d) => d.personId, fields: { phone: erased.phone } },
      }),
    );
    expect(() => catalog.personal({ type: 'PhoneAdded', data: { personId: 'p', phone: '+48123' } })).toThrow(
      EventSchemaError,
    );
  });

  it('recognises placeholders', () => {
    expect(isErased(ERASED_MARK)).toBe(true);
    expect(isErased(`${userId}@erased.invalid`)).toBe(true);
    expect(isErased(`erased-${userId}`)).toBe(true);
    expect(isErased('Anna')).toBe(false);
    expect(isErased(null)).toBe(false);
  });
});
