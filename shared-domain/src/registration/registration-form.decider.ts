import { assertNever, type Command, type Decider, type DomainEvent } from '../common/decider.ts';
import { DomainError } from '../common/errors.ts';
import { formViolations, normalizedItems } from './answer-violations.rules.ts';
import type { FormItem } from './registration.rules.ts';

/** A session's registration form (stream `registration-form-<sessionId>`). */
export const registrationFormStream = (sessionId: string): string => `registration-form-${sessionId}`;

/** What a form holds besides the session it belongs to. */
export interface RegistrationFormValues {
  readonly title: string;
  /** Rich text, sanitized on the server before the command. */
  readonly description: string;
  readonly successTitle: string;
  /** Rich text, sanitized on the server before the command. */
  readonly successContent: string;
  readonly items: readonly FormItem[];
}

/** The whole form as saved; `copiedFrom` names the session it was copied from, if it was. */
export type RegistrationFormSaved = DomainEvent<
  'RegistrationFormSaved',
  RegistrationFormValues & { readonly sessionId: string; readonly copiedFrom: string | null }
>;
export type RegistrationFormEvent = RegistrationFormSaved;

export type SaveRegistrationForm = Command<
  'SaveRegistrationForm',
  RegistrationFormValues & {
    readonly sessionId: string;
    readonly copiedFrom: string | null;
    /** The version the editor loaded (0: no form saved yet); another save since then is refused. */
    readonly expectedVersion: number | null;
  }
>;
export type RegistrationFormCommand = SaveRegistrationForm;

/** `version` counts the saves: the version an editor loads and sends back. */
export type RegistrationFormState =
  | { readonly status: 'none'; readonly version: 0 }
  | ({ readonly status: 'saved'; readonly version: number } & RegistrationFormValues);

const sameValues = (a: RegistrationFormValues, b: RegistrationFormValues): boolean =>
  a.title === b.title &&
  a.description === b.description &&
  a.successTitle === b.successTitle &&
  a.successContent === b.successContent &&
  JSON.stringify(a.items) === JSON.stringify(b.items);

export const registrationFormDecider: Decider<
  RegistrationFormCommand,
  RegistrationFormEvent,
  RegistrationFormState
> = {
  initialState: () => ({ status: 'none', version: 0 }),
  evolve(state, event) {
    switch (event.type) {
      case 'RegistrationFormSaved': {
        const { sessionId: _s, copiedFrom: _c, ...values } = event.data;
        return { status: 'saved', version: state.version + 1, ...values };
      }
      default:
        return assertNever(event.type);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'SaveRegistrationForm': {
        const [violation] = formViolations(command.data.items);
        if (violation) {
          throw new DomainError(
            violation.message === 'Duplicate' ? 'DUPLICATE_FORM_ITEM' : 'OPTIONS_REQUIRED',
            violation.message === 'Duplicate'
              ? 'error.registrationForm.duplicateItem'
              : 'error.registrationForm.optionsRequired',
            {},
            violation.field,
          );
        }
        const { expectedVersion, ...saved } = command.data;
        const data = { ...saved, items: normalizedItems(saved.items) };
        // Saving what is already there changes nothing (a second click, a retried request).
        if (state.status === 'saved' && data.copiedFrom === null && sameValues(state, data)) return [];
        if (expectedVersion !== null && expectedVersion !== state.version) {
          throw new DomainError('REGISTRATION_FORM_CHANGED', 'error.registrationForm.changed', {
            expected: String(expectedVersion),
            actual: String(state.version),
          });
        }
        return [{ type: 'RegistrationFormSaved', data }];
      }
      default:
        return assertNever(command.type);
    }
  },
};
