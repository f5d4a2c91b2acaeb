import { describe, expect, it } from 'vitest';
import { authoritiesOfRoles, mayActOnBranch, mayOpenSession, openableSessions } from './branch-scope.ts';

const admin = { authorities: ['ADMIN', 'USER'] as const, branchIds: [] };
const branchAdmin = { authorities: ['BRANCH_ADMIN', 'USER'] as const, branchIds: ['north'] };
const servant = { authorities: ['SERVANT'] as const, branchIds: ['north', 'south'] };
const sessions = [
  { id: 'n1', branch: 'north' },
  { id: 's1', branch: 'south' },
  { id: 'e1', branch: 'east' },
];

describe('Branch scope', () => {
  it('lets an admin act on every branch, with no branch of his own', () => {
    expect(mayActOnBranch(admin, 'east')).toBe(true);
  });

  it('lets anyone else act only on the branches his account lists', () => {
    expect(mayActOnBranch(branchAdmin, 'north')).toBe(true);
    expect(mayActOnBranch(branchAdmin, 'south')).toBe(false);
    expect(mayOpenSession(servant, { branchId: 'south' })).toBe(true);
    expect(mayOpenSession(servant, { branchId: 'east' })).toBe(false);
  });

  it('keeps the sessions the person may open, in their order', () => {
    const ids = (scope: Parameters<typeof openableSessions>[0]) =>
      openableSessions(scope, sessions, (s) => s.branch).map((s) => s.id);
    expect(ids(admin)).toEqual(['n1', 's1', 'e1']);
    expect(ids(branchAdmin)).toEqual(['n1']);
    expect(ids(servant)).toEqual(['n1', 's1']);
    expect(ids({ authorities: ['USER'], branchIds: [] })).toEqual([]);
  });

  it('reads the browser’s ROLE_ names back as authorities, dropping unknown ones', () => {
    expect(authoritiesOfRoles(['ROLE_ADMIN', 'ROLE_USER', 'ROLE_ANONYMOUS', 'SERVANT'])).toEqual([
      'ADMIN',
      'USER',
      'SERVANT',
    ]);
  });
});
