import { type Authority, DomainError, LANG_KEYS, type LangKey } from '@cenacle/shared-domain';
import {
  type Access,
  branchlessStaff,
  grantAccess,
  userDecider,
  userStream,
} from '@cenacle/shared-domain/identity';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Deps } from '../deps.ts';
import { AccessDeniedError } from '../http/access-denied.ts';
import { assertOpenBranches } from '../organisation/open-branch.ts';
import { openAccount } from './accounts.ts';
import { requestEmailChange, reserveWantedEmail } from './email-change.ts';
import { actorOf, assertMayActOn, loadPerson } from './people-access.ts';
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
  if (branchlessStaff(access)) {
    throw new DomainError('STAFF_WITHOUT_BRANCH', 'error.account.staffWithoutBranch', {}, 'branches');
  }
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
      data: {
        userId,
        details: { firstName: form.firstName, lastName: form.lastName, phone: form.phone },
        priceMinor: form.priceMinor,
        by: actorOf(user),
      },
    });
  }
  return { userId, language };
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

/**
 * Changes an existing person, within what the caller may do to him (`mayActOn`, 403) and with a
 * free address (400). Through these forms a person changes only his own details: his authorities,
 * branches and price stay as they are, and a form that would change them is refused (403). A new
 * address waits for its confirmation (`requestEmailChange`).
 */
export async function updatePerson(
  run: RunCommand,
  deps: Deps,
  user: CurrentUser,
  userId: string,
  form: PersonForm,
): Promise<void> {
  const person = await loadPerson(deps, userId);
  const by = actorOf(user);
  const { firstName, lastName, phone } = form;
  if (userId === user.id) {
    const sameAccess =
      sameSet(form.authorities, person.authorities) && sameSet(form.branchIds, person.branchIds);
    const samePrice = form.priceMinor === undefined || form.priceMinor === person.priceMinor;
    if (!sameAccess || !samePrice) throw new AccessDeniedError();
    await reserveWantedEmail(run, deps, userId, person, form.email);
    await run(userDecider, userStream(userId), {
      type: 'EditPerson',
      data: { userId, details: { firstName, lastName, phone }, by },
    });
  } else {
    assertMayActOn(user, userId, person, 'editDetails');
    const access = granted(user, person, form);
    await assertOpenBranches(deps, access.branchIds, 'branches');
    await reserveWantedEmail(run, deps, userId, person, form.email);
    await run(userDecider, userStream(userId), {
      type: 'EditPerson',
      data: { userId, details: { firstName, lastName, phone }, access, priceMinor: form.priceMinor, by },
    });
  }
  await requestEmailChange(run, deps, by, userId, person, form.email);
}
