import type { UserState } from '@cenacle/shared-domain/identity';
import type { Deps } from '../deps.ts';
import { mailPasswordLink } from './password-links.ts';
import type { RunCommand } from './run-command.ts';

/**
 * Mails the person the invitation: a single-use link (`/activation/{token}`, the token's hash in
 * the log) that sets the password and activates the account, in the person's language, shown in
 * the outbox of his first branch. The caller has recorded the invitation (`RecordInvitation`) and
 * passes the person as that left him.
 */
export async function sendInvitation(
  run: RunCommand,
  deps: Deps,
  userId: string,
  person: Extract<UserState, { status: 'registered' }>,
): Promise<void> {
  await mailPasswordLink(run, deps, {
    userId,
    purpose: 'invitation',
    recipient: person.email,
    name: person.firstName,
    language: person.langKey,
    branchId: person.branchIds[0] ?? null,
  });
}
