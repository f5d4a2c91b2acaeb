/**
 * Append → read-model lag as a browser hears it: from a command's answer (its `App-Log-Position`)
 * to the WebSocket message saying the ledger read model has reached that position.
 */
import { comparePositions, type Position, parsePosition } from '@cenacle/infra';
import { LEDGER_READ_MODEL } from '@cenacle/shared-domain/accounting';
import WebSocket from 'ws';

export interface ReadModelLag {
  /** A command was answered with this `App-Log-Position` header. */
  answered(logPosition: unknown): void;
  /** Waits up to 5 s for the answers still unmatched, closes the socket; sorted lags in ms. */
  finish(): Promise<{ readonly lags: number[]; readonly unmatched: number }>;
}

export async function trackReadModelLag(port: number, cookie: string): Promise<ReadModelLag> {
  const lags: number[] = [];
  const pending: { answeredAt: number; position: Position }[] = [];
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, { headers: { cookie } });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  // The read model may reach a position before the answer carrying it is read: such a command counts
  // as lag 0 (the reader was there first), not as waiting for the next message.
  let reached: Position | null = null;
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { projection: string; position: string };
    const position = message.projection === LEDGER_READ_MODEL ? parsePosition(message.position) : null;
    if (!position) return;
    if (!reached || comparePositions(position, reached) > 0) reached = position;
    const now = performance.now();
    for (let i = pending.length - 1; i >= 0; i--) {
      const sample = pending[i];
      if (sample && comparePositions(position, sample.position) >= 0) {
        lags.push(now - sample.answeredAt);
        pending.splice(i, 1);
      }
    }
  });
  return {
    answered(logPosition) {
      const position = parsePosition(String(logPosition ?? ''));
      if (!position) return;
      if (reached && comparePositions(reached, position) >= 0) lags.push(0);
      else pending.push({ answeredAt: performance.now(), position });
    },
    async finish() {
      for (let i = 0; i < 100 && pending.length > 0; i++) await new Promise((r) => setTimeout(r, 50));
      socket.close();
      return { lags: lags.sort((a, b) => a - b), unmatched: pending.length };
    },
  };
}
