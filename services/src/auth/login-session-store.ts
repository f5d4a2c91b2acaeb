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

/**
 * Server-side login sessions (not retreat sessions). The cookie holds a random token; the table
 * keeps only its hash, which is the login session's id, so a leaked table cannot be replayed, and a
 * row can be revoked at any time.
 */
export class LoginSessionStore {
  private readonly resolved = new Map<string, { user: CurrentUser | null; until: number }>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => Date,
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
    const id = sha256Hex(token);
    const now = performance.now();
    const hit = this.resolved.get(id);
    if (hit && hit.until > now) return hit.user;
    const user = await this.lookup(id);
    if (this.resolved.size >= RESOLVE_CACHE_SIZE) this.resolved.clear();
    this.resolved.set(id, { user, until: now + RESOLVE_CACHE_MS });
    return user;
  }

  private async lookup(id: string): Promise<CurrentUser | null> {
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
        'u.lang_key',
        'u.activated',
      ])
      .where('s.id', '=', id)
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', this.clock())
      .executeTakeFirst();
    if (!row?.activated) return null;
    return {
      id: row.id,
      login: row.login,
      firstName: row.first_name ?? '',
      lastName: row.last_name ?? '',
      email: row.email ?? '',
      authorities: row.authorities as Authority[],
      branchIds: row.branch_ids,
      langKey: row.lang_key,
      activated: row.activated,
      loginSessionId: row.login_session_id,
    };
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
