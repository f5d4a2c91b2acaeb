import { api, readPosition } from '@cenacle/kit';
import type { AdminUser, AdminUserSave } from '@cenacle/shared-domain/identity/contracts';
import { PEOPLE_READ_MODEL } from '@cenacle/shared-domain/identity/rules';

/** Query keys start with the read model's name so the API's change notices invalidate them. */
export const userKeys = {
  all: [PEOPLE_READ_MODEL, 'admin-users'] as const,
  list: (branches: readonly string[]) => [...userKeys.all, branches] as const,
};

/** `GET /api/admin/users?branches=` (none: the caller's branches, or all for an administrator). */
export function fetchAdminUsers(branches: readonly string[], signal: AbortSignal): Promise<AdminUser[]> {
  return api.get<AdminUser[]>('/api/admin/users', { signal, query: { branches, position: readPosition() } });
}

/** `POST /api/admin/user`: without an id invites; 400 with fieldErrors, 403 beyond the §6 rule. */
export const saveAdminUser = (body: AdminUserSave) => api.post<unknown>('/api/admin/user', body);

/** `DELETE /api/admin/user/{id}`: erases the person (personal data destroyed; the rest stays). */
export const eraseUser = (id: string) => api.delete<unknown>(`/api/admin/user/${encodeURIComponent(id)}`);
