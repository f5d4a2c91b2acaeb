import { z } from 'zod';
import { LANG_KEYS } from '../common/languages.ts';
import { IdSchema, requiredNameText } from '../common/primitives.ts';
import { isStorableText } from '../common/text.ts';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './identity.rules.ts';
import { PASSWORD_MIN_LENGTH } from './password-strength.ts';

/** An e-mail address, trimmed and lower case (accounts compare addresses case-insensitively). */
export const EmailAddress = z
  .string({ error: 'NotNull' })
  .trim()
  .min(1, { error: 'NotBlank' })
  .max(EMAIL_MAX_LENGTH, { error: 'Size' })
  .pipe(z.email({ error: 'Email' }))
  .transform((value) => value.toLowerCase());

/** `POST api/registration`: self registration (spec §7, `user{firstname, lastname, email, branches[{id}]}`). */
export const RegistrationRequestSchema = z
  .object({
    firstname: requiredNameText(NAME_MAX_LENGTH),
    lastname: requiredNameText(NAME_MAX_LENGTH),
    email: EmailAddress,
    branches: z
      .array(z.object({ id: IdSchema }), { error: 'Pattern' })
      .max(20, { error: 'Size' })
      .default([]),
    /** The mail's language; else the request's Accept-Language, else Polish. */
    langKey: z.enum(LANG_KEYS, { error: 'Pattern' }).optional(),
  })
  .meta({ id: 'RegistrationRequest' });
export type RegistrationRequest = z.infer<typeof RegistrationRequestSchema>;

const password = z
  .string({ error: 'NotNull' })
  .min(1, { error: 'validation.common.emptyField' })
  .max(PASSWORD_MAX_LENGTH, { error: 'Size' })
  .refine(isStorableText, { error: 'Pattern' });

/**
 * A new password typed twice: long enough and the same both times. How guessable it is (zxcvbn, with
 * the user's own name and e-mail) the route judges after this check: `passwordVerdict`.
 */
const newPasswordShape = { password1: password, password2: password };
type NewPassword = { password1: string; password2: string };
function checkNewPassword(value: NewPassword, ctx: z.RefinementCtx): void {
  if ([...value.password1].length < PASSWORD_MIN_LENGTH) {
    ctx.addIssue({ code: 'custom', path: ['password1'], message: 'error.password.weak' });
  }
  if (value.password1 !== value.password2) {
    ctx.addIssue({ code: 'custom', path: ['password2'], message: 'error.password.mismatch' });
  }
}

/** `POST api/activation/{id}`: set the password through a link (activation, invitation, reset). */
export const ActivationRequestSchema = z
  .object(newPasswordShape)
  .superRefine(checkNewPassword)
  .meta({ id: 'ActivationRequest' });
export type ActivationRequest = z.infer<typeof ActivationRequestSchema>;

/** The link's token in the path: checked by the route, so a malformed one reads as an invalid link. */
export const ActivationParamsSchema = z.object({ id: z.string().max(200, { error: 'Size' }) });

/** `POST api/change-password/` (400 answers `violations[{field, message}]`). */
export const ChangePasswordRequestSchema = z
  .object({ oldPassword: password, ...newPasswordShape })
  .superRefine(checkNewPassword)
  .meta({ id: 'ChangePasswordRequest' });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** `POST api/reset-password/{email}`. */
export const ResetPasswordParamsSchema = z.object({ email: EmailAddress });

/** `POST api/user-branch`: a user's branch (a USER his own first one; administrators anyone's). */
export const UserBranchRequestSchema = z
  .object({ userId: IdSchema, branchId: IdSchema })
  .meta({ id: 'UserBranchRequest' });

/** `POST /api/register-mobile-user`: sign in (or up) with an identity provider's ID token. */
export const MobileUserRequestSchema = z
  .object({
    token: z.string({ error: 'NotNull' }).min(1, { error: 'NotBlank' }).max(10_000, { error: 'Size' }),
    platform: z.enum(['GOOGLE'], { error: 'Pattern' }),
    /** The nonce the browser sent to the issuer: the token must carry it (no replayed tokens). */
    nonce: z.string().max(200, { error: 'Size' }).optional(),
  })
  .meta({ id: 'MobileUserRequest' });
export const MobileUserResponseSchema = z.object({ id_token: z.string() });

/** `GET /api/auth-config`: what the login page offers (the Google button only when configured). */
export const AuthConfigSchema = z
  .object({
    googleClientId: z.string().nullable(),
    /** Where the browser asks the issuer for an ID token (OpenID implicit flow, `response_type=id_token`). */
    googleAuthorizationEndpoint: z.string().nullable(),
  })
  .meta({ id: 'AuthConfig' });
export type AuthConfig = z.infer<typeof AuthConfigSchema>;
