import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.ts';
import { conferenceDecider } from './conference.decider.ts';
import { conferenceServantsDecider } from './conference-servants.decider.ts';

const metadata = { userId: 'u', now: '2026-11-24T10:00:00.000Z' };
const values = {
  conferenceId: 'c1',
  name: 'Miłość Boga',
  number: 1,
  level: 'I',
  lang: 'pl' as const,
  season: 'WINTER' as const,
  files: [{ fileId: 'f1', fileName: 'konferencja-1' }],
};
const added = { type: 'ConferenceAdded' as const, data: values };
const catalogue = deciderSpec(conferenceDecider);
const servants = deciderSpec(conferenceServantsDecider);
const assignment = { sessionId: 's1', conferenceId: 'c1', userId: 'p1' };
const assigned = { type: 'ServantAssignedToConference' as const, data: assignment };

describe('A conference of the catalogue', () => {
  it('is added once, saved again with every field, and removed as an event', () => {
    catalogue.given([]).when({ type: 'AddConference', data: values, metadata }).then([added]);
    catalogue
      .given([added])
      .when({ type: 'AddConference', data: values, metadata })
      .thenThrows('ALREADY_EXISTS');
    const renamed = { ...values, name: 'Miłość', number: 2 };
    catalogue
      .given([added])
      .when({ type: 'ChangeConference', data: renamed, metadata })
      .then([{ type: 'ConferenceChanged', data: renamed }]);
    catalogue.given([added]).when({ type: 'ChangeConference', data: values, metadata }).thenNothingHappened();
    const removed = { type: 'ConferenceRemoved' as const, data: { conferenceId: 'c1' } };
    catalogue
      .given([added])
      .when({ type: 'RemoveConference', data: { conferenceId: 'c1' }, metadata })
      .then([removed]);
    catalogue
      .given([added, removed])
      .when({ type: 'ChangeConference', data: values, metadata })
      .thenThrows('NOT_FOUND');
  });
});

describe('Servants of a session’s conferences', () => {
  it('are assigned once and unassigned only when assigned', () => {
    servants
      .given([])
      .when({ type: 'AssignServantToConference', data: assignment, metadata })
      .then([assigned]);
    servants
      .given([assigned])
      .when({ type: 'AssignServantToConference', data: assignment, metadata })
      .thenNothingHappened();
    servants
      .given([assigned])
      .when({ type: 'UnassignServantFromConference', data: assignment, metadata })
      .then([{ type: 'ServantUnassignedFromConference', data: assignment }]);
    servants
      .given([])
      .when({ type: 'UnassignServantFromConference', data: assignment, metadata })
      .thenNothingHappened();
  });
  it('are sent their conference, which needs at least one of them', () => {
    const notify = { notificationId: 'n1', sessionId: 's1', conferenceId: 'c1' };
    servants
      .given([assigned, { type: 'ServantAssignedToConference', data: { ...assignment, userId: 'p2' } }])
      .when({ type: 'NotifyConferenceServants', data: notify, metadata })
      .then([{ type: 'ConferenceServantsNotified', data: { ...notify, userIds: ['p1', 'p2'] } }]);
    servants
      .given([assigned, { type: 'ServantUnassignedFromConference', data: assignment }])
      .when({ type: 'NotifyConferenceServants', data: notify, metadata })
      .thenThrows('NO_CONFERENCE_SERVANTS');
  });
  it('are sent the whole session at once, each servant named once however many conferences he gives', () => {
    const all = { notificationId: 'n2', sessionId: 's1', conferenceId: null };
    const gives = (conferenceId: string, userId: string) => ({
      type: 'ServantAssignedToConference' as const,
      data: { ...assignment, conferenceId, userId },
    });
    servants
      .given([assigned, gives('c2', 'p1'), gives('c2', 'p2'), gives('c3', 'p1')])
      .when({ type: 'NotifyConferenceServants', data: all, metadata })
      .then([{ type: 'ConferenceServantsNotified', data: { ...all, userIds: ['p1', 'p2'] } }]);
    servants
      .given([assigned, { type: 'ServantUnassignedFromConference', data: assignment }])
      .when({ type: 'NotifyConferenceServants', data: all, metadata })
      .thenThrows('NO_CONFERENCE_SERVANTS');
  });
});
