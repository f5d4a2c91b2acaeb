import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { chmod, chown, cp, lstat, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, parse, resolve } from 'node:path';

/**
 * Run as root, the embedded PostgreSQL runs as the `postgres` user, who must reach both its programs
 * (in `node_modules`) and its data folder (`.data/postgres`): a project cloned under root's own 0700
 * home lets it reach neither. Instead of asking the person to move the project, `npm start` then
 * keeps what the user cannot reach in a folder of this project's own outside it (decision 020).
 */

/**
 * The first folder on the way to `path` (the folders holding it; the path itself is left out: a data
 * folder is PostgreSQL's own, 0700 by its rule) that other users cannot pass through (no `x` for
 * others), or null.
 */
export function closedToOthers(path: string): string | null {
  const holder = dirname(resolve(path));
  let folder = parse(holder).root;
  for (const part of holder.slice(folder.length).split('/').filter(Boolean)) {
    folder = resolve(folder, part);
    // Folders still to be made will be made by us with the usual 0755.
    if (!existsSync(folder)) return null;
    if ((statSync(folder).mode & 0o001) === 0) return folder;
  }
  return null;
}

/** Where shared temporary folders that outlive a reboot are (/var/tmp), else the system's temporary folder. */
function sharedTemporaryFolder(): string {
  return existsSync('/var/tmp') && closedToOthers('/var/tmp/x') === null ? '/var/tmp' : tmpdir();
}

/**
 * The folder of the project at `projectRoot` outside it: `cenacle-<folder name>-<hash of its path>`
 * under /var/tmp (kept across reboots), so every clone has its own, the same at every start.
 */
export function reachableHome(projectRoot: string, base = sharedTemporaryFolder()): string {
  const root = resolve(projectRoot);
  const name =
    basename(root)
      .replace(/[^A-Za-z0-9._-]/g, '_')
      .slice(0, 40) || 'root';
  const hash = createHash('sha256').update(root).digest('hex').slice(0, 12);
  return join(base, `cenacle-${name}-${hash}`);
}

/**
 * Makes `home` (root's, 0755: the postgres user passes through, nobody else writes) or checks the one
 * an earlier start made. Under a folder every user may write to, another user could have made it
 * first, or left a link there: such a folder is refused, never used.
 */
export async function prepareHome(home: string): Promise<void> {
  await mkdir(home, { mode: 0o755 }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  const stat = await lstat(home);
  const foreign = !stat.isDirectory()
    ? 'it is no folder'
    : stat.uid !== 0
      ? `it belongs to user ${stat.uid}`
      : (stat.mode & 0o022) !== 0
        ? 'others may write to it'
        : null;
  if (foreign) {
    throw new Error(
      `${home} was to hold the embedded PostgreSQL of this project, but ${foreign}: ` +
        'remove it, or set EMBEDDED_POSTGRES_DIR to a folder the postgres user can reach.',
    );
  }
  // Made under a strict umask (077), it would keep the postgres user out as well.
  if ((stat.mode & 0o777) !== 0o755) await chmod(home, 0o755);
}

/**
 * A copy of the PostgreSQL programs in `native` (bin/, lib/, share/; they find each other relative
 * to themselves) under `home`, made once per version and reused; root's, readable by everyone. The
 * copies of other versions (an earlier `npm install`'s) are removed with a new one.
 */
export async function copyPrograms(native: string, home: string, version: string): Promise<string> {
  const target = join(home, `postgresql-${version.replace(/[^A-Za-z0-9._-]/g, '_')}`);
  const done = join(target, '.complete');
  if (existsSync(done)) return target;
  const partial = `${target}.partial`;
  await rm(partial, { recursive: true, force: true });
  await cp(native, partial, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
  await writeFile(join(partial, '.complete'), `${native}\n`);
  await rm(target, { recursive: true, force: true });
  await rename(partial, target);
  for (const entry of await readdir(home)) {
    if (entry.startsWith('postgresql-') && join(home, entry) !== target) {
      await rm(join(home, entry), { recursive: true, force: true });
    }
  }
  return target;
}

/** The user the server runs as, run as root. */
export interface ServerUser {
  readonly uid: number;
  readonly gid: number;
}

/** Where the embedded server's programs and data are, as its user can reach them. */
export interface ServerPlaces {
  /** The programs' folder (bin/, lib/, share/). */
  readonly native: string;
  readonly dataDir: string;
  /** What was moved out of the project and why, one line for the person starting it; null: nothing. */
  readonly note: string | null;
}

export interface PlaceOptions {
  readonly native: string;
  readonly version: string;
  readonly dataDir: string;
  /** `dataDir` is a default (no `EMBEDDED_POSTGRES_DIR`): it may be moved; otherwise it is refused. */
  readonly dataDirMovable: boolean;
  /** The project's folder outside it (`reachableHome`). */
  readonly home: string;
  /** Null: not run as root, the server runs as this process's user, who reaches what it does. */
  readonly user: ServerUser | null;
}

/**
 * Places the server's programs and data where its user can reach them: where they are when it can;
 * otherwise the data in `<home>/postgres` (the postgres user's, 0700) and the programs copied to
 * `<home>`, saying so.
 */
export async function placeServer(options: PlaceOptions): Promise<ServerPlaces> {
  const { native, dataDir } = options;
  if (!options.user) return { native, dataDir, note: null };
  const closedData = closedToOthers(dataDir);
  const closedPrograms = closedToOthers(join(native, 'bin', 'postgres'));
  if (!closedData && !closedPrograms) return { native, dataDir, note: null };
  if (closedData && !options.dataDirMovable) {
    throw new Error(
      `Run as root, the embedded PostgreSQL runs as the postgres user, who cannot reach ${dataDir}: ` +
        `${closedData} is closed to other users. Set EMBEDDED_POSTGRES_DIR to a folder it can reach, ` +
        'or leave it unset and Cenacle picks one.',
    );
  }
  await prepareHome(options.home);
  const placedData = closedData ? join(options.home, 'postgres') : dataDir;
  const placedNative = closedPrograms ? await copyPrograms(native, options.home, options.version) : native;
  const closed = closedData ?? closedPrograms;
  const moved = [
    closedData ? `its data is in ${placedData}` : null,
    closedPrograms ? `its programs are copied to ${placedNative}` : null,
  ].filter(Boolean);
  const left = closedData && existsSync(join(dataDir, 'PG_VERSION')) ? ` (${dataDir} is left as it is)` : '';
  return {
    native: placedNative,
    dataDir: placedData,
    note:
      `Run as root, PostgreSQL runs as the postgres user, who cannot reach this project (${closed} is ` +
      `closed to other users): ${moved.join(' and ')}${left}.`,
  };
}

/**
 * Makes `dataDir` the server user's own, 0700 as PostgreSQL requires, and the folders made to hold it
 * 0755 whatever the umask, so that its user passes through them.
 */
export async function ownDataFolder(dataDir: string, user: ServerUser | null): Promise<void> {
  const holder = dirname(dataDir);
  const first = await mkdir(holder, { recursive: true });
  if (first) {
    for (let folder = holder; folder.length >= first.length; folder = dirname(folder)) {
      await chmod(folder, 0o755);
    }
  }
  await mkdir(dataDir, { mode: 0o700 }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  if (user) await chown(dataDir, user.uid, user.gid);
}
