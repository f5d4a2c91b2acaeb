import { api, readPosition } from '@cenacle/kit';
import type { Id } from '@cenacle/shared-domain/contracts';
import type { UserProfile, UserProfileSave } from '@cenacle/shared-domain/identity/contracts';
import { PEOPLE_READ_MODEL } from '@cenacle/shared-domain/identity/rules';

/** Query keys start with the read model's name so the API's change notices invalidate them. */
export const profileKeys = { mine: [PEOPLE_READ_MODEL, 'profile'] as const };

export function fetchProfile(signal: AbortSignal): Promise<UserProfile> {
  return api.get<UserProfile>('/api/user-profile', { signal, query: { position: readPosition() } });
}

/** `POST api/user-profile`: 400 answers violations per field. */
export const saveProfile = (body: UserProfileSave) => api.post<unknown>('/api/user-profile', body);

/** `POST /api/avatar/upload/{userId}` (multipart field `file`): the stored picture's id. */
export function uploadAvatar(userId: string, file: File) {
  const body = new FormData();
  body.append('file', file);
  return api.post<Id>(`/api/avatar/upload/${userId}`, body, { silent: true });
}

/**
 * The picture of a person; the stamp (the avatar's file id) changes with every new upload. Right
 * after an upload, `position` (its answer's log position) makes the server wait for the read model.
 */
export const avatarUrl = (userId: string, stamp: string, position?: string | null) =>
  `/api/avatar/${encodeURIComponent(userId)}?stamp=${encodeURIComponent(stamp)}${
    position ? `&position=${encodeURIComponent(position)}` : ''
  }`;
