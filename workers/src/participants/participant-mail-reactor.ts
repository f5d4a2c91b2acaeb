import { createHash } from 'node:crypto';
import { defineProjector } from '@cenacle/infra/runner/define-projector.ts';
import type { Projector } from '@cenacle/infra/runner/projector.ts';
import { DomainError, isLangKey, type LangKey } from '@cenacle/shared-domain';
import { mailDecider, mailStream } from '@cenacle/shared-domain/mail';
import { retreatLabel, schoolSessionDecider, sessionStream } from '@cenacle/shared-domain/organisation';
import {
  type ParticipantMailSent,
  participantMailDecider,
  participantMailStream,
  participantsEvents,
  type RosterEvent,
  rosterStream,
} from '@cenacle/shared-domain/participants';
import type { WorkerDeps } from '../context.ts';
import { SYSTEM_USER } from '../mail/mail-reactor.ts';

export const PARTICIPANT_MAIL_REACTOR = 'participant-mail-reactor';

interface Recipient {
  readonly firstname: string;
  readonly email: string;
  readonly language: LangKey;
  readonly registered: boolean;
}

/** Who holds a place on the session now, with the name, address and language mails need. */
const recipientsFold = {
  initialState: (): ReadonlyMap<string, Recipient> => new Map(),
  evolve(state: ReadonlyMap<string, Recipient>, event: RosterEvent): ReadonlyMap<string, Recipient> {
    const next = new Map(state);
    const { participantId } = event.data;
    const current = state.get(participantId);
    switch (event.type) {
      case 'ParticipantRegistered':
        next.set(participantId, {
          firstname: event.data.firstname,
          email: event.data.email,
          language: isLangKey(event.data.language) ? event.data.language : 'pl',
          registered: !event.data.waiting,
        });
        return next;
      case 'ParticipantChanged':
        if (current)
          next.set(participantId, { ...current, firstname: event.data.firstname, email: event.data.email });
        return next;
      case 'ParticipantPromoted':
        if (current) next.set(participantId, { ...current, registered: true });
        return next;
      case 'RegistrationCancelled':
        next.delete(participantId);
        return next;
      default:
        return state;
    }
  },
};

/** The outbox mail that carries one mail to one participant: the same on every replay. */
export function outboxMailId(participantMailId: string, participantId: string): string {
  const hex = createHash('sha256').update(`${participantMailId}:${participantId}`).digest('hex');
  const variant = ((Number.parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Fans a mail to participants out: one outbox mail per participant holding a place when it is sent
 * (in their language, through the branch's account), then records whom it went to. Replays request
 * nothing twice (the outbox mail ids are derived) and record the recipients once.
 */
export function participantMailReactor(deps: WorkerDeps): Projector {
  return defineProjector<ParticipantMailSent>()({
    name: PARTICIPANT_MAIL_REACTOR,
    handles: ['ParticipantMailSent'],
    tables: [],
    events: participantsEvents,
    async react(events) {
      for (const event of events) {
        const { mailId, sessionId, title, content } = event.data;
        const context = { correlationId: event.metadata.correlationId, causationId: event.id };
        const metadata = () => ({
          userId: event.metadata.userId ?? SYSTEM_USER,
          now: deps.clock().toISOString(),
        });
        const [{ state: roster }, { state: session }] = await Promise.all([
          deps.bus.load(recipientsFold, rosterStream(sessionId)),
          deps.bus.load(schoolSessionDecider, sessionStream(sessionId)),
        ]);
        const branchId = session.status === 'none' ? null : session.branchId;
        const recipients: { participantId: string; outboxMailId: string }[] = [];
        for (const [participantId, person] of roster) {
          if (!person.registered) continue;
          const outboxId = outboxMailId(mailId, participantId);
          recipients.push({ participantId, outboxMailId: outboxId });
          try {
            await deps.bus.handle(
              mailDecider,
              mailStream(outboxId),
              {
                type: 'RequestMail',
                data: {
                  mailId: outboxId,
                  personId: participantId,
                  recipient: person.email,
                  language: person.language,
                  template: 'participantMessage',
                  params: {
                    name: person.firstname,
                    retreat: session.status === 'none' ? '' : retreatLabel(session, person.language),
                    title,
                    messageHtml: content,
                  },
                  branchId,
                },
                metadata: metadata(),
              },
              context,
            );
          } catch (error) {
            // Requested by an earlier run of this reaction: nothing to do again.
            if (!(error instanceof DomainError && error.code === 'ALREADY_EXISTS')) throw error;
          }
        }
        await deps.bus.handle(
          participantMailDecider,
          participantMailStream(mailId),
          {
            type: 'RecordParticipantMailDispatched',
            data: { mailId, sessionId, recipients },
            metadata: metadata(),
          },
          context,
        );
      }
    },
  });
}
