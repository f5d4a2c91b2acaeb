import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateReadModel, parseReadModelChange } from '../kit/src/live/read-model-change.ts';

describe('Live updates', () => {
  it('accepts a change notice of any read model, known to the kit or not', () => {
    expect(
      parseReadModelChange('{"type":"readModelChanged","projection":"room-assignments","position":"7.2"}'),
    ).toEqual({
      projection: 'room-assignments',
      position: '7.2',
    });
    expect(parseReadModelChange('{"type":"readModelChanged","projection":"ledger"}')).toEqual({
      projection: 'ledger',
      position: null,
    });
  });

  it('ignores what is not a change notice', () => {
    for (const data of [
      'not json',
      '{"type":"hello","projection":"ledger"}',
      '{"type":"readModelChanged"}',
      '{"type":"readModelChanged","projection":""}',
      '{"type":"readModelChanged","projection":{"x":1}}',
      42,
    ]) {
      expect(parseReadModelChange(data)).toBeNull();
    }
  });

  it('invalidates exactly the queries whose key starts with the changed read model', async () => {
    const client = new QueryClient();
    for (const key of [
      ['room-assignments', 's1'],
      ['room-assignments', 's2', 'beds'],
      ['ledger', 's1'],
      ['rooms'],
    ]) {
      client.setQueryData(key, 1);
    }
    await invalidateReadModel(client, { projection: 'room-assignments', position: null });
    const stale = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey);
    expect(stale).toEqual([
      ['room-assignments', 's1'],
      ['room-assignments', 's2', 'beds'],
    ]);
  });
});
