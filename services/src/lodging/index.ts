import type { LodgingErrorCode } from '@cenacle/shared-domain/lodging';
import { lodgingEvents, lodgingMessages } from '@cenacle/shared-domain/lodging';
import type { ServicesContext } from '../context.ts';
import { acceptPlacementsRoute } from './accept-placements.route.ts';
import { assignRoomRoute } from './assign-room.route.ts';
import { deleteRetreatCenterRoute } from './delete-retreat-center.route.ts';
import { seedLodging } from './demo-seed.ts';
import { getPublicRetreatCenterRoute } from './get-public-retreat-center.route.ts';
import { listParticipantRoomsRoute } from './list-participant-rooms.route.ts';
import { listRetreatCentersRoute, shortRetreatCentersRoute } from './list-retreat-centers.route.ts';
import { listWishesRoute } from './list-wishes.route.ts';
import { noteWishesRoute } from './note-wishes.route.ts';
import { removeRoomRoute } from './remove-room.route.ts';
import { roomProposalRoute } from './room-proposal.route.ts';
import { saveRetreatCenterRoute } from './save-retreat-center.route.ts';

const errorStatus: Readonly<Record<LodgingErrorCode, number>> = {
  DUPLICATE_ID: 400,
  NOT_IN_ROOM: 409,
  ALREADY_PLACED: 409,
  NO_RETREAT_CENTER: 400,
  CENTER_IN_USE: 409,
  CENTER_OF_OTHER_BRANCH: 400,
};

/** Retreat centres, and who sleeps where during a session. */
export const lodging: ServicesContext = {
  name: 'lodging',
  routes: [
    listRetreatCentersRoute,
    shortRetreatCentersRoute,
    saveRetreatCenterRoute,
    deleteRetreatCenterRoute,
    listParticipantRoomsRoute,
    roomProposalRoute,
    assignRoomRoute,
    removeRoomRoute,
    acceptPlacementsRoute,
    noteWishesRoute,
    listWishesRoute,
    getPublicRetreatCenterRoute,
  ],
  errorStatus,
  messages: lodgingMessages,
  events: lodgingEvents,
  seedDemo: seedLodging,
};
