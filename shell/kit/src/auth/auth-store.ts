import type { Account } from '@cenacle/shared-domain/identity/contracts';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { fetchAccount, postLogin, postLogout } from '../api/account.api.ts';
import { isApiError } from '../api/api-error.ts';
import { stopLiveUpdates } from '../live/live-updates.ts';
import { notify } from '../notify/toast-store.ts';
import { queryClient } from '../query/query-client.ts';
import { forgetPositions } from '../query/read-your-writes.ts';

export type AuthStatus = 'unknown' | 'authenticated' | 'anonymous';

export interface AuthState {
  readonly status: AuthStatus;
  readonly account: Account | null;
  /** Why the user was sent to the login page, shown there once (`login.error.unauthorized`). */
  readonly notice: string | null;
  /** The notice's parameters (`login.error.idle`: the idle timeout in hours). */
  readonly noticeParams?: Readonly<Record<string, string>>;
}

/** Authentication state (spec §4): unknown → authenticated when the account is activated. */
export const authStore = createStore<AuthState>(() => ({ status: 'unknown', account: null, notice: null }));

export const useAuth = <T>(selector: (state: AuthState) => T): T => useStore(authStore, selector);

function signedOut(notice: string | null, noticeParams?: Readonly<Record<string, string>>): void {
  stopLiveUpdates();
  forgetPositions();
  queryClient.clear();
  authStore.setState({ status: 'anonymous', account: null, notice, noticeParams });
}

export async function loadAccount(): Promise<Account | null> {
  try {
    const account = await fetchAccount();
    if (account?.activated) {
      authStore.setState({ status: 'authenticated', account, notice: null });
      return account;
    }
  } catch {
    // Unreachable server: treated as anonymous; the login page says so when the user tries.
  }
  authStore.setState((s) => ({ status: 'anonymous', account: null, notice: s.notice }));
  return null;
}

export type LoginResult = 'ok' | 'authentication' | 'unreachable';

export async function login(username: string, password: string): Promise<LoginResult> {
  try {
    await postLogin(username, password);
  } catch (error) {
    if (isApiError(error) && error.status === 0) return 'unreachable';
    return 'authentication';
  }
  const account = await loadAccount();
  if (!account) return 'authentication';
  notify.success('login.messages.login-success');
  return 'ok';
}

export async function logout(): Promise<void> {
  await postLogout().catch(() => undefined);
  signedOut(null);
  notify.success('login.messages.logout-success');
}

/**
 * Any 401/403 from the API: forget the session; the router sends the user to the login page, which
 * says why (signed out after hours without activity, or simply not allowed).
 */
export function expireSession(_status?: number, error?: unknown): void {
  if (authStore.getState().status === 'anonymous') return;
  if (isApiError(error) && error.messageKey === 'error.session.idle') {
    signedOut('login.error.idle', { hours: error.params.hours ?? '' });
    return;
  }
  signedOut('login.error.unauthorized');
}

export function clearNotice(): void {
  authStore.setState({ notice: null });
}
