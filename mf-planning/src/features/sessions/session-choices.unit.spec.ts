import type { SchoolSession } from '@cenacle/shared-domain/organisation/contracts';
import { describe, expect, it } from 'vitest';
import { allSessions, sessionChoices } from './session-choices.ts';

const session = (id: string, branchId: string, dateFrom: string): SchoolSession => ({
  id: { value: id },
  version: 1,
  season: 'SUMMER',
  dateFrom,
  dateTo: dateFrom,
  levels: [],
  branchId: { value: branchId },
  branch: null,
});

const sessions = [
  session('old-north', 'north', '2026-07-01'),
  session('south', 'south', '2027-02-01'),
  session('new-north', 'north', '2027-07-01'),
];

const account = (authorities: string[], branches: string[]) => ({
  authorities,
  branches: branches.map((value) => ({ id: { value }, name: value })),
});

const ids = (list: readonly SchoolSession[]) => list.map((s) => s.id.value);

describe('Session pickers', () => {
  it('offer a branch admin only his own branch’s sessions, newest first', () => {
    const choices = sessionChoices(account(['ROLE_BRANCH_ADMIN', 'ROLE_USER'], ['north']), sessions);
    expect(ids(choices)).toEqual(['new-north', 'old-north']);
  });

  it('offer a servant of two branches the sessions of both', () => {
    const choices = sessionChoices(account(['ROLE_SERVANT'], ['north', 'south']), sessions);
    expect(ids(choices)).toEqual(['new-north', 'south', 'old-north']);
  });

  it('offer an admin every session, though he holds no branch', () => {
    expect(ids(sessionChoices(account(['ROLE_ADMIN'], []), sessions))).toEqual(ids(allSessions(sessions)));
    expect(ids(allSessions(sessions))).toEqual(['new-north', 'south', 'old-north']);
  });

  it('offer nothing to someone signed out or without a branch', () => {
    expect(sessionChoices(null, sessions)).toEqual([]);
    expect(sessionChoices(account(['ROLE_USER'], []), sessions)).toEqual([]);
  });
});
