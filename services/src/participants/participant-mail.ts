import { branchesById } from '@cenacle/projections/organisation/branches/branches.queries.ts';
import { sessionAccess } from '@cenacle/projections/organisation/school-sessions/school-sessions.queries.ts';
import { participantById } from '@cenacle/projections/participants/participants/participants.queries.ts';
import { formatMoneyIn, fromMinorUnits, type LangKey } from '@cenacle/shared-domain';
import { mailDecider, mailStream } from '@cenacle/shared-domain/mail';
import type { MailTemplate } from '@cenacle/shared-domain/mail/rules';
import { retreatLabel, schoolSessionDecider, sessionStream } from '@cenacle/shared-domain/organisation';
import type { Deps } from '../deps.ts';
import type { RunCommand } from '../identity/run-command.ts';

interface Recipient {
  readonly participantId: string;
  readonly sessionId: string;
  readonly firstname: string;
  readonly email: string;
  readonly language: LangKey;
}

/** How mails name a session, in the recipient's language: its dates, or its season while it has none. */
async function retreatOf(
  deps: Deps,
  sessionId: string,
  language: LangKey,
): Promise<{ label: string; branchId: string | null }> {
  const { state } = await deps.bus.load(schoolSessionDecider, sessionStream(sessionId), { maxAgeMs: 5000 });
  if (state.status === 'none') return { label: '', branchId: null };
  return { label: retreatLabel(state, language), branchId: state.branchId };
}

/** Requests one mail to a participant; the workers send it, through the branch's account when it has one. */
async function mailParticipant(
  deps: Deps,
  run: RunCommand,
  to: Recipient,
  template: MailTemplate,
  params: Readonly<Record<string, string>> = {},
): Promise<void> {
  const retreat = await retreatOf(deps, to.sessionId, to.language);
  const mailId = deps.newId();
  await run(mailDecider, mailStream(mailId), {
    type: 'RequestMail',
    data: {
      mailId,
      personId: to.participantId,
      recipient: to.email,
      language: to.language,
      template,
      params: { name: to.firstname, retreat: retreat.label, ...params },
      branchId: retreat.branchId,
    },
  });
}

/**
 * Where the session takes place and whom to write to, for the confirmation: the public page's address
 * and contact, else the branch's city and its e-mail (or phone).
 */
async function whereAndWhom(
  deps: Deps,
  sessionId: string,
  branchId: string | null,
): Promise<{ place: string; contact: string }> {
  const { state } = await deps.bus.load(schoolSessionDecider, sessionStream(sessionId), { maxAgeMs: 5000 });
  const page = state.status === 'none' ? null : state.publicSession;
  const branch = branchId ? (await branchesById(deps.db, [branchId])).get(branchId) : undefined;
  return {
    place: page?.address?.trim() || branch?.city || branch?.name || '',
    contact: page?.contact?.trim() || branch?.email || branch?.phone || '',
  };
}

/** The confirmation of a registration in the registrant's language: the place and what is due, or the waiting list. */
export async function mailRegistration(
  deps: Deps,
  run: RunCommand,
  to: Recipient & { readonly priceMinor: number; readonly waiting: boolean },
): Promise<void> {
  if (to.waiting) return mailParticipant(deps, run, to, 'registrationWaiting');
  const session = await sessionAccess(deps.db, to.sessionId);
  // The amount as the page showed it: the registrant's language's decimal separator (150,00 zł).
  const price = formatMoneyIn(fromMinorUnits(to.priceMinor), to.language, session?.currencySign);
  return mailParticipant(deps, run, to, 'registrationConfirmed', {
    price,
    ...(await whereAndWhom(deps, to.sessionId, session?.branchId ?? null)),
  });
}

/** Tells each one who waited and was promoted by these events (a cancellation's) that a place is theirs. */
export async function mailPromoted(
  deps: Deps,
  run: RunCommand,
  events: readonly { readonly type: string; readonly data: unknown }[],
): Promise<void> {
  for (const event of events) {
    if (event.type !== 'ParticipantPromoted') continue;
    const promoted = event.data as { readonly sessionId: string; readonly participantId: string };
    const participant = await participantById(deps.db, promoted.participantId);
    if (!participant) continue;
    const { firstname, email, language } = participant;
    await mailParticipant(deps, run, { ...promoted, firstname, email, language }, 'waitingPlaceGranted');
  }
}
