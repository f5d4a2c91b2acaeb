import { type Authority, STAFF_AUTHORITIES } from '../common/authorities.ts';

export const CONFERENCE_NAME_MAX_LENGTH = 300;
export const CONFERENCE_LEVEL_MAX_LENGTH = 100;
export const CONFERENCE_FILE_NAME_MAX_LENGTH = 255;
export const MAX_CONFERENCE_NUMBER = 1000;
export const MAX_CONFERENCE_FILES = 10;

/** Who keeps the conference catalogue (spec §6: conferences are an admin's). */
export const CONFERENCE_KEEPERS = ['ADMIN'] as const satisfies readonly Authority[];
/** Who reads the catalogue and assigns servants to conferences on a session of their branch. */
export const CONFERENCE_PLANNERS = STAFF_AUTHORITIES;
/** Who sends servants their conferences (spec §6: branch admin only). */
export const CONFERENCE_SENDERS = ['BRANCH_ADMIN'] as const satisfies readonly Authority[];

/** A conference's file: an id of the file store and the name it is downloaded under. */
export interface ConferenceFile {
  readonly fileId: string;
  readonly fileName: string;
}

export const conferenceStream = (conferenceId: string): string => `conference-${conferenceId}`;
/** The servants given conferences on one session. */
export const conferenceServantsStream = (sessionId: string): string => `conferenceServants-${sessionId}`;

export const CONFERENCES_READ_MODEL = 'conferences';
