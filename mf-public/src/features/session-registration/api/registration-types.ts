/**
 * What the registration page reads of the API's answers: the contracts' types (type-only imports:
 * the page loads no zod to read them).
 */
import type { PublicSession } from '@cenacle/shared-domain/organisation/contracts';
import type { RegistrationFormDto } from '@cenacle/shared-domain/registration/contracts';
import type { FormItem } from '@cenacle/shared-domain/registration/rules';

export type FormItemView = FormItem;
export type RegistrationFormView = RegistrationFormDto;

/** The fields of a public session (organisation context) the page uses. */
export type PublishedSession = Pick<
  PublicSession,
  'id' | 'session' | 'registrationDeadline' | 'priceList' | 'address' | 'capacity' | 'placesLeft'
>;

export interface RegistrationAnswer {
  readonly status?: string;
}
