import { remoteBuild } from '@cenacle/kit/federation';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { PLANNING_REMOTE } from './routes.ts';

const { federation, routesFile, ...settings } = remoteBuild({
  remote: PLANNING_REMOTE,
  devPort: Number(process.env.PLANNING_PORT ?? 3001),
});

export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(federation), routesFile],
  ...settings,
});
