import type { Database } from '@cenacle/infra';
import type { Authority } from '@cenacle/shared-domain';
import type { Kysely } from 'kysely';
import type { CurrentUser } from './current-user.ts';
import { newToken, sha256Hex } from './tokens.ts';

const LOGIN_SESSION_DAYS = 14;
/**
 * How long a resolved login session is trusted without asking the database again. Revoking in this
 * process takes effect at once; in the other API processes within this time.
 */
const RESOLVE_CACHE_MS = 1000;
const RESOLVE_CACHE_SIZE = 10_000;
/** A session's last use is written at most this often: one UPDATE a minute, not one per request. */
const TOUCH_EVERY_MS = 60_000;

/** How long a login session may go unused before it ends (`LOGIN_IDLE_TIMEOUT…`, in minutes). */
export interface LoginIdleTimeouts {
  /** Staff accounts (any authority beyond USER). */
  readonly staffMinutes: number;
  /** Accounts holding USER only: participants, whose account opens less. */
  readonly participantMinutes: number;
}

export const DEFAULT_IDLE_TIMEOUTS: LoginIdleTimeouts = { staffMinutes: 240, participantMinutes: 4320 };

/** Why a presented login session no longer signs anyone in, when the caller should be told. */
export interface SignedOut {
  readonly reason: 'idle';
  /** The idle timeout that ended it, in minutes. */
  readonly minutes: number;
}

export interface ResolvedSession {
  readonly user: CurrentUser | null;
  readonly signedOut: SignedOut | null;
}

const isStaff = (authorities: readonly string[]): boolean => authorities.some((a) => a !== 'USER');

/**
 * Server-side login sessions (not retreat sessions). The cookie holds a random token; the table
 * keeps only its hash, which is the login session's id, so a leaked table cannot be replayed, and a
 * row can be revoked at any time.
 */
export class LoginSessionStore {
  private readonly resolved = new Map<string, { session: ResolvedSession; until: number }>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => Date,
    private readonly idle: LoginIdleTimeouts = DEFAULT_IDLE_TIMEOUTS,
  ) {}

  async create(userId: string): Promise<{ token: string; loginSessionId: string; expiresAt: Date }> {
    const token = newToken();
    const now = this.clock();
    const expiresAt = new Date(now.getTime() + LOGIN_SESSION_DAYS * 24 * 3600 * 1000);
    const loginSessionId = sha256Hex(token);
    await this.db
      .insertInto('login_sessions')
      .values({
        id: loginSessionId,
        user_id: userId,
        created_at: now,
        last_seen_at: now,
        expires_at: expiresAt,
      })
      .execute();
    return { token, loginSessionId, expiresAt };
  }

  async resolve(token: string): Promise<CurrentUser | null> {
    return (await this.resolveSession(token)).user;
  }

  /**
   * The user a login session token signs in, or why it no longer does when the caller should be
   * told: unused for longer than the idle timeout (the 14-day limit still holds for the active).
   */
  async resolveSession(token: string): Promise<ResolvedSession> {
    const id = sha256Hex(token);
    const now = performance.now();
    const hit = this.resolved.get(id);
    if (hit && hit.until > now) return hit.session;
    const session = await this.lookup(id);
    if (this.resolved.size >= RESOLVE_CACHE_SIZE) this.resolved.clear();
    this.resolved.set(id, { session, until: now + RESOLVE_CACHE_MS });
    return session;
  }

  private async lookup(id: string): Promise<ResolvedSession> {
    const row = await this.db
      .selectFrom('login_sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select([
        's.id as login_session_id',
        'u.id',
        'u.login',
        'u.first_name',
        'u.last_name',
        'u.email',
        'u.authorities',
        'u.branch_ids',
        'u.ever_had_branch',
        'u.lang_key',
        'u.activated',
        's.last_seen_at',
      ])
      .where('s.id', '=', id)
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', this.clock())
      .executeTakeFirst();
    if (!row?.activated) return { user: null, signedOut: null };
    const now = this.clock();
    const authorities = row.authorities as Authority[];
    const minutes = isStaff(authorities) ? this.idle.staffMinutes : this.idle.participantMinutes;
    const unused = now.getTime() - new Date(row.last_seen_at).getTime();
    if (unused > minutes * 60_000) return { user: null, signedOut: { reason: 'idle', minutes } };
    if (unused > TOUCH_EVERY_MS) {
      await this.db.updateTable('login_sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
    }
    const user: CurrentUser = {
      id: row.id,
      login: row.login,
      firstName: row.first_name ?? '',
      lastName: row.last_name ?? '',
      email: row.email ?? '',
      authorities,
      branchIds: row.branch_ids,
      everHadBranch: row.ever_had_branch,
      langKey: row.lang_key,
      activated: row.activated,
      loginSessionId: row.login_session_id,
    };
    return { user, signedOut: null };
  }

  /**
   * Ends every login session of a user but `keep` (the one that changed the password), so a new
   * password also signs out whoever knew the old one. Other API processes see it within
   * RESOLVE_CACHE_MS.
   */
  async revokeAllOf(userId: string, keep: string | null = null): Promise<void> {
    let query = this.db
      .updateTable('login_sessions')
      .set({ revoked_at: this.clock() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (keep) query = query.where('id', '!=', keep);
    const revoked = await query.returning('id').execute();
    for (const { id } of revoked) this.resolved.delete(id);
  }

  async revoke(loginSessionId: string): Promise<void> {
    this.resolved.delete(loginSessionId);
    await this.db
      .updateTable('login_sessions')
      .set({ revoked_at: this.clock() })
      .where('id', '=', loginSessionId)
      .execute();
  }
}
