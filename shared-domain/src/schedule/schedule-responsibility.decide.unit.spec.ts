import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.ts';
import type { ScheduleCommand } from './schedule.commands.ts';
import { scheduleDecider } from './schedule.decider.ts';
import type { ScheduleEvent } from './schedule.events.ts';

const spec = deciderSpec(scheduleDecider);
const sessionId = '00000000-0000-4000-8000-000000000001';
const date = '2026-07-06';
const kitchen = '00000000-0000-4000-8000-0000000000aa';
const lunch = {
  id: 'l1',
  date,
  start: '12:00:00',
  finish: '13:00:00',
  name: 'Obiad',
  type: 'LUNCH' as const,
  conferenceNumber: null,
  levelScope: [],
  alternatives: [],
  servants: [],
};
const added: ScheduleEvent = { type: 'ScheduleItemAdded', data: { sessionId, item: lunch } };
const set = (itemId: string, responsibilityId: string | null): ScheduleCommand => ({
  type: 'SetScheduleItemResponsibility',
  data: { sessionId, expectedVersion: null, itemId, responsibilityId },
  metadata: { userId: 'u', now: '2026-07-01T10:00:00Z' },
});
const wasSet: ScheduleEvent = {
  type: 'ScheduleItemResponsibilitySet',
  data: { sessionId, date, itemId: 'l1', responsibilityId: kitchen },
};

describe('Schedule', () => {
  describe('when an item is given the responsibility it is for', () => {
    it('records it', () => {
      spec.given([added]).when(set('l1', kitchen)).then([wasSet]);
    });
    it('changes nothing when the item already names it', () => {
      spec.given([added, wasSet]).when(set('l1', kitchen)).thenNothingHappened();
    });
    it('takes it off again', () => {
      spec
        .given([added, wasSet])
        .when(set('l1', null))
        .then([{ ...wasSet, data: { ...wasSet.data, responsibilityId: null } }]);
    });
    it('refuses an unknown item', () => {
      spec.given([added]).when(set('nope', kitchen)).thenThrows('NOT_FOUND');
    });
  });
});
