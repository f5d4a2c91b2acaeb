import { defineProjector } from '@cenacle/infra/runner/define-projector.ts';
import type { Projector } from '@cenacle/infra/runner/projector.ts';
import { DomainError } from '@cenacle/shared-domain';
import {
  type ConferenceServantsNotified,
  conferenceDecider,
  conferenceServantsDecider,
  conferenceServantsStream,
  conferenceStream,
  conferencesEvents,
} from '@cenacle/shared-domain/conferences';
import { userDecider, userStream } from '@cenacle/shared-domain/identity';
import { type MailAttachment, mailDecider, mailStream } from '@cenacle/shared-domain/mail';
import { retreatLabel, schoolSessionDecider, sessionStream } from '@cenacle/shared-domain/organisation';
import type { WorkerDeps } from '../context.ts';
import { SYSTEM_USER } from '../mail/mail-reactor.ts';
import { outboxMailId } from '../participants/participant-mail-reactor.ts';

export const CONFERENCE_MAIL_REACTOR = 'conference-mail-reactor';

/** A servant's conferences on the session: one line each, and all their files. */
async function conferencesOf(deps: WorkerDeps, conferenceIds: readonly string[]) {
  const lines: string[] = [];
  const attachments: MailAttachment[] = [];
  for (const conferenceId of conferenceIds) {
    const { state } = await deps.bus.load(conferenceDecider, conferenceStream(conferenceId));
    if (state.status !== 'listed') continue;
    lines.push(`${state.number}. ${state.name} (${state.level})`);
    attachments.push(...state.files);
  }
  return { lines, attachments };
}

/**
 * Sends servants their conferences: for each servant a conference was sent to, one mail in his
 * language listing his conferences of the session, with their files attached. The outbox mail id is
 * derived from the notification and the servant, so a replay requests nothing twice (and the mail
 * reactor's job id is the request's event id).
 */
export function conferenceMailReactor(deps: WorkerDeps): Projector {
  return defineProjector<ConferenceServantsNotified>()({
    name: CONFERENCE_MAIL_REACTOR,
    handles: ['ConferenceServantsNotified'],
    tables: [],
    events: conferencesEvents,
    async react(events) {
      for (const event of events) {
        const { notificationId, sessionId, userIds } = event.data;
        const context = { correlationId: event.metadata.correlationId, causationId: event.id };
        const [{ state: assigned }, { state: session }] = await Promise.all([
          deps.bus.load(conferenceServantsDecider, conferenceServantsStream(sessionId)),
          deps.bus.load(schoolSessionDecider, sessionStream(sessionId)),
        ]);
        for (const userId of userIds) {
          const { state: servant } = await deps.bus.load(userDecider, userStream(userId));
          if (servant.status !== 'registered') continue;
          const mine = Object.entries(assigned.servants)
            .filter(([, servants]) => servants.includes(userId))
            .map(([conferenceId]) => conferenceId);
          const { lines, attachments } = await conferencesOf(deps, mine);
          if (lines.length === 0) continue;
          const mailId = outboxMailId(notificationId, userId);
          try {
            await deps.bus.handle(
              mailDecider,
              mailStream(mailId),
              {
                type: 'RequestMail',
                data: {
                  mailId,
                  personId: userId,
                  recipient: servant.email,
                  language: servant.langKey,
                  template: 'conferenceFiles',
                  params: {
                    name: servant.firstName,
                    retreat: session.status === 'none' ? '' : retreatLabel(session, servant.langKey),
                    conferences: lines.join('\n'),
                  },
                  branchId: session.status === 'none' ? null : session.branchId,
                  attachments,
                },
                metadata: { userId: event.metadata.userId ?? SYSTEM_USER, now: deps.clock().toISOString() },
              },
              context,
            );
          } catch (error) {
            // Requested by an earlier run of this reaction: nothing to do again.
            if (!(error instanceof DomainError && error.code === 'ALREADY_EXISTS')) throw error;
          }
        }
      }
    },
  });
}
