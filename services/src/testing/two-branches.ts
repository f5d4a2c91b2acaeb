import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { type DemoApi, openDemoApi } from './fixtures.ts';
import type { SignedIn, TestApi } from './test-api.ts';

/** A JSON POST as the signed-in browser sends it. */
export const postJson = (
  api: TestApi,
  who: SignedIn,
  url: string,
  body: unknown,
): Promise<LightMyRequestResponse> =>
  api.app.inject({
    method: 'POST',
    url,
    headers: { ...who.headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

export interface TwoBranches extends DemoApi {
  /** A branch beside the demo one, made by the admin. */
  readonly otherBranchId: string;
  /** A winter session of level I in the branch, made by the admin. */
  newSession(branchId: string, dateFrom: string, dateTo?: string): Promise<string>;
}

/** The demo API with a second branch: ids, names and references can meet across branches. */
export async function openTwoBranches(): Promise<TwoBranches> {
  const demo = await openDemoApi();
  const { api, admin } = demo;
  const branch = await postJson(api, admin, '/api/branch/', {
    name: 'Oddział drugi',
    country: 'DEU',
    city: 'Berlin',
  });
  expect(branch.statusCode, branch.body).toBe(201);
  return {
    ...demo,
    otherBranchId: branch.json().id.value as string,
    async newSession(branchId, dateFrom, dateTo = dateFrom) {
      const created = await postJson(api, admin, '/api/school-session/', {
        season: 'WINTER',
        dateFrom,
        dateTo,
        branchId: { value: branchId },
        levels: [{ name: 'I' }],
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json().id.value as string;
    },
  };
}
