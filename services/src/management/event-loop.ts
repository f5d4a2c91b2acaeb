import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';

/** The event loop's delay, sampled every 20 ms since the API started (perf_hooks). */
export class EventLoopMonitor {
  private readonly histogram: IntervalHistogram = monitorEventLoopDelay({ resolution: 20 });

  constructor() {
    this.histogram.enable();
  }

  /** Milliseconds. */
  summary(): { min: number; mean: number; max: number; stddev: number; percentiles: Record<string, number> } {
    const h = this.histogram;
    const ms = (ns: number) => (Number.isFinite(ns) ? Math.round(ns / 1e4) / 100 : 0);
    return {
      min: ms(h.min),
      mean: ms(h.mean),
      max: ms(h.max),
      stddev: ms(h.stddev),
      percentiles: Object.fromEntries([50, 90, 99, 99.9].map((p) => [String(p), ms(h.percentile(p))])),
    };
  }

  close(): void {
    this.histogram.disable();
  }
}
