import { sessionAccess } from '@cenacle/projections/organisation/school-sessions/school-sessions.queries.ts';
import { participantById } from '@cenacle/projections/participants/participants/participants.queries.ts';
import { fromMinorUnits, type LangKey } from '@cenacle/shared-domain';
import { mailDecider, mailStream } from '@cenacle/shared-domain/mail';
import type { MailTemplate } from '@cenacle/shared-domain/mail/rules';
import { schoolSessionDecider, sessionStream } from '@cenacle/shared-domain/organisation';
import type { Deps } from '../deps.ts';
import type { RunCommand } from '../identity/run-command.ts';

interface Recipient {
  readonly participantId: string;
  readonly sessionId: string;
  readonly firstname: string;
  readonly email: string;
  readonly language: LangKey;
}

/** How mails name a session: its dates, or its season while it has none. */
async function retreatOf(deps: Deps, sessionId: string): Promise<{ label: string; branchId: string | null }> {
  const { state } = await deps.bus.load(schoolSessionDecider, sessionStream(sessionId), { maxAgeMs: 5000 });
  if (state.status === 'none') return { label: sessionId, branchId: null };
  const dates = [state.dateFrom, state.dateTo].filter(Boolean).join(' – ');
  return { label: dates || state.season, branchId: state.branchId };
}

/** Requests one mail to a participant; the workers send it, through the branch's account when it has one. */
async function mailParticipant(
  deps: Deps,
  run: RunCommand,
  to: Recipient,
  template: MailTemplate,
  params: Readonly<Record<string, string>> = {},
): Promise<void> {
  const retreat = await retreatOf(deps, to.sessionId);
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

/** The confirmation of a registration in the registrant's language: the place and what is due, or the waiting list. */
export async function mailRegistration(
  deps: Deps,
  run: RunCommand,
  to: Recipient & { readonly priceMinor: number; readonly waiting: boolean },
): Promise<void> {
  if (to.waiting) return mailParticipant(deps, run, to, 'registrationWaiting');
  const session = await sessionAccess(deps.db, to.sessionId);
  const price = `${fromMinorUnits(to.priceMinor).toFixed(2)} ${session?.currencySign ?? ''}`.trim();
  return mailParticipant(deps, run, to, 'registrationConfirmed', { price });
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
