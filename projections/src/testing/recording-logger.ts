import type { ProjectionLogger } from '../runner/projector.ts';

/** Keeps log messages so a test can tell which path the runner took. */
export class RecordingLogger implements ProjectionLogger {
  readonly messages: string[] = [];
  info = (_fields: object, message?: string) => void this.messages.push(message ?? '');
  warn = (_fields: object, message?: string) => void this.messages.push(message ?? '');
  error = (fields: object, message?: string) => {
    this.messages.push(message ?? '');
    if (process.env.DEBUG_PROJECTIONS) console.error(message, fields);
  };

  has(fragment: string): boolean {
    return this.messages.some((m) => m.includes(fragment));
  }
}
