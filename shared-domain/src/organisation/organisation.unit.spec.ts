import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.ts';
import { branchDecider, NO_BRANCH_DETAILS } from './branch.decider.ts';
import { SCHOOL_LEVELS_STREAM, schoolLevelsDecider } from './school-level.decider.ts';
import { schoolSessionDecider } from './school-session.decider.ts';

const metadata = { userId: 'u', now: '2026-11-21T10:00:00.000Z' };

describe('Branch', () => {
  const values = {
    branchId: 'b1',
    name: 'Kraków',
    country: 'POL',
    city: 'Kraków',
    active: true,
    currencySign: 'zł',
    ...NO_BRANCH_DETAILS,
  };
  it('opens a branch once', () => {
    deciderSpec(branchDecider)
      .given([])
      .when({ type: 'CreateBranch', data: values, metadata })
      .then([{ type: 'BranchCreated', data: values }]);
  });
  it('refuses to open it twice', () => {
    deciderSpec(branchDecider)
      .given([{ type: 'BranchCreated', data: values }])
      .when({ type: 'CreateBranch', data: values, metadata })
      .thenThrows('ALREADY_EXISTS');
  });
  it('saves every field again', () => {
    const updated = { ...values, phone: '+48 1', longitude: 19.9, latitude: 50.1 };
    deciderSpec(branchDecider)
      .given([{ type: 'BranchCreated', data: values }])
      .when({ type: 'UpdateBranch', data: { ...updated, expectedVersion: 1 }, metadata })
      .then([{ type: 'BranchUpdated', data: updated }]);
  });
  it('is saved again only from the version it stands at; the same save again changes nothing', () => {
    const history = [
      { type: 'BranchCreated' as const, data: values },
      { type: 'BranchUpdated' as const, data: { ...values, city: 'Nowy Sącz' } },
    ];
    const renamed = { ...values, name: 'Filia górska' };
    deciderSpec(branchDecider)
      .given(history)
      .when({ type: 'UpdateBranch', data: { ...renamed, expectedVersion: 1 }, metadata })
      .thenThrows('DOCUMENT_CHANGED');
    deciderSpec(branchDecider)
      .given(history)
      .when({ type: 'UpdateBranch', data: { ...renamed, expectedVersion: null }, metadata })
      .thenThrows('VERSION_REQUIRED');
    deciderSpec(branchDecider)
      .given(history)
      .when({ type: 'UpdateBranch', data: { ...values, city: 'Nowy Sącz', expectedVersion: 1 }, metadata })
      .then([]);
  });
  it('deletes a branch as an event, once', () => {
    deciderSpec(branchDecider)
      .given([{ type: 'BranchCreated', data: values }])
      .when({ type: 'DeleteBranch', data: { branchId: 'b1' }, metadata })
      .then([{ type: 'BranchDeleted', data: { branchId: 'b1' } }]);
    deciderSpec(branchDecider)
      .given([
        { type: 'BranchCreated', data: values },
        { type: 'BranchDeleted', data: { branchId: 'b1' } },
      ])
      .when({ type: 'DeleteBranch', data: { branchId: 'b1' }, metadata })
      .thenThrows('NOT_FOUND');
  });
  it('refuses to edit a deleted or unknown branch', () => {
    deciderSpec(branchDecider)
      .given([])
      .when({ type: 'UpdateBranch', data: { ...values, expectedVersion: null }, metadata })
      .thenThrows('NOT_FOUND');
  });
});

describe('School levels', () => {
  it('adds a level and refuses the same name in another case', () => {
    deciderSpec(schoolLevelsDecider)
      .given([])
      .when({ type: 'AddSchoolLevel', data: { name: 'II' }, metadata })
      .then([{ type: 'SchoolLevelAdded', data: { name: 'II' } }]);
    deciderSpec(schoolLevelsDecider)
      .given([{ type: 'SchoolLevelAdded', data: { name: 'Pierwszy' } }])
      .when({ type: 'AddSchoolLevel', data: { name: 'PIERWSZY' }, metadata })
      .thenThrows('ALREADY_EXISTS');
  });
  it('removes a level by name, and refuses an unknown one', () => {
    deciderSpec(schoolLevelsDecider)
      .given([{ type: 'SchoolLevelAdded', data: { name: 'III' } }])
      .when({ type: 'RemoveSchoolLevel', data: { name: 'iii' }, metadata })
      .then([{ type: 'SchoolLevelRemoved', data: { name: 'III' } }]);
    deciderSpec(schoolLevelsDecider)
      .given([])
      .when({ type: 'RemoveSchoolLevel', data: { name: 'IV' }, metadata })
      .thenThrows('NOT_FOUND');
    expect(SCHOOL_LEVELS_STREAM).toBe('schoolLevels-all');
  });
});

describe('School session', () => {
  const base = { sessionId: 's1', branchId: 'b1', season: 'SUMMER' as const, levels: [{ name: 'I' }] };
  it('plans a session', () => {
    const data = { ...base, dateFrom: '2027-07-01', dateTo: '2027-07-10' };
    deciderSpec(schoolSessionDecider)
      .given([])
      .when({ type: 'CreateSchoolSession', data, metadata })
      .then([{ type: 'SchoolSessionCreated', data }]);
  });
  it('refuses an end date before the start date', () => {
    deciderSpec(schoolSessionDecider)
      .given([])
      .when({
        type: 'CreateSchoolSession',
        data: { ...base, dateFrom: '2027-07-10', dateTo: '2027-07-01' },
        metadata,
      })
      .thenThrows('SESSION_DATES_REVERSED');
  });
});
