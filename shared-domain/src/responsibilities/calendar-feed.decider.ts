import type { Command, Decider, DomainEvent } from '../common/decider.ts';

/**
 * A servant's personal calendar feed link (stream `calendar-feed-<userId>`). The link's token is an
 * HMAC of the user id and the link's generation (decision 009); renewing the link bumps the
 * generation, so every earlier link stops working. Nothing secret is in the log.
 */
export type CalendarFeedLinkRenewed = DomainEvent<'CalendarFeedLinkRenewed', { readonly userId: string }>;
export type RenewCalendarFeedLink = Command<'RenewCalendarFeedLink', { readonly userId: string }>;

export interface CalendarFeedState {
  /** How many times the link was renewed: 0 for the first link. */
  readonly generation: number;
}

export const calendarFeedStream = (userId: string): string => `calendar-feed-${userId}`;

export const calendarFeedDecider: Decider<RenewCalendarFeedLink, CalendarFeedLinkRenewed, CalendarFeedState> =
  {
    initialState: () => ({ generation: 0 }),
    evolve: (state) => ({ generation: state.generation + 1 }),
    decide: (command) => [{ type: 'CalendarFeedLinkRenewed', data: { userId: command.data.userId } }],
  };
