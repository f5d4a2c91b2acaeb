/** The arrival desk's limits: what one sync may carry and what a pickup code looks like. */

/** How many queued actions one sync call may carry; a longer queue is sent in several calls, in order. */
export const DESK_MAX_BATCH = 100;

/** A child's pickup code: this many characters from an alphabet without look-alikes (0/O, 1/I/L). */
export const PICKUP_CODE_LENGTH = 6;
export const PICKUP_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** How long a desk device may keep a session's roster before it must load it again (hours). */
export const DESK_ROSTER_MAX_AGE_HOURS = 48;

/** The actions the desk queues; each is one command of the server, decided when it arrives. */
export const DESK_ACTION_TYPES = [
  'ConfirmPresence',
  'RecordPayment',
  'HandOutKey',
  'CheckInChild',
  'CheckOutChild',
] as const;
export type DeskActionType = (typeof DESK_ACTION_TYPES)[number];

/** What became of one action at the server. */
export const DESK_OUTCOMES = ['applied', 'duplicate', 'refused'] as const;
export type DeskOutcome = (typeof DESK_OUTCOMES)[number];
