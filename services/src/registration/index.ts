import type { RegistrationErrorCode } from '@cenacle/shared-domain/registration';
import { registrationEvents, registrationMessages } from '@cenacle/shared-domain/registration';
import type { ServicesContext } from '../context.ts';
import { copyRegistrationFormRoute } from './copy-registration-form.route.ts';
import { seedRegistration } from './demo-seed.ts';
import { getRegistrationFormRoute } from './get-registration-form.route.ts';
import { saveRegistrationFormRoute } from './save-registration-form.route.ts';

const errorStatus: Readonly<Record<RegistrationErrorCode, number>> = {
  DUPLICATE_FORM_ITEM: 400,
  OPTIONS_REQUIRED: 400,
  REGISTRATION_FORM_CHANGED: 409,
};

/** A session's registration form: what the public page asks and what its options cost. */
export const registration: ServicesContext = {
  name: 'registration',
  routes: [getRegistrationFormRoute, saveRegistrationFormRoute, copyRegistrationFormRoute],
  errorStatus,
  messages: registrationMessages,
  events: registrationEvents,
  seedDemo: seedRegistration,
};
