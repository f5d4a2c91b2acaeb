import { z } from 'zod';
import type { DomainEvent } from '../common/decider.ts';
import { IdSchema } from '../common/id.ts';

export const AUTHORITIES = ['ADMIN', 'BRANCH_ADMIN', 'SERVANT', 'TESTIMONY_ADMIN', 'USER'] as const;
export type Authority = (typeof AUTHORITIES)[number];
/** Authorities travel to the browser with the ROLE_ prefix (spec §3 Roles). */
export type RoleName = `ROLE_${Authority}`;
export const toRole = (a: Authority): RoleName => `ROLE_${a}`;

export const LANG_KEYS = ['pl', 'en', 'uk', 'de'] as const;
export type LangKey = (typeof LANG_KEYS)[number];
export const DEFAULT_LANG_KEY: LangKey = 'pl';

/** A person got an account (stream `user-<id>`). The password arrives already hashed (argon2id). */
export type UserRegistered = DomainEvent<
  'UserRegistered',
  {
    readonly userId: string;
    readonly login: string;
    readonly email: string;
    readonly firstName: string;
    readonly lastName: string;
    readonly passwordHash: string;
    readonly authorities: readonly Authority[];
    readonly branchIds: readonly string[];
    readonly langKey: LangKey;
    readonly activated: boolean;
  }
>;
/** The user chose another interface language (saved from the locale menu). */
export type UserLanguageChanged = DomainEvent<
  'UserLanguageChanged',
  { readonly userId: string; readonly langKey: LangKey }
>;

export type UserEvent = UserRegistered | UserLanguageChanged;
export const userStream = (userId: string): string => `user-${userId}`;

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
  })
  .meta({ id: 'Account' });
export type Account = z.infer<typeof AccountSchema>;

export const LoginFormSchema = z.object({
  username: z
    .string({ error: 'validation.common.emptyField' })
    .trim()
    .min(1, { error: 'validation.common.emptyField' }),
  password: z
    .string({ error: 'validation.common.emptyField' })
    .min(1, { error: 'validation.common.emptyField' }),
  rememberMe: z.string().optional(),
});
