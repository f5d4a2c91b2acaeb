import { describe, expect, it } from 'vitest';
import {
  MAX_READ_MODEL_CHANGED_PAYLOAD,
  parseReadModelChanged,
  readModelChangedPayloads,
} from './read-model-changed.ts';

const change = (i: number) => ({ projection: `projector-${i}`, position: `${1_000_000 + i}.${i}` });

describe('read model change notifications', () => {
  it('announce the positions of several projectors in one payload, read back as they were', () => {
    const changes = [change(1), change(2), change(3)];
    const payloads = readModelChangedPayloads(changes);
    expect(payloads).toHaveLength(1);
    expect(parseReadModelChanged(payloads[0])).toEqual(changes);
  });

  it("split a long list where PostgreSQL's limit would refuse it, losing none", () => {
    const changes = Array.from({ length: 400 }, (_, i) => change(i));
    const payloads = readModelChangedPayloads(changes);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) {
      expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(MAX_READ_MODEL_CHANGED_PAYLOAD);
    }
    expect(payloads.flatMap((payload) => parseReadModelChanged(payload))).toEqual(changes);
    expect(readModelChangedPayloads([])).toEqual([]);
  });

  it("read a previous release's single object, and nothing from what is not a change", () => {
    expect(parseReadModelChanged('{"projection":"ledger","position":"12.3"}')).toEqual([
      { projection: 'ledger', position: '12.3' },
    ]);
    for (const payload of [undefined, '', 'not json', '42', 'null', '{"projection":1,"position":"1.1"}']) {
      expect(parseReadModelChanged(payload), String(payload)).toEqual([]);
    }
    expect(
      parseReadModelChanged(
        '[{"projection":"a","position":"1.1"},{"projection":"b"},7,{"projection":"c","position":"2.2","x":1}]',
      ),
    ).toEqual([
      { projection: 'a', position: '1.1' },
      { projection: 'c', position: '2.2' },
    ]);
  });
});
