import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Scratch space of the browser tests (logs, copies of builds); ignored by git. */
export const WORK_DIR = fileURLToPath(new URL('../.work/', import.meta.url));
