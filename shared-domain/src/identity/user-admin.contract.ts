import { z } from 'zod';
import { AUTHORITIES, type Authority, toRole } from '../common/authorities.ts';
import { hasAtMostTwoDecimals } from '../common/bounds.ts';
import { IdSchema, requiredNameText, text, Uuid } from '../common/primitives.ts';
import { EmailAddress } from './account.contract.ts';
import { NAME_MAX_LENGTH } from './identity.rules.ts';
import { BRANCH_FILTER_MAX, PHONE_MAX_LENGTH, SERVANT_PRICE_MAX } from './user-admin.rules.ts';

const Name = requiredNameText(NAME_MAX_LENGTH);
/** Optional phone: blank is none. */
const Phone = text(PHONE_MAX_LENGTH)
  .nullish()
  .transform((v) => v || null);

/** An authority as the browser sends it: `ROLE_ADMIN` (spec §3) or plain `ADMIN`. */
const AuthorityInput = z
  .enum([...AUTHORITIES, ...AUTHORITIES.map(toRole)], { error: 'Pattern' })
  .transform((v): Authority => v.replace(/^ROLE_/, '') as Authority);
const AuthoritiesInput = z
  .array(AuthorityInput, { error: 'NotNull' })
  .min(1, { error: 'NotEmpty' })
  .max(AUTHORITIES.length * 2, { error: 'Size' });
/** Branches as the forms send them: `[{id: {value}}]` (a name alongside is ignored). */
const BranchesInput = z
  .array(z.object({ id: IdSchema }), { error: 'NotNull' })
  .min(1, { error: 'NotEmpty' })
  .max(BRANCH_FILTER_MAX, { error: 'Size' });

export const BranchRefSchema = z.object({ id: IdSchema, name: z.string() }).meta({ id: 'BranchRef' });

/** `?branches=<id>&branches=<id>` (repeated keys, spec §7); absent: the caller's branches. */
export const BranchFilterQuerySchema = z.object({
  branches: z
    .union([Uuid, z.array(Uuid).max(BRANCH_FILTER_MAX, { error: 'Size' })])
    .optional()
    .transform((v) => (v === undefined ? null : Array.isArray(v) ? v : [v])),
});

// --- The signed-in user's profile (`GET/POST api/user-profile`) ---

export const UserProfileSchema = z
  .object({
    id: IdSchema,
    firstname: z.string(),
    lastname: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    /** The avatar's file id; the picture is at `/api/avatar/{id}?stamp={avatar}`. */
    avatar: IdSchema.nullable(),
    authorities: z.array(z.string()),
  })
  .meta({ id: 'UserProfile' });
export type UserProfile = z.infer<typeof UserProfileSchema>;

export const UserProfileSaveSchema = z
  .object({
    firstname: Name,
    lastname: Name,
    email: EmailAddress,
    phone: Phone,
    /** The current avatar's id, or null to remove it (a new one is set by uploading it). */
    avatar: IdSchema.nullish(),
  })
  .meta({ id: 'UserProfileSave' });
export type UserProfileSave = z.input<typeof UserProfileSaveSchema>;

// --- Users administration (`/api/admin/users`, `/api/admin/user`) ---

export const AdminUserSchema = z
  .object({
    id: IdSchema,
    login: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    authorities: z.array(z.string()),
    branches: z.array(BranchRefSchema),
    activated: z.boolean(),
    invitationSent: z.boolean(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserSaveSchema = z
  .object({
    /** Absent: invite a new user (an inactive account and a mail with the activation link). */
    id: IdSchema.nullish(),
    firstName: Name,
    lastName: Name,
    email: EmailAddress,
    authorities: AuthoritiesInput,
    branches: BranchesInput,
  })
  .meta({ id: 'AdminUserSave' });
export type AdminUserSave = z.input<typeof AdminUserSaveSchema>;

// --- Servants (`/api/servants`, `/api/servant/`, `api/send-invitation/{id}`) ---

/** A price: not negative, at most two decimals. */
const Price = z
  .number({ error: 'Pattern' })
  .min(0, { error: 'Min' })
  .max(SERVANT_PRICE_MAX, { error: 'Max' })
  .refine(hasAtMostTwoDecimals, { error: 'Digits' });

export const ServantSchema = z
  .object({
    id: IdSchema,
    firstname: z.string(),
    lastname: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    avatar: IdSchema.nullable(),
    branches: z.array(BranchRefSchema),
    permissions: z.array(z.string()),
    activated: z.boolean(),
    /** True once the invitation went out: the list's send-invitation notice hides. */
    invitationSent: z.boolean(),
    price: z.number().nullable(),
    children: z.array(z.unknown()),
  })
  .meta({ id: 'Servant' });
export type Servant = z.infer<typeof ServantSchema>;

export const ServantSaveSchema = z
  .object({
    /** Absent: a new servant (an inactive account holding SERVANT). */
    id: IdSchema.nullish(),
    firstname: Name,
    lastname: Name,
    email: EmailAddress,
    phone: Phone,
    branches: BranchesInput,
    permissions: AuthoritiesInput,
    price: Price.nullish().transform((v) => v ?? null),
  })
  .meta({ id: 'ServantSave' });
export type ServantSave = z.input<typeof ServantSaveSchema>;

/** A person in a path (`/api/admin/user/{id}`, `/api/servant/{id}`). */
export const PersonParamsSchema = z.object({ id: Uuid });
export const InvitationParamsSchema = z.object({ servantId: Uuid });
export const AvatarParamsSchema = z.object({ employeeId: Uuid });
/** `?stamp=`: changes with the avatar, so a cached picture is never shown after a new upload. */
export const AvatarQuerySchema = z.object({ stamp: text(100).optional() });

/** `POST api/confirm-email/{userId}/{token}`: the link of an address change (issue 23 §1). */
export const EmailChangeParamsSchema = z.object({
  userId: Uuid,
  token: z.string().max(200, { error: 'Size' }),
});
