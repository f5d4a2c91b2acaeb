import { remoteBuild } from '@cenacle/kit/federation';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { PUBLIC_REMOTE } from './routes.ts';

const { federation, routesFile, ...settings } = remoteBuild({
  remote: PUBLIC_REMOTE,
  devPort: Number(process.env.PUBLIC_PORT ?? 3003),
});

export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(federation), routesFile],
  ...settings,
});
