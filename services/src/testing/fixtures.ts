import type { Config } from '@cenacle/infra';
import { waitForValue } from '@cenacle/infra/testing/wait.ts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { type SignedIn, startTestApi, type TestApi } from './test-api.ts';

/** The demo branch and session the seed created (first of each). */
export function demoSession(
  app: FastifyInstance,
  admin: SignedIn,
): Promise<{ sessionId: string; branchId: string }> {
  return waitForValue(
    'the demo session in the read model',
    async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/school-sessions',
        headers: admin.headers,
      });
      const sessions = response.json() as { id: { value: string }; branchId: { value: string } }[];
      const first = sessions[0];
      return response.statusCode === 200 && first
        ? { sessionId: first.id.value, branchId: first.branchId.value }
        : null;
    },
    30_000,
  );
}

/** Signs in once the users read model knows the demo account (projections run in their own process). */
export async function loginWhenReady(
  login: (u: string, p: string) => Promise<SignedIn>,
  username: string,
  password: string,
): Promise<SignedIn> {
  let lastError: unknown = null;
  const attempt = () =>
    login(username, password).catch((error: unknown) => {
      lastError = error;
      return null;
    });
  return waitForValue(`${username} able to sign in`, attempt, 30_000).catch((timeout: unknown) => {
    throw lastError ?? timeout;
  });
}

export interface DemoApi {
  readonly api: TestApi;
  readonly admin: SignedIn;
  readonly servant: SignedIn;
  readonly sessionId: string;
  readonly branchId: string;
}

/**
 * Waits until the demo session's registration form and participants can be read: the demo facts the
 * tests build on. The start already waited for every projector's position; this asks the read models
 * themselves, and a failure says what the projections process printed.
 */
async function demoFactsReadable(api: TestApi, admin: SignedIn, sessionId: string): Promise<void> {
  const readable = async () => {
    const [form, participants] = await Promise.all([
      api.app.inject({ method: 'GET', url: `/api/registration-form/${sessionId}` }),
      api.app.inject({
        method: 'GET',
        url: `/api/session-registrations/${sessionId}?size=1`,
        headers: admin.headers,
      }),
    ]);
    const saved = form.statusCode === 200 && (form.json() as { saved?: boolean }).saved === true;
    const listed =
      participants.statusCode === 200 && ((participants.json() as { total?: number }).total ?? 0) > 0;
    return saved && listed;
  };
  await waitForValue(
    'the demo form and participants',
    async () => ((await readable()) ? true : null),
    30_000,
  ).catch((error: unknown) => {
    throw new Error(
      `${String(error)}; the projections process printed:\n${api.projections.output.slice(-4000)}`,
    );
  });
}

/** An API of its own with the demo data, signed in as the demo admin and servant. */
export async function openDemoApi(
  overrides: Partial<Deps> = {},
  config: Partial<Config> = {},
): Promise<DemoApi> {
  const api = await startTestApi(overrides, config);
  const admin = await loginWhenReady(api.login, 'admin', 'admin');
  const servant = await loginWhenReady(api.login, 'servant', 'servant');
  const demo = await demoSession(api.app, admin);
  await demoFactsReadable(api, admin, demo.sessionId);
  return { api, admin, servant, ...demo };
}
