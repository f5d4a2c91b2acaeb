import { defineProjector } from '@cenacle/infra/runner/define-projector.ts';
import type { RegistrationFormSaved } from '@cenacle/shared-domain/registration';
import { REGISTRATION_FORMS_READ_MODEL, registrationEvents } from '@cenacle/shared-domain/registration';

/** The saved registration form of each session (table `registration_forms`): the last one saved. */
export const registrationFormsProjector = defineProjector<RegistrationFormSaved>()({
  name: REGISTRATION_FORMS_READ_MODEL,
  handles: ['RegistrationFormSaved'],
  tables: ['registration_forms'],
  events: registrationEvents,
  async apply(trx, events) {
    for (const event of events) {
      const { data } = event;
      const values = {
        title: data.title,
        description: data.description,
        success_title: data.successTitle,
        success_content: data.successContent,
        items: JSON.stringify(data.items),
        copied_from: data.copiedFrom,
        saved_at: event.metadata.timestamp,
        // The form's stream holds only its saves: the save's revision + 1 is the form's version.
        version: Number(event.revision) + 1,
      };
      await trx
        .insertInto('registration_forms')
        .values({ session_id: data.sessionId, ...values })
        .onConflict((oc) => oc.column('session_id').doUpdateSet(values))
        .execute();
    }
  },
});
