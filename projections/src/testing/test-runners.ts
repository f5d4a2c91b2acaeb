import { ProjectionRunner, type ProjectionRunnerOptions } from '@cenacle/infra/runner/projection-runner.ts';
import type { ProjectionEnv } from './projection-env.ts';
import { RecordingLogger } from './recording-logger.ts';

/**
 * Projection runners a test starts on its environment: quick retries and watches, a recording
 * logger, and every runner still going stopped by `stopAll` after each test.
 */
export function testRunners(env: () => ProjectionEnv) {
  const running = new Set<ProjectionRunner>();
  const stop = async (runner: ProjectionRunner): Promise<void> => {
    running.delete(runner);
    await runner.stop();
  };
  return {
    start(options: Partial<ProjectionRunnerOptions> & Pick<ProjectionRunnerOptions, 'projectors'>) {
      const runner = new ProjectionRunner({
        ...env(),
        standbyRetryMs: 50,
        errorRetryMs: 50,
        checkpointWatchMs: 50,
        logger: new RecordingLogger(),
        ...options,
      });
      runner.start();
      running.add(runner);
      return runner;
    },
    stop,
    stopAll: () => Promise.all([...running].map(stop)),
  };
}
