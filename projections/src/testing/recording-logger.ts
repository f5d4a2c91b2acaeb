import type { ProjectionLogger } from '@cenacle/infra/runner/projector.ts';

export interface LogEntry {
  readonly level: 'info' | 'warn' | 'error';
  readonly message: string;
  readonly fields: Record<string, unknown>;
  readonly time: number;
}

/** Keeps log entries so a test can tell which path the runner took and what it reported. */
export class RecordingLogger implements ProjectionLogger {
  readonly entries: LogEntry[] = [];
  info = (fields: object, message?: string) => this.record('info', fields, message);
  warn = (fields: object, message?: string) => this.record('warn', fields, message);
  error = (fields: object, message?: string) => {
    this.record('error', fields, message);
    if (process.env.DEBUG_PROJECTIONS) console.error(message, fields);
  };

  get messages(): string[] {
    return this.entries.map((e) => e.message);
  }

  has(fragment: string): boolean {
    return this.messages.some((m) => m.includes(fragment));
  }

  private record(level: LogEntry['level'], fields: object, message?: string): void {
    this.entries.push({
      level,
      message: message ?? '',
      fields: fields as Record<string, unknown>,
      time: Date.now(),
    });
  }
}
