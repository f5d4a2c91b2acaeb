import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from './local-address.ts';
import { planDatabase, planRedis } from './local-services.ts';
import { findOnPath } from './redis-server.ts';

/** The machine's own services (CI and developers run both). */
const MACHINE_DATABASE = 'postgres://postgres@127.0.0.1:5432/cenacle';
const MACHINE_REDIS = 'redis://127.0.0.1:6379';

describe('what npm start uses', () => {
  it('starts an embedded PostgreSQL when nothing answers at the default address, or when told to', async () => {
    const closed = `postgres://postgres@127.0.0.1:${await freePort()}/cenacle`;
    expect(await planDatabase({}, closed)).toEqual({ kind: 'embedded' });
    expect(await planDatabase({ DATABASE_URL: 'embedded' }, MACHINE_DATABASE)).toEqual({ kind: 'embedded' });
  });

  it('uses the PostgreSQL it finds, or the one it is given, as before', async () => {
    expect(await planDatabase({}, MACHINE_DATABASE)).toEqual({ kind: 'found', url: MACHINE_DATABASE });
    const given = `postgres://postgres@127.0.0.1:${await freePort()}/elsewhere`;
    expect(await planDatabase({ DATABASE_URL: given }, MACHINE_DATABASE)).toEqual({
      kind: 'given',
      url: given,
    });
  });

  it('uses the Redis it finds or is given, else starts redis-server from the PATH, else goes without', async () => {
    const closed = `redis://127.0.0.1:${await freePort()}`;
    expect(await planRedis({}, MACHINE_REDIS, '')).toEqual({ kind: 'found', url: MACHINE_REDIS });
    expect(await planRedis({ REDIS_URL: closed }, MACHINE_REDIS, '')).toEqual({ kind: 'given', url: closed });
    expect(await planRedis({}, closed, '/nonexistent')).toEqual({ kind: 'missing', url: closed });
    const executable = findOnPath('redis-server');
    if (!executable) {
      console.warn('redis-server is not on the PATH here: its plan is not checked');
      return;
    }
    // A PATH holding only a redis-server, found by name.
    const bin = await mkdtemp(join(tmpdir(), 'cenacle-path-'));
    try {
      await symlink(executable, join(bin, 'redis-server'));
      const plan = { kind: 'start', executable: join(bin, 'redis-server') };
      expect(await planRedis({}, closed, bin)).toEqual(plan);
      expect(await planRedis({ REDIS_URL: 'embedded' }, MACHINE_REDIS, bin)).toEqual(plan);
    } finally {
      await rm(bin, { recursive: true, force: true });
    }
  });
});
