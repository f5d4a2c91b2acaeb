import type { FastifyInstance } from 'fastify';
import { requireAuthority } from '../auth/guards.ts';
import type { ReadModelChange, ReadModelPositions } from './read-model-positions.ts';

/** What a browser hears: which read model moved and to which log position. */
export interface ReadModelChangedMessage extends ReadModelChange {
  readonly type: 'readModelChanged';
}

/** `GET /api/ws` (WebSocket, signed-in users): pushes read-model changes so pages refetch what moved. */
export async function realtimeRoutes(
  app: FastifyInstance,
  options: { positions: ReadModelPositions },
): Promise<void> {
  app.get('/api/ws', { websocket: true, onRequest: requireAuthority(), schema: { hide: true } }, (socket) => {
    const onChange = (change: ReadModelChange) => {
      const message: ReadModelChangedMessage = { type: 'readModelChanged', ...change };
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    };
    options.positions.on('change', onChange);
    socket.on('close', () => options.positions.off('change', onChange));
  });
}
