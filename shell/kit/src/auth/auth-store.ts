import type { Account } from '@cenacle/shared-domain/identity/contracts';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { fetchAccount, postLogin, postLogout } from '../api/account.api.ts';
import { isApiError } from '../api/api-error.ts';
import { stopLiveUpdates } from '../live/live-updates.ts';
import { notify } from '../notify/toast-store.ts';
import { queryClient } from '../query/query-client.ts';
import { forgetPositions } from '../query/read-your-writes.ts';
import { forgetForbidden } from '../routes/forbidden.ts';

export type AuthStatus = 'unknown' | 'authenticated' | 'anonymous';

export interface AuthState {
  readonly status: AuthStatus;
  readonly account: Account | null;
  /** Why the user was sent to the login page, shown there once (`login.error.unauthorized`). */
  readonly notice: string | null;
  /** The notice's parameters (`login.error.idle`: the idle timeout in hours). */
  readonly noticeParams?: Readonly<Record<string, string>>;
}

/**
 * The notice survives a reload of the tab (the login page still says why the user was signed out),
 * kept in this tab's sessionStorage until the next sign-in or until the login page is left.
 */
const NOTICE_KEY = 'cenacle.signedOutNotice';

interface StoredNotice {
  readonly notice: string;
  readonly noticeParams?: Readonly<Record<string, string>>;
}

function storedNotice(): StoredNotice | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(NOTICE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof (parsed as StoredNotice).notice === 'string' ? (parsed as StoredNotice) : null;
  } catch {
    return null;
  }
}

function storeNotice(notice: StoredNotice | null): void {
  try {
    if (notice) globalThis.sessionStorage?.setItem(NOTICE_KEY, JSON.stringify(notice));
    else globalThis.sessionStorage?.removeItem(NOTICE_KEY);
  } catch {
    // Storage refused (private mode, quota): the notice lives until the reload only.
  }
}

/** Authentication state (spec §4): unknown → authenticated when the account is activated. */
export const authStore = createStore<AuthState>(() => ({
  status: 'unknown',
  account: null,
  notice: null,
  ...storedNotice(),
}));

export const useAuth = <T>(selector: (state: AuthState) => T): T => useStore(authStore, selector);

function signedOut(notice: string | null, noticeParams?: Readonly<Record<string, string>>): void {
  stopLiveUpdates();
  forgetPositions();
  forgetForbidden();
  queryClient.clear();
  storeNotice(notice ? { notice, ...(noticeParams ? { noticeParams } : {}) } : null);
  authStore.setState({ status: 'anonymous', account: null, notice, noticeParams });
}

const IDLE_NOTICE = 'login.error.idle';

export async function loadAccount(): Promise<Account | null> {
  try {
    const account = await fetchAccount();
    if (account?.activated) {
      storeNotice(null);
      forgetForbidden();
      authStore.setState({ status: 'authenticated', account, notice: null });
      return account;
    }
  } catch (error) {
    // A session ended for idleness, found on (re)loading the page: the login page says so.
    if (isApiError(error) && error.messageKey === 'error.session.idle') {
      signedOut(IDLE_NOTICE, { hours: error.params.hours ?? '' });
      return null;
    }
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
 * A 401 from the API: forget the session; the router sends the user to the login page, which says
 * why (signed out after hours without activity, or simply no longer signed in). A 403 never comes
 * here: the person stays signed in and sees the "no access" page (see `showForbidden`).
 */
export function expireSession(_status?: number, error?: unknown): void {
  if (authStore.getState().status === 'anonymous') return;
  if (isApiError(error) && error.messageKey === 'error.session.idle') {
    signedOut(IDLE_NOTICE, { hours: error.params.hours ?? '' });
    return;
  }
  signedOut('login.error.unauthorized');
}

export function clearNotice(): void {
  storeNotice(null);
  authStore.setState({ notice: null });
}
