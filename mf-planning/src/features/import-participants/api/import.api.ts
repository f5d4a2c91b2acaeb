import { api } from '@cenacle/kit';
import type { ImportResult } from '@cenacle/shared-domain/participants/contracts';
import { type ImportEntry, PARTICIPANTS_READ_MODEL } from '@cenacle/shared-domain/participants/rules';
import type { RegistrationFormDto } from '@cenacle/shared-domain/registration/contracts';
import type { FormItem } from '@cenacle/shared-domain/registration/rules';
import { saveRegistrationForm } from '../../registration-form/api/registration-form.api.ts';

export const participantKeys = { all: [PARTICIPANTS_READ_MODEL] as const };

/**
 * Saves the whole form as it is with `added` after its items (the form API takes the whole form).
 * A form never saved keeps its texts blank, so they still read as the defaults.
 */
export function saveFormWith(form: RegistrationFormDto, added: readonly FormItem[]) {
  const texts = form.saved
    ? {
        title: form.title,
        description: form.description,
        successTitle: form.successTitle,
        successContent: form.successContent,
      }
    : { title: null, description: null, successTitle: null, successContent: null };
  const items = [...form.items, ...added].map((item) => ({ ...item, options: [...item.options] }));
  return saveRegistrationForm(form.sessionId, { ...texts, items, version: form.version });
}

/** `POST /api/session-import/{sessionId}`: one batch (≤100 entries), each entry's outcome in order. */
export async function importBatch(
  sessionId: string,
  entries: readonly ImportEntry[],
): Promise<readonly ImportResult[]> {
  const response = await api.post<{ results: ImportResult[] }>(
    `/api/session-import/${encodeURIComponent(sessionId)}`,
    { entries },
    { silent: true },
  );
  return response.data.results;
}
