import { Uuid } from '@cenacle/shared-domain';
import { describe, expect, it } from 'vitest';
import { newEventId } from './event-id.ts';

describe('newEventId', () => {
  it('makes canonical UUIDs of version 7 that the contract primitives accept', () => {
    const id = newEventId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Uuid.parse(id)).toBe(id);
  });

  it('makes ids that sort in the order they were made, so the event id index grows at its end', () => {
    const ids = Array.from({ length: 1_000 }, () => newEventId());
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });
});
