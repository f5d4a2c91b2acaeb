import { createEventStore, loadConfigOrExit, prepareDatabase } from '@cenacle/infra';
import { readModelMigrations } from '@cenacle/projections/read-models.ts';
import { contexts } from '../contexts.ts';
import { DEMO_USERS } from '../identity/demo-seed.ts';
import { seedDemoData } from '../seed/demo-seed.ts';

/** `tsx services/src/cli/seed.ts`: prepares the database and adds demo data when the store is empty. */
const config = loadConfigOrExit();
await prepareDatabase({ ...config, migrations: readModelMigrations });
const store = await createEventStore({
  eventStoreUrl: config.eventStoreUrl,
  databaseUrl: config.databaseUrl,
  personalDataKey: config.personalDataKey,
});
try {
  const seeded = await seedDemoData(store, contexts, { personalDataKey: config.personalDataKey });
  const logins = DEMO_USERS.map((u) => `${u.login} / ${u.password}`).join(', ');
  console.log(
    seeded ? `Demo data added (logins: ${logins}).` : 'Event store not empty: demo data left as it is.',
  );
} finally {
  await store.close();
}
