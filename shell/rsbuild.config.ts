import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { federationShared, SHARE_STRATEGY } from './kit/federation.ts';

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
  ],
  source: { entry: { index: './src/index.ts' } },
  html: {
    title: 'Cenacle',
    favicon: './public/logo.svg',
    meta: { description: 'Cenacle', viewport: 'width=device-width, initial-scale=1' },
  },
  output: { distPath: { root: 'dist' }, cleanDistPath: true },
  server: {
    port: Number(process.env.SHELL_PORT ?? 3000),
    proxy: { '/api': { ...proxied, ws: true }, '/login': proxied },
    historyApiFallback: true,
  },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
});
