import type { SchoolSession } from '@cenacle/shared-domain/organisation/contracts';
import { describe, expect, it } from 'vitest';
import { activeSession } from './active-session.ts';

const session = (id: string, dateFrom: string | null, dateTo: string | null): SchoolSession => ({
  id: { value: id },
  version: 1,
  season: 'WINTER',
  dateFrom,
  dateTo,
  levels: [],
  branchId: { value: 'b' },
  branch: null,
});

const ended = session('ended', '2026-10-01', '2026-10-03');
const running = session('running', '2026-11-23', '2026-11-25');
const later = session('later', '2026-12-10', '2026-12-12');
const undated = session('undated', null, null);
const all = [later, undated, ended, running];
const today = '2026-11-24';

describe('The dashboard’s active session', () => {
  it('is the session the address names', () => {
    expect(activeSession(all, { requested: 'ended', pinned: 'later', today })?.id.value).toBe('ended');
  });

  it('is the pinned session when the address names none', () => {
    expect(activeSession(all, { requested: null, pinned: 'later', today })?.id.value).toBe('later');
  });

  it('is the first session not yet ended otherwise, a running one included', () => {
    expect(activeSession(all, { requested: null, pinned: null, today })?.id.value).toBe('running');
    expect(activeSession(all, { requested: null, pinned: null, today: '2026-11-26' })?.id.value).toBe(
      'later',
    );
  });

  it('ignores an id the caller cannot see, and is none when every session has ended', () => {
    expect(activeSession(all, { requested: 'gone', pinned: 'gone too', today })?.id.value).toBe('running');
    expect(activeSession([ended, undated], { requested: null, pinned: null, today })).toBeNull();
  });

  it('counts a session without an end date as ending on its first day', () => {
    const oneDay = session('one-day', '2026-11-24', null);
    expect(activeSession([oneDay], { requested: null, pinned: null, today })?.id.value).toBe('one-day');
  });
});
