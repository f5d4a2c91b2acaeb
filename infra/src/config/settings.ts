/**
 * The one reader of numeric settings (ports, pool sizes, rate limits, timeouts): every process reads
 * them through it, so a typo such as `API_PORT=80800` or `LOGIN_RATE_LIMIT=2O` stops the process at
 * its start with the setting's name, its value and what is expected, instead of running with NaN.
 * It imports nothing: the web servers (`shell/serve`) read their ports with it too.
 */

type Env = Readonly<Record<string, string | undefined>>;

/** A whole-number setting: its default (used when it is unset or empty) and its bounds. */
export interface WholeNumber {
  readonly default: number;
  /** Smallest value taken; 0 when not given. */
  readonly min?: number;
  /** Largest value taken; the largest safe integer when not given. */
  readonly max?: number;
}

/** A TCP port to listen on: 1–65535 (`allowAny`: also 0, a free port the system picks). */
export function port(fallback: number, options: { readonly allowAny?: boolean } = {}): WholeNumber {
  return { default: fallback, min: options.allowAny ? 0 : 1, max: 65_535 };
}

/** A count or a duration that must be at least 1 (a limit of 0 would lock everyone out). */
export function positive(fallback: number, max?: number): WholeNumber {
  return max === undefined ? { default: fallback, min: 1 } : { default: fallback, min: 1, max };
}

/** The longest delay Node's timers take (about 24.8 days); a longer one fires at once. */
export const MAX_TIMER_MS = 2_147_483_647;

/** One or more settings are not what they must be; the message names each, one a line. */
export class InvalidSettingsError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      problems.length === 1
        ? `Invalid setting: ${problems[0]}`
        : `Invalid settings:\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
    this.name = 'InvalidSettingsError';
  }
}

function expected(setting: WholeNumber): string {
  const min = setting.min ?? 0;
  const max = setting.max ?? Number.MAX_SAFE_INTEGER;
  const range = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`;
  return `expected a whole number ${range} (default ${setting.default})`;
}

/** The value, or a line saying why it is refused. */
function check(name: string, raw: string, setting: WholeNumber): number | string {
  const text = raw.trim();
  const min = setting.min ?? 0;
  const max = setting.max ?? Number.MAX_SAFE_INTEGER;
  const value = /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max)
    return `${name} is ${JSON.stringify(raw)}: ${expected(setting)}`;
  return value;
}

/**
 * Reads the named whole-number settings from `env` (unset or empty: the default) and returns them
 * by name; throws one `InvalidSettingsError` naming every setting that is not a whole number in its
 * bounds.
 */
export function readWholeNumbers<const T extends Readonly<Record<string, WholeNumber>>>(
  env: Env,
  settings: T,
): { readonly [K in keyof T]: number } {
  const values: Record<string, number> = {};
  const problems: string[] = [];
  for (const [name, setting] of Object.entries(settings)) {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') {
      values[name] = setting.default;
      continue;
    }
    const value = check(name, raw, setting);
    if (typeof value === 'string') problems.push(value);
    else values[name] = value;
  }
  if (problems.length > 0) throw new InvalidSettingsError(problems);
  return values as { readonly [K in keyof T]: number };
}

/**
 * Runs `read` at a process's start; settings it refuses end the process with their message on
 * standard error (exit code 1) instead of a stack trace.
 */
export function orExit<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof InvalidSettingsError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
