import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { generateSW } from 'workbox-build';

/** The worker's file in the shell's build; mf-planning's desk registers it with scope /desk. */
export const DESK_SERVICE_WORKER_FILE = 'desk-sw.js';
/** Same name as mf-planning's desk (features/desk/state/sign-out.ts), which deletes it at sign-out. */
const ACCOUNT_CACHE = 'cenacle-desk-account';

/** Any origin (the remotes have their own), from the start of the URL: Workbox's rule for cross-origin. */
const anyOrigin = (path: string) => new RegExp(`^https?://[^/]+/${path}$`);

/**
 * The arrival desk's service worker (decision 023), made with Workbox after the shell's build:
 * - the shell's own files are precached, and a /desk page opened offline gets the shell's index.html;
 * - the remotes' entry files (remotes.json, mf-manifest.json, remoteEntry.js, routes.json, i18n) are
 *   network-first: a new release is picked up whenever the network answers;
 * - the remotes' hashed chunks are cache-first (they never change), kept as CORS responses;
 * - `/api/account` is network-first, so a desk page reloaded offline is still signed in; the desk
 *   deletes that cache at sign-out. No other API answer is cached: the roster lives in IndexedDB.
 * Its scope is /desk: no other page of Cenacle is controlled by it.
 */
export async function buildDeskServiceWorker(
  distPath: string,
  /** `development` skips minifying (a readable worker, to look into). */
  mode: 'production' | 'development' = 'production',
): Promise<{ count: number; size: number }> {
  const { count, size, warnings } = await generateSW({
    globDirectory: distPath,
    globPatterns: ['index.html', 'static/**/*.{js,css,svg,woff2,png}', 'i18n/*.json'],
    globIgnores: ['**/*.br', '**/*.gz', '**/*.map', DESK_SERVICE_WORKER_FILE],
    // The shell's hashed files carry their version in their names.
    dontCacheBustURLsMatching: /\.[0-9a-f]{8,}\./,
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    swDest: join(distPath, DESK_SERVICE_WORKER_FILE),
    mode,
    sourcemap: false,
    inlineWorkboxRuntime: true,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    navigateFallback: '/index.html',
    navigateFallbackAllowlist: [/^\/desk(\/|$)/],
    runtimeCaching: [
      {
        urlPattern: anyOrigin(
          '(remotes\\.json|mf-manifest\\.json|remoteEntry\\.js|routes\\.json|i18n/[a-z]{2}\\.json)',
        ),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'cenacle-desk-entries',
          networkTimeoutSeconds: 4,
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: anyOrigin('static/.+\\.[0-9a-f]{8,}\\.(js|css|svg|woff2|png)'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'cenacle-desk-code',
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 400 },
        },
      },
      {
        urlPattern: anyOrigin('api/account'),
        handler: 'NetworkFirst',
        options: {
          cacheName: ACCOUNT_CACHE,
          networkTimeoutSeconds: 4,
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  });
  for (const warning of warnings) console.warn(`desk service worker: ${warning}`);
  return { count, size };
}

/** Runs after the shell's production build (not in the development server). */
export function deskServiceWorkerPlugin(): RsbuildPlugin {
  return {
    name: 'cenacle:desk-service-worker',
    setup(api) {
      api.onAfterBuild(async ({ isFirstCompile }) => {
        if (!isFirstCompile) return;
        await buildDeskServiceWorker(api.context.distPath);
      });
    },
  };
}
