import { remoteBuild } from '@cenacle/kit/federation';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

const { federation, ...settings } = remoteBuild({
  name: 'planning',
  exposes: { './SessionsRoute': './src/routes/SessionsRoute.tsx' },
  devPort: Number(process.env.PLANNING_PORT ?? 3001),
});

export default defineConfig({ plugins: [pluginReact(), pluginModuleFederation(federation)], ...settings });
