import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * An upgrade request that gets an ordinary answer (401 on `/api/ws`, a 404…) has left Node's HTTP
 * parser for good: the socket would take no further request. Say so (`Connection: close`), so a
 * keep-alive client opens a new connection instead of reusing a dead one; the WebSocket plugin then
 * closes the socket.
 */
export const refusedUpgrades = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.ws) reply.header('connection', 'close');
    return payload;
  });
});
