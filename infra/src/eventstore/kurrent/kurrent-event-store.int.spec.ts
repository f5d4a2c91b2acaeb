import { GenericContainer, getContainerRuntimeClient, Wait } from 'testcontainers';
import { describe, it } from 'vitest';
import { eventStoreContract } from '../contract.ts';
import { KurrentEventStore } from './kurrent-event-store.ts';
import { KURRENTDB_IMAGE } from './kurrent-image.ts';

const IMAGE = KURRENTDB_IMAGE;
const DOCKER_CHECK_MS = 5_000;

/** Answers why Docker cannot be used, or null when it can. Never waits longer than DOCKER_CHECK_MS. */
async function dockerUnavailable(): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${DOCKER_CHECK_MS} ms`), DOCKER_CHECK_MS);
  });
  const check = getContainerRuntimeClient().then(
    () => null,
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A throwaway single-node server; answers its connection string and how to stop it. */
async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const container = await new GenericContainer(IMAGE)
    .withEnvironment({
      KURRENTDB_INSECURE: 'true',
      KURRENTDB_MEM_DB: 'true',
      KURRENTDB_RUN_PROJECTIONS: 'None',
    })
    .withExposedPorts(2113)
    .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
    .start();
  const url = `kurrentdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`;
  return { url, stop: async () => void (await container.stop()) };
}

const configuredUrl = process.env.EVENTSTORE_URL || null;
const unavailable = configuredUrl ? null : await dockerUnavailable();

if (unavailable !== null) {
  const reason = `no EVENTSTORE_URL and no reachable Docker engine (${unavailable})`;
  console.warn(`KurrentDB contract suite skipped: ${reason}`);
  // Skipped with its reason in the report as well as on the console.
  describe.skipIf(true)(`EventStore contract: kurrentdb (skipped: ${reason})`, () => {
    it('runs against a KurrentDB server', () => undefined);
  });
} else {
  eventStoreContract(
    'kurrentdb',
    async () => {
      const server = configuredUrl
        ? { url: configuredUrl, stop: async () => undefined }
        : await startServer();
      const store = new KurrentEventStore(server.url);
      return {
        store,
        teardown: async () => {
          await store.close();
          await server.stop();
        },
      };
    },
    // Pulling the image on first use takes a while.
    { setupTimeoutMs: 180_000 },
  );
}
