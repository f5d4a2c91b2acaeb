import { collectUnreferencedFiles } from '@cenacle/infra/files/collect-unreferenced.ts';
import type { Route } from '../http/route.ts';

/** How often an API process looks for unreferenced uploads (at most; a shorter grace sweeps sooner). */
const SWEEP_EVERY_MS = 3_600_000;

/**
 * Not a call: every API process removes, now and then, the uploads no event names once they are
 * older than `UNREFERENCED_FILE_GRACE` (decision 019). Several processes may sweep at once: a
 * delete of a file already gone changes nothing.
 */
export const collectUnreferencedFilesJob: Route = (app, deps) => {
  const graceMs = deps.config.unreferencedFileGraceMinutes * 60_000;
  let sweeping: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    sweeping = sweeping
      .then(() =>
        collectUnreferencedFiles({ events: deps.store, files: deps.files, now: deps.clock(), graceMs }),
      )
      .then((removed) => {
        if (removed.length > 0) app.log.info({ files: removed.length }, 'unreferenced uploads removed');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'unreferenced uploads not collected'));
  };
  const timer = setInterval(sweep, Math.min(SWEEP_EVERY_MS, Math.max(graceMs, 1_000)));
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
  });
};
