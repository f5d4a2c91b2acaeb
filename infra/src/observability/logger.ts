import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino';
import { currentCorrelationId } from './correlation.ts';

export type { DestinationStream, Logger } from 'pino';

/** The levels the management API speaks (Spring Boot's names, as the admin pages show them). */
export const LOG_LEVELS = ['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR', 'FATAL', 'OFF'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
/** The levels a logger can be at: quieter than ERROR is taken as ERROR (errors are always written). */
export const EFFECTIVE_LOG_LEVELS = [
  'TRACE',
  'DEBUG',
  'INFO',
  'WARN',
  'ERROR',
] as const satisfies readonly LogLevel[];

const toPino = (level: LogLevel): string => (level === 'OFF' ? 'silent' : level.toLowerCase());

const ERROR_VALUE = 50;

/**
 * A level no quieter than `error`: whatever a process is started with (LOG_LEVEL, a test's choice)
 * or an admin sets at run time, errors are always written, so a 500 always leaves its line.
 * `fatal` and `silent` (OFF) become `error`; any other level stands.
 */
export function atLeastErrors(level: string): string {
  const value = pino.levels.values[level];
  return value === undefined || value > ERROR_VALUE ? 'error' : level;
}
const fromPino = (level: string): LogLevel =>
  level === 'silent' ? 'OFF' : (level.toUpperCase() as LogLevel);

/**
 * One JSON line per entry, as every Cenacle process writes them: level as a word, ISO time, and the
 * correlation id of the work in progress (a request, a projector batch's event, a mail job).
 */
export function createLogger(
  options: { readonly name?: string; readonly level?: string } = {},
  destination?: DestinationStream,
): Logger {
  const settings: LoggerOptions = {
    level: atLeastErrors(options.level ?? process.env.LOG_LEVEL ?? 'info'),
    ...(options.name ? { name: options.name } : {}),
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin() {
      const correlationId = currentCorrelationId();
      return correlationId ? { correlationId } : {};
    },
  };
  return destination ? pino(settings, destination) : pino(settings);
}

export interface LoggerLevels {
  readonly configuredLevel: LogLevel | null;
  readonly effectiveLevel: LogLevel;
}

/** The root logger's name: changing it changes every logger that has no level of its own. */
export const ROOT_LOGGER = 'ROOT';

/**
 * The loggers of a process by name, whose levels the management API reads and changes at run time
 * (`POST /management/loggers/{name}`). Named loggers are children of the root one.
 */
export class LoggerRegistry {
  private readonly loggers = new Map<string, Logger>();
  private readonly configured = new Map<string, LogLevel>();

  private readonly initialRootLevel: string;

  constructor(readonly root: Logger) {
    this.loggers.set(ROOT_LOGGER, root);
    this.initialRootLevel = root.level;
  }

  /** A named child of the root (created once), e.g. `cenacle.commands`. */
  child(name: string): Logger {
    let logger = this.loggers.get(name);
    if (!logger) {
      logger = this.root.child({ logger: name });
      this.loggers.set(name, logger);
    }
    return logger;
  }

  names(): string[] {
    return [...this.loggers.keys()].sort((a, b) =>
      a === ROOT_LOGGER ? -1 : b === ROOT_LOGGER ? 1 : a.localeCompare(b),
    );
  }

  levels(name: string): LoggerLevels | null {
    const logger = this.loggers.get(name);
    if (!logger) return null;
    return { configuredLevel: this.configured.get(name) ?? null, effectiveLevel: fromPino(logger.level) };
  }

  /** Sets a logger's level; null forgets it (a child then follows the root again). False: no such logger. */
  setLevel(name: string, level: LogLevel | null): boolean {
    const logger = this.loggers.get(name);
    if (!logger) return false;
    if (level === null) this.configured.delete(name);
    else this.configured.set(name, level);
    if (name === ROOT_LOGGER) {
      this.root.level = level ? atLeastErrors(toPino(level)) : this.initialRootLevel;
      for (const [child, childLogger] of this.loggers)
        if (child !== ROOT_LOGGER && !this.configured.has(child)) childLogger.level = this.root.level;
    } else {
      logger.level = level ? atLeastErrors(toPino(level)) : this.root.level;
    }
    return true;
  }
}
