import { z } from 'zod';
import { IdSchema } from '../common/primitives.ts';
import { isStorableText } from '../common/text.ts';
import { LOGIN_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './identity.rules.ts';

export const AccountSchema = z
  .object({
    id: IdSchema,
    login: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    activated: z.boolean(),
    langKey: z.string(),
    authorities: z.array(z.string()),
    branches: z.array(z.object({ id: IdSchema, name: z.string() })),
    /** Some branch was ever the account's own: the choose-branch modal is not for it (decision 014). */
    everHadBranch: z.boolean(),
  })
  .meta({ id: 'Account' });
export type Account = z.infer<typeof AccountSchema>;

const EMPTY = 'validation.common.emptyField';

/** The login form (form data, spec §7 `POST login`). */
export const LoginFormSchema = z.object({
  username: z
    .string({ error: EMPTY })
    .trim()
    .min(1, { error: EMPTY })
    .max(LOGIN_MAX_LENGTH, { error: 'Size' })
    .refine(isStorableText, { error: 'Pattern' }),
  password: z.string({ error: EMPTY }).min(1, { error: EMPTY }).max(PASSWORD_MAX_LENGTH, { error: 'Size' }),
  rememberMe: z.enum(['true', 'false', 'on'], { error: 'Pattern' }).optional(),
});
