import type { FastifyInstance } from 'fastify';
import type { EventLoopMonitor } from './event-loop.ts';

/** What keeps the process busy, counted by kind (`Timeout`, `TCPSocketWrap`, `FSReqCallback`…). */
function countByKind(kinds: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const kind of kinds) counts[kind] = (counts[kind] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort(([, a], [, b]) => b - a));
}

/**
 * `GET /management/threaddump`: Node has one thread, so its "dump" is what that thread is doing and
 * waiting on: the event loop's delay, and the active resources (sockets, timers, file requests) and
 * handles that keep it alive.
 */
export function threadDumpRoute(app: FastifyInstance, eventLoop: EventLoopMonitor): void {
  app.get('/management/threaddump', { schema: { hide: true } }, async () => {
    const resources = process.getActiveResourcesInfo();
    return {
      eventLoopDelay: eventLoop.summary(),
      activeResources: { total: resources.length, byKind: countByKind(resources) },
      uptimeSeconds: Math.round(process.uptime()),
      pid: process.pid,
      node: process.version,
    };
  });
}
