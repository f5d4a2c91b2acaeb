import type { Deps } from '../deps.ts';
import { mailPasswordLink } from './password-links.ts';
import { loadPerson } from './people-access.ts';
import type { RunCommand } from './run-command.ts';

/**
 * Mails the person the invitation: a single-use link (`/activation/{token}`, the token's hash in
 * the log) that sets the password and activates the account, in the person's language, shown in
 * the outbox of his first branch. The caller has recorded the invitation (`RecordInvitation`).
 */
export async function sendInvitation(run: RunCommand, deps: Deps, userId: string): Promise<void> {
  const person = await loadPerson(deps, userId);
  await mailPasswordLink(run, deps, {
    userId,
    purpose: 'invitation',
    recipient: person.email,
    name: person.firstName,
    language: person.langKey,
    branchId: person.branchIds[0] ?? null,
  });
}
