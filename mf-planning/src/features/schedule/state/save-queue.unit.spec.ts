import { describe, expect, it } from 'vitest';
import { createSaveQueue } from './save-queue.ts';

/** A server whose answers the test gives one by one, in order. */
function server() {
  const calls: { state: string; accept: () => void; refuse: () => void }[] = [];
  const save = (state: string) =>
    new Promise<void>((resolve, reject) => {
      calls.push({ state, accept: resolve, refuse: () => reject(new Error('refused')) });
    });
  return { calls, save };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function queueOn(initial: string) {
  const api = server();
  const shown: string[] = [];
  const pending: number[] = [];
  const queue = createSaveQueue(initial, {
    save: api.save,
    show: (state) => shown.push(state),
    pending: (count) => pending.push(count),
  });
  return { api, shown, pending, queue };
}

describe('The day editor’s save queue', () => {
  it('puts the day back as it was before a refused change and drops the change queued on it', async () => {
    const { api, shown, pending, queue } = queueOn('day');
    const a = queue.change((d) => `${d}+A`);
    const b = queue.change((d) => `${d}+B`);
    expect(shown).toEqual(['day+A', 'day+A+B']);
    await flush();
    expect(api.calls.map((c) => c.state)).toEqual(['day+A']);
    api.calls[0]?.refuse();
    await Promise.all([a, b]);
    // B was built on A: never sent, and the screen shows the day before A.
    expect(api.calls.map((c) => c.state)).toEqual(['day+A']);
    expect(queue.current()).toBe('day');
    expect(shown.at(-1)).toBe('day');
    expect(pending.at(-1)).toBe(0);

    // The queue drained: the next change is sent again, from the day put back.
    const c = queue.change((d) => `${d}+C`);
    await flush();
    api.calls[1]?.accept();
    await c;
    expect(api.calls.map((call) => call.state)).toEqual(['day+A', 'day+C']);
    expect(queue.current()).toBe('day+C');
  });

  it('keeps the accepted changes before a refusal and saves a change made after it at once', async () => {
    const { api, queue } = queueOn('day');
    void queue.change((d) => `${d}+A`);
    void queue.change((d) => `${d}+B`);
    await flush();
    api.calls[0]?.accept();
    await flush();
    expect(api.calls.map((c) => c.state)).toEqual(['day+A', 'day+A+B']);
    void queue.change((d) => `${d}+C`);
    api.calls[1]?.refuse();
    await flush();
    // B refused: the day before B (A accepted); C, built on B, dropped.
    expect(queue.current()).toBe('day+A');
    const d = queue.change((day) => `${day}+D`);
    await flush();
    expect(api.calls.map((c) => c.state)).toEqual(['day+A', 'day+A+B', 'day+A+D']);
    api.calls[2]?.accept();
    await d;
    expect(queue.current()).toBe('day+A+D');
  });

  it('neither shows nor queues a change the rules refuse', async () => {
    const { api, shown, queue } = queueOn('day');
    await queue.change(() => {
      throw new Error('past midnight');
    });
    expect(shown).toEqual([]);
    expect(api.calls).toEqual([]);
  });
});
