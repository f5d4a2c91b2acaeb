import { remoteBuild } from '@cenacle/kit/federation';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { ACCOUNTING_REMOTE } from './routes.ts';

const { federation, routesFile, ...settings } = remoteBuild({
  remote: ACCOUNTING_REMOTE,
  devPort: Number(process.env.ACCOUNTING_PORT ?? 3002),
});

export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(federation), routesFile],
  ...settings,
});
