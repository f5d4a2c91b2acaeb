import { remoteBuild } from '@cenacle/kit/federation';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { PUBLIC_REMOTE } from './routes.ts';

const { federation, routesFile, ...settings } = remoteBuild({
  remote: PUBLIC_REMOTE,
  devPort: Number(process.env.PUBLIC_PORT ?? 3003),
});

/**
 * The CMS renderer holds no state (it only draws sections), so this remote keeps a fallback copy of
 * it: the shell provides a shared module only once some code of its own imports it, and the public
 * pages must draw their sections whether or not it does.
 */
const CONTENT_RENDERER = '@cenacle/kit/content';
const { import: _takeTheShells, ...renderer } = federation.shared[CONTENT_RENDERER] ?? {};

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({ ...federation, shared: { ...federation.shared, [CONTENT_RENDERER]: renderer } }),
    routesFile,
  ],
  ...settings,
});
