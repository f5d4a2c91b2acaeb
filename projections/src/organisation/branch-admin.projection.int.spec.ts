import { randomUUID } from 'node:crypto';
import type { CommandBus } from '@cenacle/infra/commands/command-bus.ts';
import { rebuildProjections } from '@cenacle/infra/runner/rebuild.ts';
import { waitForHead } from '@cenacle/infra/testing/wait.ts';
import type { Command, Decider, DomainEvent } from '@cenacle/shared-domain';
import { mailAccountDecider, mailAccountStream } from '@cenacle/shared-domain/mail';
import {
  branchDecider,
  branchStream,
  NO_BRANCH_DETAILS,
  SCHOOL_LEVELS_STREAM,
  schoolLevelsDecider,
} from '@cenacle/shared-domain/organisation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailAccountsProjector } from '../mail/mail-accounts/mail-accounts.projection.ts';
import { findMailAccount } from '../mail/mail-accounts/mail-accounts.queries.ts';
import { createBranch } from '../testing/commands.ts';
import { createProjectionEnv, type ProjectionEnv } from '../testing/projection-env.ts';
import { branchesProjector } from './branches/branches.projection.ts';
import { listBranches } from './branches/branches.queries.ts';
import { schoolLevelsProjector } from './school-levels/school-levels.projection.ts';
import { listSchoolLevels } from './school-levels/school-levels.queries.ts';

const projectors = [branchesProjector, schoolLevelsProjector, mailAccountsProjector];
const at = '2026-11-23T10:00:00.000Z';

function send<C extends Command, E extends DomainEvent, S>(
  bus: CommandBus,
  decider: Decider<C, E, S>,
  stream: string,
  command: Omit<C, 'metadata'>,
) {
  const full = { ...command, metadata: { userId: randomUUID(), now: at } } as C;
  return bus.handle(decider, stream, full, { correlationId: randomUUID(), causationId: null });
}

describe('Branch administration read models', () => {
  let env: ProjectionEnv;
  const kept = randomUUID();
  const deleted = randomUUID();

  beforeAll(async () => {
    env = await createProjectionEnv('bradm');
    await createBranch(
      env.bus,
      kept,
      { name: 'Wilno', country: 'LTU', city: 'Wilno', active: true, currencySign: '€' },
      at,
    );
    await createBranch(
      env.bus,
      deleted,
      { name: 'Zamknięta', country: 'POL', city: 'Łódź', active: true, currencySign: 'zł' },
      at,
    );
    const photo = { fileId: randomUUID(), fileName: 'front.jpg' };
    await send(env.bus, branchDecider, branchStream(kept), {
      type: 'UpdateBranch',
      data: {
        branchId: kept,
        ...NO_BRANCH_DETAILS,
        name: 'Cenacle Wilno',
        country: 'LTU',
        city: 'Vilnius',
        active: false,
        currencySign: '€',
        photo,
        phone: '+370 5',
        longitude: 25.28,
        latitude: 54.69,
        expectedVersion: 1,
      },
    });
    await send(env.bus, branchDecider, branchStream(deleted), {
      type: 'DeleteBranch',
      data: { branchId: deleted },
    });
    for (const name of ['II', 'I', 'III']) {
      await send(env.bus, schoolLevelsDecider, SCHOOL_LEVELS_STREAM, {
        type: 'AddSchoolLevel',
        data: { name },
      });
    }
    await send(env.bus, schoolLevelsDecider, SCHOOL_LEVELS_STREAM, {
      type: 'RemoveSchoolLevel',
      data: { name: 'III' },
    });
    const last = await send(env.bus, mailAccountDecider, mailAccountStream(kept), {
      type: 'ConfigureMailAccount',
      data: {
        branchId: kept,
        username: 'wilno@cenacle.example',
        encryptedPassword: 'v1:aaaa:bbbb:cccc',
        outgoingProtocol: 'SMTPS',
        incomingProtocol: 'IMAPS',
        host: 'smtp.example.org',
        port: 465,
      },
    });
    if (!last.position) throw new Error('nothing appended');
    await waitForHead(env.store, last.position);
    await rebuildProjections(env, projectors, 'all');
  });
  afterAll(() => env?.close());

  it('lists a saved branch with every field and no deleted one', async () => {
    const branches = await listBranches(env.db);
    expect(branches.map((b) => b.id.value)).toEqual([kept]);
    expect(branches[0]).toMatchObject({
      // Opened, then saved again once: the version its editor sends back.
      version: 2,
      name: 'Cenacle Wilno',
      city: 'Vilnius',
      active: false,
      phone: '+370 5',
      longitude: 25.28,
      latitude: 54.69,
      email: null,
    });
    const row = await env.db.selectFrom('branches').selectAll().where('id', '=', deleted).executeTakeFirst();
    expect(row?.deleted).toBe(true);
  });

  it('lists the school levels left on the list, by name', async () => {
    expect(await listSchoolLevels(env.db)).toEqual([{ name: 'I' }, { name: 'II' }]);
  });

  it("keeps a branch's mail account without any form of its password", async () => {
    expect(await findMailAccount(env.db, kept)).toEqual({
      username: 'wilno@cenacle.example',
      password: '',
      outgoingProtocol: 'SMTPS',
      incomingProtocol: 'IMAPS',
      host: 'smtp.example.org',
      port: 465,
      hasPassword: true,
    });
    const row = await env.db.selectFrom('mail_accounts').selectAll().executeTakeFirst();
    expect(JSON.stringify(row)).not.toContain('v1:');
    expect(await findMailAccount(env.db, deleted)).toBeNull();
  });
});
