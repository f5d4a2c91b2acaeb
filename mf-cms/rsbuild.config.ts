import { remoteBuild } from '@cenacle/kit/federation';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { CMS_REMOTE } from './routes.ts';

const { federation, routesFile, ...settings } = remoteBuild({
  remote: CMS_REMOTE,
  devPort: Number(process.env.CMS_PORT ?? 3004),
});

export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(federation), routesFile],
  ...settings,
});
