import { createHmac, timingSafeEqual } from 'node:crypto';
import { calendarFeedDecider, calendarFeedStream } from '@cenacle/shared-domain/responsibilities';
import type { Deps } from '../../deps.ts';

/**
 * The secret of a servant's calendar feed link (decision 009): an HMAC of his id and the link's
 * generation, keyed by the server's secret. Nothing is stored; renewing bumps the generation.
 */
function tokenOf(secret: string, userId: string, generation: number): string {
  return createHmac('sha256', secret).update(`calendar-feed:${userId}:${generation}`).digest('base64url');
}

async function generationOf(deps: Deps, userId: string): Promise<number> {
  const { state } = await deps.bus.load(calendarFeedDecider, calendarFeedStream(userId));
  return state.generation;
}

export async function feedToken(deps: Deps, userId: string): Promise<string> {
  return tokenOf(deps.config.sessionSecret, userId, await generationOf(deps, userId));
}

/** True when `token` is the user's current link (compared in constant time). */
export async function isFeedToken(deps: Deps, userId: string, token: string): Promise<boolean> {
  const expected = Buffer.from(await feedToken(deps, userId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The feed's path for a session, with the user's current secret. */
export async function feedPath(deps: Deps, userId: string, sessionId: string): Promise<string> {
  const query = new URLSearchParams({
    session: sessionId,
    user: userId,
    token: await feedToken(deps, userId),
  });
  return `/api/my-responsibilities.ics?${query.toString()}`;
}
