import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.ts';
import {
  type ConferencePlanEvent,
  conferencePlanDecider,
  type MoveConference,
} from './conference-plan.decider.ts';
import type { ConferenceMove } from './conference-plan.rules.ts';

const metadata = { userId: 'u', now: '2026-11-24T10:00:00.000Z' };
const plan = deciderSpec(conferencePlanDecider);
const catalogue = [
  { conferenceId: 'c1', name: 'Miłość Boga' },
  { conferenceId: 'c2', name: 'Grzech' },
  { conferenceId: 'c3', name: 'Zbawienie' },
];
const column = { sessionId: 's1', level: 'I', lang: 'pl' };
const reorder: ConferenceMove = {
  conferenceId: 'c3',
  oldIndex: 2,
  newIndex: 0,
  action: 'MOVED',
  level: 'I',
  lang: 'pl',
};
const merge: ConferenceMove = {
  conferenceId: 'c1',
  oldIndex: 0,
  newIndex: 0,
  action: 'MERGED',
  level: 'I',
  lang: 'pl',
};
const when = (
  move: ConferenceMove,
  expectedVersion: number | null,
  season: 'SUMMER' | 'WINTER' = 'SUMMER',
): MoveConference => ({
  type: 'MoveConference',
  data: { sessionId: 's1', season, move, expectedVersion, catalogue },
  metadata,
});
const joined: ConferencePlanEvent = {
  type: 'ConferencesJoinedPlan',
  data: { ...column, conferences: catalogue },
};
const moved = (move: ConferenceMove, version: number): ConferencePlanEvent => ({
  type: 'ConferenceMovedInPlan',
  data: { ...move, sessionId: 's1', version },
});

describe('A session’s conference plan', () => {
  describe('when the first conference of a column is moved', () => {
    it('takes the column’s conferences from the catalogue, then records the move', () => {
      plan
        .given([])
        .when(when(reorder, 0))
        .then([joined, moved(reorder, 1)]);
    });
  });
  describe('when a planner merges on the version he saw', () => {
    it('records the merge as the column’s next version', () => {
      plan
        .given([joined, moved(reorder, 1)])
        .when(when({ ...merge, conferenceId: 'c3' }, 1))
        .then([moved({ ...merge, conferenceId: 'c3' }, 2)]);
    });
  });
  describe('when a planner changes a column on a stale version', () => {
    it('refuses with a conflict', () => {
      plan
        .given([joined, moved(reorder, 1)])
        .when(when(merge, 0))
        .thenThrows('CONFERENCE_PLAN_CHANGED');
    });
  });
  describe("when the spec's move record comes without a version", () => {
    it('records it when the conference is where the record says', () => {
      plan
        .given([joined, moved(reorder, 1)])
        .when(when({ ...merge, conferenceId: 'c3' }, null))
        .then([moved({ ...merge, conferenceId: 'c3' }, 2)]);
    });
    it('refuses with a conflict when the conference moved since (its old index is stale)', () => {
      plan
        .given([joined, moved(reorder, 1)])
        .when(when(reorder, null))
        .thenThrows('CONFERENCE_PLAN_CHANGED');
    });
    it('still refuses a conference the column does not have on its field', () => {
      plan
        .given([joined])
        .when(when({ ...reorder, conferenceId: 'c9' }, null))
        .thenThrows('CONFERENCE_NOT_IN_PLAN');
    });
  });
  describe('when another column changed meanwhile', () => {
    it('does not hold that against this column', () => {
      const other = { ...reorder, level: 'II' };
      plan
        .given([
          { type: 'ConferencesJoinedPlan', data: { ...column, level: 'II', conferences: catalogue } },
          moved(other, 1),
        ])
        .when(when(merge, 0))
        .then([joined, moved(merge, 1)]);
    });
  });
  describe('when the session is not a summer one', () => {
    it('refuses to merge', () => {
      plan
        .given([])
        .when(when(merge, 0, 'WINTER'))
        .thenThrows('CONFERENCE_MERGE_NOT_SUMMER', 'error.conferencePlan.notSummer');
    });
  });
  describe('when the move does not fit the column', () => {
    it('refuses it on the field at fault, and a drop in place changes nothing', () => {
      plan
        .given([joined])
        .when(when({ ...merge, oldIndex: 2, newIndex: 2, conferenceId: 'c3' }, 0))
        .thenThrows('INVALID_CONFERENCE_MOVE');
      plan
        .given([joined])
        .when(when({ ...reorder, conferenceId: 'c1' }, 0))
        .thenThrows('CONFERENCE_NOT_IN_PLAN');
      plan
        .given([joined])
        .when(when({ ...reorder, newIndex: 2 }, 0))
        .thenNothingHappened();
    });
  });
});
