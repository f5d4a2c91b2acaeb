import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const PROCESSES = fileURLToPath(new URL('./projections-process.ts', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'cenacle-orphan-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(what: string, check: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`${what} within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('A process a test starts', () => {
  it('stops itself when the test process dies without stopping it', async () => {
    const pidFile = join(work, 'child.pid');
    // The product's processes run until SIGTERM; this one does the same.
    writeFileSync(
      join(work, 'child.ts'),
      `import { writeFileSync } from 'node:fs';
       writeFileSync(process.env.PID_FILE ?? '', String(process.pid));
       setInterval(() => undefined, 1000);
       process.on('SIGTERM', () => process.exit(0));`,
    );
    writeFileSync(
      join(work, 'test-process.ts'),
      `import { startTsxProcess } from ${JSON.stringify(PROCESSES)};
       startTsxProcess(${JSON.stringify(join(work, 'child.ts'))}, { PID_FILE: ${JSON.stringify(pidFile)} });
       setInterval(() => undefined, 1000);`,
    );
    const testProcess = spawn(process.execPath, ['--import', 'tsx', join(work, 'test-process.ts')], {
      cwd: ROOT,
      stdio: 'ignore',
    });
    await until(
      'the child wrote its pid',
      () => existsSync(pidFile) && readFileSync(pidFile, 'utf8') !== '',
      30_000,
    );
    const child = Number(readFileSync(pidFile, 'utf8'));
    expect(alive(child)).toBe(true);

    testProcess.kill('SIGKILL');
    try {
      await until('the orphaned child stopped', () => !alive(child), 10_000);
    } finally {
      if (alive(child)) process.kill(child, 'SIGKILL');
    }
  });
});
