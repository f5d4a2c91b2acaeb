import { type Authority, LANG_KEYS, type LangKey } from '@cenacle/shared-domain';
import { type Access, grantAccess, userDecider, userStream } from '@cenacle/shared-domain/identity';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Deps } from '../deps.ts';
import { AccessDeniedError } from '../http/access-denied.ts';
import { assertOpenBranches } from '../organisation/open-branch.ts';
import { openAccount } from './accounts.ts';
import { loadPerson, reserveEmail } from './people-access.ts';
import type { RunCommand } from './run-command.ts';

/** What the user and servant forms save about a person. */
export interface PersonForm {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  /** undefined: the form has no phone (the users administration). */
  readonly phone?: string | null;
  readonly authorities: readonly Authority[];
  readonly branchIds: readonly string[];
  /** undefined: the form has no price. */
  readonly priceMinor?: number | null;
}

/** The access the caller may give (spec §6), or 403. */
function granted(user: CurrentUser, target: Access | null, form: PersonForm): Access {
  const access = grantAccess(user, target, { authorities: form.authorities, branchIds: form.branchIds });
  if (!access) throw new AccessDeniedError();
  return access;
}

const languageOf = (user: CurrentUser): LangKey =>
  (LANG_KEYS as readonly string[]).includes(user.langKey) ? (user.langKey as LangKey) : 'pl';

/**
 * Opens an inactive account (no password yet) for a person staff add: its login is the e-mail
 * address, unique like every login and address. It speaks the language of whoever added it until
 * the person changes it.
 */
export async function createPerson(
  run: RunCommand,
  deps: Deps,
  user: CurrentUser,
  form: PersonForm,
): Promise<{ userId: string; language: LangKey }> {
  const access = granted(user, null, form);
  await assertOpenBranches(deps, access.branchIds, 'branches');
  const userId = deps.newId();
  const language = languageOf(user);
  await openAccount(run, deps.config.personalDataKey, {
    userId,
    login: form.email,
    email: form.email,
    firstName: form.firstName,
    lastName: form.lastName,
    passwordHash: null,
    authorities: access.authorities,
    branchIds: access.branchIds,
    langKey: language,
    activated: false,
  });
  if (form.phone || (form.priceMinor !== undefined && form.priceMinor !== null)) {
    await run(userDecider, userStream(userId), {
      type: 'EditPerson',
      data: { userId, details: { ...form, email: form.email.toLowerCase() }, priceMinor: form.priceMinor },
    });
  }
  return { userId, language };
}

/** Changes an existing person, within what the caller may give (403) and with a free address (400). */
export async function updatePerson(
  run: RunCommand,
  deps: Deps,
  user: CurrentUser,
  userId: string,
  form: PersonForm,
): Promise<void> {
  const person = await loadPerson(deps, userId);
  const access = granted(user, person, form);
  await assertOpenBranches(deps, access.branchIds, 'branches');
  const email = await reserveEmail(run, deps.config.personalDataKey, userId, person.email, form.email);
  const { firstName, lastName, phone, priceMinor } = form;
  await run(userDecider, userStream(userId), {
    type: 'EditPerson',
    data: { userId, details: { firstName, lastName, email: form.email, phone }, access, priceMinor },
  });
  await email.release();
}
