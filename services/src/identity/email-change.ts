import type { LangKey } from '@cenacle/shared-domain';
import {
  type Actor,
  EMAIL_CHANGE_TTL_MS,
  normaliseUniqueValue,
  type UserState,
  userDecider,
  userStream,
} from '@cenacle/shared-domain/identity';
import { type MailTemplate, mailDecider, mailStream } from '@cenacle/shared-domain/mail';
import { newToken, sha256Hex } from '../auth/tokens.ts';
import type { Deps } from '../deps.ts';
import { releaseEmail, reserveEmail } from './people-access.ts';
import type { RunCommand } from './run-command.ts';

type Registered = Extract<UserState, { status: 'registered' }>;

/** The shell's page that confirms an address change (`/confirm-email/:userId/:token`); it POSTs. */
export const emailChangeUrl = (deps: Deps, userId: string, token: string): string =>
  `${deps.config.publicUrl}/confirm-email/${userId}/${token}`;

async function mail(
  run: RunCommand,
  deps: Deps,
  userId: string,
  recipient: string,
  language: LangKey,
  template: MailTemplate,
  params: Readonly<Record<string, string>>,
): Promise<void> {
  const mailId = deps.newId();
  // No branch: the link is the owner's secret, so no branch's outbox shows it.
  await run(mailDecider, mailStream(mailId), {
    type: 'RequestMail',
    data: { mailId, personId: userId, recipient, language, template, params, branchId: null },
  });
}

/**
 * Reserves the address a form asks for before anything else is recorded, so that a taken address
 * (400 on `email`) leaves the log as it was. Nothing when it is the person's own.
 */
export async function reserveWantedEmail(
  run: RunCommand,
  deps: Deps,
  userId: string,
  person: Registered,
  wanted: string,
): Promise<void> {
  const email = normaliseUniqueValue(wanted);
  if (email !== normaliseUniqueValue(person.email)) await reserveEmail(run, deps, userId, email);
}

/**
 * Asks for a new address (issue 23 §1). The address is reserved at once (400 on `email` when taken),
 * but the account keeps its own until the link is used: the owner's change is confirmed from the
 * new address, anyone else's from the old one; the old address is told either way. A change still
 * waiting is superseded, and the address it held is given up.
 */
export async function requestEmailChange(
  run: RunCommand,
  deps: Deps,
  by: Actor,
  userId: string,
  person: Registered,
  wanted: string,
): Promise<void> {
  const email = normaliseUniqueValue(wanted);
  if (email === normaliseUniqueValue(person.email)) return;
  await reserveEmail(run, deps, userId, email); // nothing new when `reserveWantedEmail` ran first
  const token = newToken();
  const expiresAt = new Date(deps.clock().getTime() + EMAIL_CHANGE_TTL_MS).toISOString();
  try {
    await run(userDecider, userStream(userId), {
      type: 'RequestEmailChange',
      data: { userId, email, tokenHash: sha256Hex(token), expiresAt, by },
    });
  } catch (error) {
    await releaseEmail(run, deps, userId, email).catch(() => undefined);
    throw error;
  }
  const superseded = person.pendingEmail?.email;
  if (superseded && superseded !== email) await releaseEmail(run, deps, userId, superseded);
  const link = emailChangeUrl(deps, userId, token);
  const { firstName: name, langKey: language } = person;
  if (by.id === userId) {
    await mail(run, deps, userId, email, language, 'emailChangeConfirm', { name, link });
    await mail(run, deps, userId, person.email, language, 'emailChangeNotice', { name, email });
  } else {
    await mail(run, deps, userId, person.email, language, 'emailChangeApprove', { name, email, link });
  }
}
