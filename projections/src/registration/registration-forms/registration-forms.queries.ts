import type { Database } from '@cenacle/infra/db/schema.ts';
import {
  orderedItems,
  REGISTRATION_FORMS_READ_MODEL,
  type RegistrationForm,
} from '@cenacle/shared-domain/registration/rules';
import type { Kysely } from 'kysely';
import { defineQuery } from '../../runner/query.ts';

/** The saved form of a session, items in order, and its version; null when none was saved. */
export const formOfSession = defineQuery({
  readModels: [REGISTRATION_FORMS_READ_MODEL],
  run: async (
    db: Kysely<Database>,
    sessionId: string,
  ): Promise<(RegistrationForm & { readonly version: number }) | null> => {
    const row = await db
      .selectFrom('registration_forms')
      .select(['session_id', 'title', 'description', 'success_title', 'success_content', 'items', 'version'])
      .where('session_id', '=', sessionId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      sessionId: row.session_id,
      title: row.title,
      description: row.description,
      successTitle: row.success_title,
      successContent: row.success_content,
      items: orderedItems(row.items),
      version: row.version,
    };
  },
});
