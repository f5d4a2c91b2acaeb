import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.ts';
import { responsibilityDecider } from './responsibility.decider.ts';
import { connectionId, isPerLevel, parseConnectionId } from './responsibility.rules.ts';

const metadata = { userId: 'u', now: '2026-11-24T10:00:00.000Z' };
const values = {
  responsibilityId: 'r1',
  sessionId: 's1',
  name: 'Opiekun poziomu',
  type: 'LEVEL_KEEPER' as const,
  level: null,
};
const added = { type: 'ResponsibilityAdded' as const, data: values };
const link = { responsibilityId: 'r1', sessionId: 's1', userId: 'p1', level: 'II' };
const connected = { type: 'ServantConnectedToResponsibility' as const, data: link };
const spec = deciderSpec(responsibilityDecider);

describe('A responsibility of a session', () => {
  it('is added once', () => {
    spec.given([]).when({ type: 'AddResponsibility', data: values, metadata }).then([added]);
    spec
      .given([added])
      .when({ type: 'AddResponsibility', data: values, metadata })
      .thenThrows('ALREADY_EXISTS');
  });
  it('is saved again with every field, or not at all when nothing changed', () => {
    const changed = { ...values, name: 'Opiekun', type: null };
    spec
      .given([added])
      .when({ type: 'ChangeResponsibility', data: changed, metadata })
      .then([{ type: 'ResponsibilityChanged', data: changed }]);
    spec.given([added]).when({ type: 'ChangeResponsibility', data: values, metadata }).thenNothingHappened();
  });
  it('stays on its session', () => {
    spec
      .given([added])
      .when({ type: 'ChangeResponsibility', data: { ...values, sessionId: 's2' }, metadata })
      .thenThrows('RESPONSIBILITY_OF_ANOTHER_SESSION');
  });
  it('is removed as an event, and is then gone', () => {
    const removed = {
      type: 'ResponsibilityRemoved' as const,
      data: { responsibilityId: 'r1', sessionId: 's1' },
    };
    spec
      .given([added])
      .when({ type: 'RemoveResponsibility', data: { responsibilityId: 'r1' }, metadata })
      .then([removed]);
    spec
      .given([added, removed])
      .when({ type: 'RemoveResponsibility', data: { responsibilityId: 'r1' }, metadata })
      .thenThrows('NOT_FOUND');
    spec
      .given([added, removed])
      .when({ type: 'ConnectServant', data: link, metadata })
      .thenThrows('NOT_FOUND');
  });
});

describe('Servants in a responsibility', () => {
  it('are connected once per level', () => {
    spec.given([added]).when({ type: 'ConnectServant', data: link, metadata }).then([connected]);
    spec
      .given([added, connected])
      .when({ type: 'ConnectServant', data: link, metadata })
      .thenNothingHappened();
    const other = { ...link, level: 'III' };
    spec
      .given([added, connected])
      .when({ type: 'ConnectServant', data: other, metadata })
      .then([{ type: 'ServantConnectedToResponsibility', data: other }]);
  });
  it('are disconnected only where they are', () => {
    spec
      .given([added, connected])
      .when({ type: 'DisconnectServant', data: link, metadata })
      .then([{ type: 'ServantDisconnectedFromResponsibility', data: link }]);
    spec
      .given([added, connected])
      .when({ type: 'DisconnectServant', data: { ...link, level: null }, metadata })
      .thenNothingHappened();
  });
  it('are refused on an unknown responsibility or another session', () => {
    spec.given([]).when({ type: 'ConnectServant', data: link, metadata }).thenThrows('NOT_FOUND');
    spec
      .given([added])
      .when({ type: 'ConnectServant', data: { ...link, sessionId: 's2' }, metadata })
      .thenThrows('NOT_FOUND');
  });
});

describe('The composite connection id', () => {
  it('joins and splits id and level with a double underscore', () => {
    expect(connectionId('r1', 'II')).toBe('r1__II');
    expect(connectionId('r1', null)).toBe('r1');
    expect(parseConnectionId('r1__II__a')).toEqual({ responsibilityId: 'r1', level: 'II__a' });
    expect(parseConnectionId('r1')).toEqual({ responsibilityId: 'r1', level: null });
  });
  it('splits per level only the level types without a level', () => {
    expect(isPerLevel('LEVEL_KEEPER', null)).toBe(true);
    expect(isPerLevel('LEVEL_KEEPER', 'I')).toBe(false);
    expect(isPerLevel('SESSION_LEADER', null)).toBe(false);
    expect(isPerLevel(null, null)).toBe(false);
  });
});
