import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../eventstore/port.ts';
import { EventApplyError, isTransient } from './apply-failure.ts';
import { FailurePolicy } from './failure-policy.ts';

const event = (id: string): RecordedEvent => ({
  id,
  type: 'PaymentRecorded',
  data: {},
  metadata: { userId: null, correlationId: 'c', causationId: null, timestamp: '', schemaVersion: 1 },
  streamId: 'ledger-x',
  revision: 0n,
  position: { commit: 10n, prepare: 1n },
});
const refused = Object.assign(new Error('invalid input syntax for type uuid'), { code: '22P02' });
const lost = Object.assign(new Error('terminating connection due to administrator command'), {
  code: '57P01',
});
const failedOn = (id: string, cause: unknown = refused) =>
  new EventApplyError('ledger', event(id), { commit: 9n, prepare: 1n }, cause);

describe('FailurePolicy', () => {
  it('makes the same event failing three times in a row a poison event', () => {
    const policy = new FailurePolicy(1_000, 3);
    expect(policy.judge(failedOn('a')).kind).toBe('retry');
    expect(policy.judge(failedOn('a')).kind).toBe('retry');
    expect(policy.judge(failedOn('a'))).toMatchObject({ kind: 'poison', error: { event: { id: 'a' } } });
  });

  it('counts again from one when another event fails, or after a batch committed', () => {
    const policy = new FailurePolicy(1_000, 2);
    expect(policy.judge(failedOn('a')).kind).toBe('retry');
    expect(policy.judge(failedOn('b')).kind).toBe('retry');
    policy.succeeded();
    expect(policy.judge(failedOn('b')).kind).toBe('retry');
    expect(policy.judge(failedOn('b')).kind).toBe('poison');
  });

  it('never calls an event poison for a lost connection, however often', () => {
    const policy = new FailurePolicy(1_000, 1);
    const verdicts = Array.from({ length: 8 }, () => policy.judge(failedOn('a', lost)));
    expect(verdicts.every((v) => v.kind === 'retry')).toBe(true);
  });

  it('doubles the pause up to 30 s, and warns about transient errors before it calls them errors', () => {
    const policy = new FailurePolicy(1_000, 3);
    const verdicts = Array.from({ length: 7 }, () => policy.judge(lost));
    expect(verdicts.map((v) => (v.kind === 'retry' ? v.delayMs : -1))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
    expect(verdicts.map((v) => v.kind === 'retry' && v.quiet)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(policy.judge(new TypeError('a bug'))).toMatchObject({ kind: 'retry', quiet: false });
  });
});

describe('isTransient', () => {
  it('tells connection and server-state errors from what can never be stored', () => {
    expect(isTransient(lost)).toBe(true);
    expect(isTransient(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
    expect(isTransient(Object.assign(new Error('x'), { code: '40P01' }))).toBe(true);
    expect(isTransient(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isTransient(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isTransient(new Error('wrapped', { cause: lost }))).toBe(true);
    expect(isTransient(refused)).toBe(false);
    expect(isTransient(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
    expect(isTransient(new TypeError("Cannot read properties of undefined (reading 'category')"))).toBe(
      false,
    );
  });
});
