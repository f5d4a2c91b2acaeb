import type { ParticipantsErrorCode } from '@cenacle/shared-domain/participants';
import { participantsEvents, participantsMessages } from '@cenacle/shared-domain/participants';
import type { ServicesContext } from '../context.ts';
import { cancelRegistrationRoute } from './cancel-registration.route.ts';
import { confirmPresenceRoute } from './confirm-presence.route.ts';
import { seedParticipants } from './demo-seed.ts';
import { exportParticipantsRoute } from './export-participants.route.ts';
import { importParticipantsRoute } from './import-participants.route.ts';
import { saveIndexEntryRoute } from './index-entry.route.ts';
import { listParticipantMailsRoute, participantMailDeliveriesRoute } from './list-participant-mails.route.ts';
import { listParticipantsRoute } from './list-participants.route.ts';
import { myRegistrationsRoute } from './my-registrations.route.ts';
import { confirmOwnPresenceRoute, ownPresenceRoute } from './own-presence.route.ts';
import { registerParticipantRoute } from './register-participant.route.ts';
import { saveParticipantRoute } from './save-participant.route.ts';
import { sendParticipantMailRoute } from './send-participant-mail.route.ts';
import {
  addSessionServantRoute,
  isSessionParticipantRoute,
  listSessionServantsRoute,
  removeSessionServantRoute,
} from './session-servants.route.ts';
import { whoHasNotPaidRoute } from './who-has-not-paid.route.ts';

const errorStatus: Readonly<Record<ParticipantsErrorCode, number>> = {
  REGISTRATION_CLOSED: 409,
  ALREADY_REGISTERED: 409,
  REGISTRATION_CANCELLED: 409,
  MAIL_ALREADY_SENT: 409,
  PRESENCE_NOT_CONFIRMED: 409,
};

/** Who comes to a session: registrations, the waiting list, presence. */
export const participants: ServicesContext = {
  name: 'participants',
  routes: [
    listParticipantsRoute,
    saveParticipantRoute,
    cancelRegistrationRoute,
    confirmPresenceRoute,
    importParticipantsRoute,
    whoHasNotPaidRoute,
    registerParticipantRoute,
    sendParticipantMailRoute,
    listParticipantMailsRoute,
    participantMailDeliveriesRoute,
    exportParticipantsRoute,
    saveIndexEntryRoute,
    ownPresenceRoute,
    confirmOwnPresenceRoute,
    addSessionServantRoute,
    removeSessionServantRoute,
    listSessionServantsRoute,
    isSessionParticipantRoute,
    myRegistrationsRoute,
  ],
  errorStatus,
  messages: participantsMessages,
  events: participantsEvents,
  seedDemo: seedParticipants,
};
