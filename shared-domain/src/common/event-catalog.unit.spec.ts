import { describe, expect, it } from 'vitest';
import { organisationEvents } from '../organisation/organisation.event-schemas.ts';
import { EventSchemaError } from './event-catalog.ts';

const sessionId = '0b7f3c52-6f0e-4a55-9d8e-3f1b2c4d5e6f';
const branchId = '1c8e4d63-7a1f-4b66-8e9f-4a2c3d5e6f70';

describe('Event catalog', () => {
  it('upcasts a version 1 SchoolSessionCreated (levels as names) to version 2 (levels as objects)', () => {
    const v1 = { sessionId, branchId, season: 'SUMMER', dateFrom: null, dateTo: null, levels: ['I', 'II'] };
    const upcast = organisationEvents.upcast('SchoolSessionCreated', 1, v1);
    expect(upcast).toEqual({ ...v1, levels: [{ name: 'I' }, { name: 'II' }] });
    // And what comes out conforms to today's schema.
    expect(() => organisationEvents.check({ type: 'SchoolSessionCreated', data: upcast })).not.toThrow();
  });
  it('leaves data of the current version as it is', () => {
    const v2 = {
      sessionId,
      branchId,
      season: 'SUMMER',
      dateFrom: null,
      dateTo: null,
      levels: [{ name: 'I' }],
    };
    expect(organisationEvents.upcast('SchoolSessionCreated', 2, v2)).toBe(v2);
    expect(organisationEvents.version('SchoolSessionCreated')).toBe(2);
  });
  it('refuses an event the read side could not store', () => {
    const data = { sessionId, branchId, season: 'SUMMER', dateFrom: '0000-01-01', dateTo: null, levels: [] };
    expect(() => organisationEvents.check({ type: 'SchoolSessionCreated', data })).toThrow(EventSchemaError);
    const upper = { ...data, dateFrom: null, sessionId: sessionId.toUpperCase() };
    expect(() => organisationEvents.check({ type: 'SchoolSessionCreated', data: upper })).toThrow(
      EventSchemaError,
    );
  });
});
