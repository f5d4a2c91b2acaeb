import { UserProfileSaveSchema } from '@cenacle/shared-domain/identity/contracts';
import { describe, expect, it } from 'vitest';
import { profileFormSchema } from '../src/features/settings/api/profile-form-schema.ts';

const good = { firstname: ' Anna ', lastname: 'Nowak', email: 'anna@example.org', phone: '', avatar: null };

describe('The profile form without zod', () => {
  it('accepts what the contract accepts, trimmed the same way', () => {
    const mine = profileFormSchema.safeParse(good);
    const contract = UserProfileSaveSchema.safeParse(good);
    expect(mine.success && contract.success).toBe(true);
    if (mine.success && contract.success) expect(mine.data).toEqual(contract.data);
  });
  it.each(['firstname', 'lastname', 'email'])('refuses a blank %s, as the contract does', (field) => {
    const input = { ...good, [field]: '  ' };
    const mine = profileFormSchema.safeParse(input);
    const contract = UserProfileSaveSchema.safeParse(input);
    expect(mine.success).toBe(false);
    expect(contract.success).toBe(false);
    if (!mine.success && !contract.success) {
      expect(mine.error.issues.map((i) => i.path)).toEqual([[field]]);
      expect(contract.error.issues.some((i) => i.path[0] === field)).toBe(true);
    }
  });
});
