import { mergeCatalogs } from '@cenacle/shared-domain';
import { mailEvents } from '@cenacle/shared-domain/mail';
import { organisationEvents } from '@cenacle/shared-domain/organisation';
import { participantsEvents } from '@cenacle/shared-domain/participants';
import type { WorkersContext } from '../context.ts';
import { participantMailReactor } from './participant-mail-reactor.ts';

/** Mail to a session's participants, fanned out in the background. */
export const participantsWorkers: WorkersContext = {
  name: 'participants',
  // It reads the roster and the session, and requests outbox mails.
  events: mergeCatalogs([participantsEvents, organisationEvents, mailEvents]),
  start(deps) {
    return { reactors: [participantMailReactor(deps)], async close() {} };
  },
};
