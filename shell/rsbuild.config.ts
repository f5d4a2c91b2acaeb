import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { federationShared, SHARE_STRATEGY } from './kit/federation.ts';
import { precompressPlugin } from './kit/precompress.ts';
import { deskServiceWorkerPlugin } from './pwa/desk-service-worker.ts';

/** The API the dev server proxies to (the static server of `serve/` does the same in production). */
const apiUrl = process.env.CENACLE_API_URL ?? 'http://127.0.0.1:8080';
const proxied = { target: apiUrl, changeOrigin: false };

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'shell',
      // No remotes at build time: they come from remotes.json when the page starts.
      remotes: {},
      shared: federationShared('host'),
      shareStrategy: SHARE_STRATEGY,
      dts: false,
      manifest: false,
      // Remotes use this runtime instead of bundling their own (see remoteBuild).
      experiments: { provideExternalRuntime: true },
    }),
    // The arrival desk's offline worker (decision 023), written into dist after the build.
    deskServiceWorkerPlugin(),
  ],
  source: { entry: { index: './src/index.ts' } },
  html: {
    title: 'Cenacle',
    favicon: './src/assets/logo.svg',
    meta: { description: 'Cenacle', viewport: 'width=device-width, initial-scale=1' },
    // remotes.json is asked for while the entry script downloads (early-requests.ts takes it).
    tags: [
      {
        tag: 'link',
        attrs: { rel: 'preload', href: '/remotes.json', as: 'fetch', crossorigin: 'anonymous' },
        head: true,
        append: true,
      },
    ],
  },
  output: { distPath: { root: 'dist' }, cleanDistPath: true },
  // Brotli and gzip copies of the built files, which the web server sends as they are.
  tools: { rspack: { plugins: [precompressPlugin()] } },
  server: {
    port: Number(process.env.SHELL_PORT ?? 3000),
    proxy: { '/api': { ...proxied, ws: true }, '/login': proxied },
    historyApiFallback: true,
  },
  performance: {
    chunkSplit: {
      strategy: 'split-by-experience',
      // Named chunks for the libraries every page starts with, so index.html can preload them.
      forceSplitting: {
        'lib-react-dom': /node_modules[\\/](react-dom|scheduler)[\\/]/,
        'lib-i18n': /node_modules[\\/](i18next|react-i18next)[\\/]/,
        'lib-query': /node_modules[\\/]@tanstack[\\/]/,
        // The small shared modules the first render needs (React, its JSX runtime, zustand, the
        // kit's core): named, so they are preloaded with the rest instead of fetched in a second wave.
        'lib-react':
          /node_modules[\\/](react|use-sync-external-store|zustand|html-parse-stringify|void-elements)[\\/]/,
        'kit-core': /shell[\\/]kit[\\/]src[\\/](?!ui[\\/]|content[\\/]|rich-text[\\/])/,
      },
    },
    // Every page needs these before its first render; without the hints the browser learns of them
    // only once the entry has run, and of some only once those have.
    preload: {
      type: 'async-chunks',
      include: /lib-(react|react-dom|i18n|query|router)\.|kit-core\.|bootstrap\./,
    },
  },
});
