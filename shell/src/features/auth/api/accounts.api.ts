import { api, request } from '@cenacle/kit';
import type { AuthConfig } from '@cenacle/shared-domain/identity/contracts';
import type { ChangePasswordInput, NewPasswordInput, RegistrationInput } from './account-form-schemas.ts';

/*
 * The self-service account calls (spec §7 "Account and authentication"). Their failures are shown
 * on the forms that make them (field errors, the form's message), so none of them toasts.
 */

const quiet = { silent: true, keepSessionOnDenied: true } as const;

/** `POST api/registration`. */
export const registerAccount = (body: RegistrationInput) => api.post('/api/registration', body, quiet);

/** `POST api/activation/{id}`: set the password through a mailed link. */
export const activateAccount = (token: string, body: NewPasswordInput) =>
  api.post(`/api/activation/${encodeURIComponent(token)}`, body, quiet);

/** `POST api/reset-password/{email}`: answers alike whether the address has an account. */
export const requestPasswordReset = (email: string) =>
  api.post(`/api/reset-password/${encodeURIComponent(email)}`, undefined, quiet);

/** `POST api/change-password/`. */
export const changePassword = (body: ChangePasswordInput) =>
  api.post('/api/change-password/', body, { silent: true });

/** `GET /api/auth-config`: the Google button shows only when the server names a client id. */
export const fetchAuthConfig = () => api.get<AuthConfig>('/api/auth-config', quiet);

/** `POST /api/register-mobile-user` with a Google ID token: sets the login session cookie. */
export const googleSignIn = (token: string, nonce: string) =>
  request('POST', '/api/register-mobile-user', { body: { token, platform: 'GOOGLE', nonce }, ...quiet });

export interface BranchOption {
  readonly id: { readonly value: string };
  readonly name: string;
  readonly active: boolean;
}

/** `GET /api/branches`, for the branch choice. */
export const fetchBranches = () => api.get<BranchOption[]>('/api/branches');

/** `POST api/user-branch`: the user's (first) branch. */
export const setUserBranch = (userId: string, branchId: string) =>
  api.post('/api/user-branch', { userId: { value: userId }, branchId: { value: branchId } });

/** `POST api/confirm-email/{userId}/{token}`: confirm an address change through its mailed link. */
export const confirmEmailChange = (userId: string, token: string) =>
  api.post(`/api/confirm-email/${encodeURIComponent(userId)}/${encodeURIComponent(token)}`, undefined, quiet);
