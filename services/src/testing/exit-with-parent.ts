/**
 * Preloaded into the processes a test starts (`startTsxProcess`): when the test's process is gone
 * (a hook timed out, the worker was stopped) without stopping it, the child stops itself as on
 * SIGTERM instead of living on with its PostgreSQL connections, which later runs on the same server
 * then miss ("sorry, too many clients already").
 */
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
}, 1000).unref();
