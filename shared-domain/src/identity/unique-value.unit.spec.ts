import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.ts';
import { type UniqueValueReserved, uniqueValueDecider } from './unique-value.ts';

const metadata = { userId: 'u1', now: '2026-11-21T10:00:00.000Z' };
const reserved: UniqueValueReserved = { type: 'UniqueValueReserved', data: { kind: 'email', userId: 'u1' } };
const reserve = (userId: string) => ({
  type: 'ReserveUniqueValue' as const,
  data: { kind: 'email' as const, userId },
  metadata,
});
const release = (userId: string) => ({
  type: 'ReleaseUniqueValue' as const,
  data: { kind: 'email' as const, userId },
  metadata,
});

describe('Unique value (login, e-mail address)', () => {
  it('is reserved by the first user who asks', () => {
    deciderSpec(uniqueValueDecider).given([]).when(reserve('u1')).then([reserved]);
  });
  it('refuses another user, on the field of its kind', () => {
    deciderSpec(uniqueValueDecider)
      .given([reserved])
      .when(reserve('u2'))
      .thenThrows('VALUE_TAKEN', 'error.email.taken');
  });
  it('changes nothing when its owner reserves it again', () => {
    deciderSpec(uniqueValueDecider).given([reserved]).when(reserve('u1')).thenNothingHappened();
  });
  it('is free again once its owner releases it', () => {
    const released = { type: 'UniqueValueReleased' as const, data: { kind: 'email' as const, userId: 'u1' } };
    deciderSpec(uniqueValueDecider).given([reserved]).when(release('u1')).then([released]);
    deciderSpec(uniqueValueDecider)
      .given([reserved, released])
      .when(reserve('u2'))
      .then([{ type: 'UniqueValueReserved', data: { kind: 'email', userId: 'u2' } }]);
  });
  it('ignores a release by someone who does not hold it', () => {
    deciderSpec(uniqueValueDecider).given([reserved]).when(release('u2')).thenNothingHappened();
  });
});
