import { remoteBuild } from '@cenacle/kit/federation';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

const { federation, ...settings } = remoteBuild({
  name: 'accounting',
  exposes: { './AccountingRoute': './src/routes/AccountingRoute.tsx' },
  devPort: Number(process.env.ACCOUNTING_PORT ?? 3002),
});

export default defineConfig({ plugins: [pluginReact(), pluginModuleFederation(federation)], ...settings });
