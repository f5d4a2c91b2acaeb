import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closedToOthers } from './embedded-postgres.ts';

describe('whether the postgres user can reach a data folder', () => {
  const root = mkdtempSync(join(tmpdir(), 'cenacle-reach-'));
  afterAll(() => {
    chmodSync(root, 0o755);
    rmSync(root, { recursive: true, force: true });
  });

  it('names the first folder on the way that others cannot pass through', () => {
    const home = join(root, 'home');
    const project = join(home, 'cenacle');
    mkdirSync(project, { recursive: true });
    chmodSync(root, 0o755);
    chmodSync(home, 0o700);
    chmodSync(project, 0o755);
    expect(closedToOthers(join(project, '.data/postgres'))).toBe(home);
    chmodSync(home, 0o711);
    expect(closedToOthers(join(project, '.data/postgres'))).toBeNull();
    chmodSync(project, 0o750);
    expect(closedToOthers(join(project, '.data/postgres'))).toBe(project);
    chmodSync(project, 0o755);
  });

  it("leaves the data folder itself out: PostgreSQL keeps it 0700, the postgres user's own", () => {
    const data = join(root, 'kept/postgres');
    mkdirSync(data, { recursive: true });
    chmodSync(root, 0o755);
    chmodSync(join(root, 'kept'), 0o755);
    chmodSync(data, 0o700);
    expect(closedToOthers(data)).toBeNull();
  });

  it('passes folders that do not exist yet (made later with the usual permissions)', () => {
    chmodSync(root, 0o755);
    expect(closedToOthers(join(root, 'not-yet/postgres'))).toBeNull();
  });
});
