import type { Account } from '@cenacle/shared-domain/identity/contracts';
import { isApiError } from './api-error.ts';
import { request } from './http-client.ts';

/**
 * `GET api/account`: the signed-in user, or null when anonymous (401 is silenced, spec §8). A login
 * session ended for idleness is not silenced: it throws, so the login page can say why.
 */
export async function fetchAccount(): Promise<Account | null> {
  try {
    const { data } = await request<Account>('GET', '/api/account', {
      silent: true,
      keepSessionOnDenied: true,
    });
    return data;
  } catch (error) {
    if (isApiError(error) && error.messageKey === 'error.session.idle') throw error;
    if (isApiError(error) && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

/** `POST login` with form data username, password. */
export async function postLogin(username: string, password: string): Promise<void> {
  await request('POST', '/login', { form: { username, password }, silent: true, keepSessionOnDenied: true });
}

export async function postLogout(): Promise<void> {
  await request('POST', '/api/logout', { silent: true, keepSessionOnDenied: true });
}

/** `POST api/lang/{lang}`: remembers the interface language on the account. Best effort. */
export async function saveAccountLanguage(language: string): Promise<void> {
  await request('POST', `/api/lang/${encodeURIComponent(language)}`, {
    silent: true,
    keepSessionOnDenied: true,
  });
}
