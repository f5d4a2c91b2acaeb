import type { FormSchema } from '@cenacle/kit';
import type { UserProfileSave } from '@cenacle/shared-domain/identity/contracts';

const TEXTS = ['firstname', 'lastname', 'email'] as const;

/**
 * The contract's UserProfileSave checks the browser can make without zod (the shell loads none):
 * names and address not blank, texts trimmed. The server checks the rest (address format, lengths)
 * and answers violations per field; `tests/profile-form.unit.spec.ts` proves the two agree on these.
 */
export const profileFormSchema: FormSchema<UserProfileSave> = {
  safeParse(input) {
    const values = (input ?? {}) as Record<string, unknown>;
    const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string).trim() : '');
    const issues = TEXTS.filter((key) => !text(key)).map((key) => ({ path: [key], message: 'NotBlank' }));
    if (issues.length > 0) return { success: false, error: { issues } };
    const avatar = values.avatar as UserProfileSave['avatar'];
    return {
      success: true,
      data: {
        firstname: text('firstname'),
        lastname: text('lastname'),
        email: text('email'),
        phone: text('phone') || null,
        avatar: avatar ?? null,
      },
    };
  },
};
