import type { FastifyInstance } from 'fastify';
import { type SignedIn, startTestApi, type TestApi } from './test-api.ts';

/** The demo branch and session the seed created (first of each). */
export async function demoSession(
  app: FastifyInstance,
  admin: SignedIn,
): Promise<{ sessionId: string; branchId: string }> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const response = await app.inject({ method: 'GET', url: '/api/school-sessions', headers: admin.headers });
    const sessions = response.json() as { id: { value: string }; branchId: { value: string } }[];
    const first = sessions[0];
    if (response.statusCode === 200 && first)
      return { sessionId: first.id.value, branchId: first.branchId.value };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the demo session never reached the read model');
}

/** Signs in once the users read model knows the demo account (projections run in their own process). */
export async function loginWhenReady(
  login: (u: string, p: string) => Promise<SignedIn>,
  username: string,
  password: string,
): Promise<SignedIn> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      return await login(username, password);
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw lastError;
}

export interface DemoApi {
  readonly api: TestApi;
  readonly admin: SignedIn;
  readonly servant: SignedIn;
  readonly sessionId: string;
  readonly branchId: string;
}

/** An API of its own with the demo data, signed in as the demo admin and servant. */
export async function openDemoApi(): Promise<DemoApi> {
  const api = await startTestApi();
  const admin = await loginWhenReady(api.login, 'admin', 'admin');
  const servant = await loginWhenReady(api.login, 'servant', 'servant');
  return { api, admin, servant, ...(await demoSession(api.app, admin)) };
}
