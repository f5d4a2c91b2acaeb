/**
 * Several API processes behind one address, as `bench:cluster` runs them: Node's cluster module forks
 * `API_PROCESSES` workers of `services/src/server.ts`, which all listen on `API_PORT`; the primary
 * hands each new connection to the next worker in turn. SIGTERM stops them all. With
 * `BENCH_CPU_PROF_DIR` set, each worker writes a V8 CPU profile there when it stops.
 */
import cluster from 'node:cluster';
import { orExit, positive, readWholeNumbers } from '@cenacle/infra/config/settings.ts';

const { API_PROCESSES: processes } = orExit(() =>
  readWholeNumbers(process.env, { API_PROCESSES: positive(3) }),
);

if (cluster.isPrimary) {
  cluster.schedulingPolicy = cluster.SCHED_RR;
  const profiles = process.env.BENCH_CPU_PROF_DIR;
  if (profiles)
    cluster.setupPrimary({ execArgv: [...process.execArgv, '--cpu-prof', `--cpu-prof-dir=${profiles}`] });
  let stopping = false;
  for (let i = 0; i < processes; i++) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (!stopping) console.error(`API process ${worker.process.pid} stopped (${signal ?? code})`);
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  });
  process.on('SIGTERM', () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  });
} else {
  await import('../src/server.ts');
}
