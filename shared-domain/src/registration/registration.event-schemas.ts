import { z } from 'zod';
import { defineEvent, eventCatalog } from '../common/event-catalog.ts';
import { StoredUuid, storedText } from '../common/primitives.ts';
import {
  FORM_ITEM_TYPES,
  FORM_RICH_TEXT_MAX_LENGTH,
  FORM_TITLE_MAX_LENGTH,
  isSingleLine,
  MAX_FORM_ITEMS,
  MAX_ITEM_OPTIONS,
  OPTION_MAX_LENGTH,
  QUESTION_MAX_LENGTH,
} from './registration.rules.ts';
import type { RegistrationFormSaved } from './registration-form.decider.ts';

const item = z.object({
  id: StoredUuid,
  type: z.enum(FORM_ITEM_TYPES),
  question: storedText(QUESTION_MAX_LENGTH),
  options: z.array(storedText(OPTION_MAX_LENGTH).refine(isSingleLine)).max(MAX_ITEM_OPTIONS),
  required: z.boolean(),
  index: z.number().int().min(0).max(MAX_FORM_ITEMS),
});

/** The whole form, as saved or copied from another session's. */
export const registrationFormSavedV1 = defineEvent<RegistrationFormSaved>({
  type: 'RegistrationFormSaved',
  version: 1,
  schema: z.object({
    sessionId: StoredUuid,
    copiedFrom: StoredUuid.nullable(),
    title: storedText(FORM_TITLE_MAX_LENGTH),
    description: storedText(FORM_RICH_TEXT_MAX_LENGTH),
    successTitle: storedText(FORM_TITLE_MAX_LENGTH),
    successContent: storedText(FORM_RICH_TEXT_MAX_LENGTH),
    items: z.array(item).max(MAX_FORM_ITEMS),
  }),
});

/** Every event of the registration context, with its schema history. */
export const registrationEvents = eventCatalog(registrationFormSavedV1);
