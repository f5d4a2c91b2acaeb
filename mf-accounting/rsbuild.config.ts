import { federationShared, SHARE_STRATEGY } from '@cenacle/kit/federation';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'accounting',
      exposes: { './AccountingRoute': './src/routes/AccountingRoute.tsx' },
      shared: federationShared('remote'),
      shareStrategy: SHARE_STRATEGY,
      // Runtime remotes: there are no build-time consumers to hand types to.
      dts: false,
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  // The shell loads this remote from another origin: chunk URLs must resolve against the remote's
  // own origin (Rsbuild's default '/' would make the shell fetch them from itself).
  output: { assetPrefix: 'auto', distPath: { root: 'dist' }, cleanDistPath: true },
  // The remote has no page of its own; it is only loaded through mf-manifest.json.
  tools: { htmlPlugin: false },
  server: { port: Number(process.env.ACCOUNTING_PORT ?? 3002), cors: { origin: '*' } },
});
