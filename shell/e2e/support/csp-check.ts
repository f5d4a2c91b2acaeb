import { afterEach, expect } from 'vitest';
import { takeCspViolations } from './browser.ts';

// Every browser test also proves the pages it drove broke no rule of the Content-Security-Policy.
afterEach(() => {
  expect(takeCspViolations()).toEqual([]);
});
