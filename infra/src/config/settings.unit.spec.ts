import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importsOf, readSources } from '../architecture/import-boundaries.ts';
import { loadConfig } from './config.ts';
import { InvalidSettingsError, port, positive, readWholeNumbers } from './settings.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** What `readWholeNumbers` threw, or null. */
function refusal(run: () => unknown): InvalidSettingsError | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof InvalidSettingsError) return error;
    throw error;
  }
}

describe('the reader of numeric settings', () => {
  const SETTINGS = { API_PORT: port(8080), LOGIN_RATE_LIMIT: positive(20), SOME_COUNT: { default: 0 } };

  it('takes the default when a setting is unset or empty, and whole numbers in bounds as given', () => {
    expect(readWholeNumbers({}, SETTINGS)).toEqual({ API_PORT: 8080, LOGIN_RATE_LIMIT: 20, SOME_COUNT: 0 });
    expect(readWholeNumbers({ API_PORT: '', LOGIN_RATE_LIMIT: '  ' }, SETTINGS)).toMatchObject({
      API_PORT: 8080,
      LOGIN_RATE_LIMIT: 20,
    });
    expect(
      readWholeNumbers({ API_PORT: ' 65535 ', LOGIN_RATE_LIMIT: '1', SOME_COUNT: '0' }, SETTINGS),
    ).toEqual({ API_PORT: 65535, LOGIN_RATE_LIMIT: 1, SOME_COUNT: 0 });
  });

  it.each([
    ['80a', 'API_PORT is "80a": expected a whole number from 1 to 65535 (default 8080)'],
    ['8080.5', 'API_PORT is "8080.5": expected a whole number from 1 to 65535 (default 8080)'],
    ['1e3', 'API_PORT is "1e3": expected a whole number from 1 to 65535 (default 8080)'],
    ['0x50', 'API_PORT is "0x50": expected a whole number from 1 to 65535 (default 8080)'],
    ['0', 'API_PORT is "0": expected a whole number from 1 to 65535 (default 8080)'],
    ['80800', 'API_PORT is "80800": expected a whole number from 1 to 65535 (default 8080)'],
    ['NaN', 'API_PORT is "NaN": expected a whole number from 1 to 65535 (default 8080)'],
  ])('refuses API_PORT=%s, naming the setting, the value and what is expected', (value, message) => {
    expect(refusal(() => readWholeNumbers({ API_PORT: value }, SETTINGS))?.problems).toEqual([message]);
  });

  it('refuses a count below its least value and one beyond the safe integers', () => {
    expect(refusal(() => readWholeNumbers({ LOGIN_RATE_LIMIT: '0' }, SETTINGS))?.message).toBe(
      'Invalid setting: LOGIN_RATE_LIMIT is "0": expected a whole number of at least 1 (default 20)',
    );
    expect(refusal(() => readWholeNumbers({ SOME_COUNT: '-1' }, SETTINGS))?.problems).toEqual([
      'SOME_COUNT is "-1": expected a whole number of at least 0 (default 0)',
    ]);
    expect(refusal(() => readWholeNumbers({ SOME_COUNT: '9007199254740993' }, SETTINGS))).not.toBeNull();
  });

  it('names every refused setting at once, one a line', () => {
    const error = refusal(() => readWholeNumbers({ API_PORT: 'http', LOGIN_RATE_LIMIT: 'twenty' }, SETTINGS));
    expect(error?.message).toBe(
      'Invalid settings:\n' +
        '  API_PORT is "http": expected a whole number from 1 to 65535 (default 8080)\n' +
        '  LOGIN_RATE_LIMIT is "twenty": expected a whole number of at least 1 (default 20)',
    );
  });

  it('takes 0 for a port only where the system may pick a free one', () => {
    expect(readWholeNumbers({ SHELL_PORT: '0' }, { SHELL_PORT: port(3000, { allowAny: true }) })).toEqual({
      SHELL_PORT: 0,
    });
  });

  it('imports nothing, so the web servers can read their ports with it without the rest of infra', () => {
    expect(importsOf(readFileSync(new URL('./settings.ts', import.meta.url), 'utf8'))).toEqual([]);
  });
});

describe('the configuration', () => {
  it('reads every numeric setting through the reader, refusing typos instead of running with NaN', () => {
    expect(loadConfig({})).toMatchObject({ apiPort: 8080, databasePoolSize: 20, smtpDevPort: 2525 });
    expect(loadConfig({ DATABASE_POOL_SIZE: '8', PAGEVIEW_FLUSH_MS: '500' })).toMatchObject({
      databasePoolSize: 8,
      pageviewFlushMs: 500,
    });
    for (const name of [
      'API_PORT',
      'LOGIN_RATE_LIMIT',
      'FILE_MAX_BYTES',
      'IMAGE_MAX_PIXELS',
      'ACCOUNT_MAIL_RATE_LIMIT',
      'ACCOUNT_MAIL_CLIENT_RATE_LIMIT',
      'PAGEVIEW_FLUSH_MS',
      'PAGEVIEW_RATE_LIMIT',
      'DATABASE_POOL_SIZE',
      'LOGIN_IDLE_TIMEOUT',
      'LOGIN_IDLE_TIMEOUT_PARTICIPANT',
      'UNREFERENCED_FILE_GRACE',
      'SMTP_DEV_PORT',
    ]) {
      expect(refusal(() => loadConfig({ [name]: '2O' }))?.problems, name).toEqual([
        expect.stringMatching(new RegExp(`^${name} is "2O": expected a whole number`)),
      ]);
    }
    // A timer longer than Node's longest would fire at once.
    expect(refusal(() => loadConfig({ PAGEVIEW_FLUSH_MS: '2147483648' }))).not.toBeNull();
  });

  it('refuses a mistyped OUTBOUND_ALLOWED_NETWORKS the same way', () => {
    expect(refusal(() => loadConfig({ OUTBOUND_ALLOWED_NETWORKS: 'privat' }))?.message).toContain(
      'OUTBOUND_ALLOWED_NETWORKS: "privat" is no network',
    );
  });

  it('is read by every process, command and benchmark through the reader, nowhere else', () => {
    // The front ends' rsbuild configs (their `rsbuild dev` server only; they may not import infra) aside.
    const reads = /(Number|parseInt|parseFloat)\(\s*(process\.)?env\b/;
    const found = readSources(ROOT)
      .filter((f) => !f.path.endsWith('rsbuild.config.ts') && reads.test(f.text))
      .map((f) => f.path);
    expect(found).toEqual([]);
  });

  it('stops a process at its start with the message alone', () => {
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        "import { loadConfigOrExit } from './infra/src/config/config.ts'; loadConfigOrExit(); console.log('started');",
      ],
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, API_PORT: '80800' } },
    );
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim()).toBe(
      'Invalid setting: API_PORT is "80800": expected a whole number from 1 to 65535 (default 8080)',
    );
  });
});
