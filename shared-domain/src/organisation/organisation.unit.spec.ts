import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.ts';
import { branchDecider } from './branch.decider.ts';
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
