import { mergeCatalogs } from '@cenacle/shared-domain';
import { conferencesEvents } from '@cenacle/shared-domain/conferences';
import { identityEvents } from '@cenacle/shared-domain/identity';
import { mailEvents } from '@cenacle/shared-domain/mail';
import { organisationEvents } from '@cenacle/shared-domain/organisation';
import type { WorkersContext } from '../context.ts';
import { conferenceMailReactor } from './conference-mail-reactor.ts';

/** Conferences sent to their servants: one mail each, with the files, in the background. */
export const conferencesWorkers: WorkersContext = {
  name: 'conferences',
  // It reads the assignments, the catalogue, the session and the servants' accounts, and requests mails.
  events: mergeCatalogs([conferencesEvents, organisationEvents, identityEvents, mailEvents]),
  start(deps) {
    return { reactors: [conferenceMailReactor(deps)], async close() {} };
  },
};
