import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API_PREFIXES } from './api-prefixes.ts';
import { cacheControl } from './cache-policy.ts';

/** The deployment's nginx configuration (infra/deploy), read as text. */
const deployFile = (path: string) =>
  readFileSync(fileURLToPath(new URL(`../../infra/deploy/${path}`, import.meta.url)), 'utf8');

/** Deployed, the static sites and the CDN in front of them are nginx: they must serve as this server does. */
describe("the deployment's nginx and the shell's own server", () => {
  it('cache the same files the same way: hashed ones a year, everything else revalidated', () => {
    const conf = deployFile('web/site.conf.template');
    const hashed = new RegExp(/location ~ "(.+)" \{/.exec(conf)?.[1] as string);
    const block = (start: string) =>
      conf.slice(conf.indexOf(start), conf.indexOf('\n    }\n', conf.indexOf(start)));
    const forever = cacheControl('static/js/index.0123abcd.js');
    const revalidated = cacheControl('index.html');
    expect(forever).not.toBe(revalidated);
    expect(block('location ~')).toContain(`add_header Cache-Control "${forever}" always;`);
    expect(block('location / {')).toContain(`add_header Cache-Control "${revalidated}" always;`);
    for (const file of [
      'static/js/index.0123abcd.js',
      'static/css/async/12.deadbeef01.css',
      'static/font/inter.0a1b2c3d.woff2',
      'index.html',
      'remotes.json',
      'mf-manifest.json',
      'remoteEntry.js',
      'routes.json',
      'i18n/pl.json',
    ]) {
      expect(hashed.test(file) ? forever : revalidated, file).toBe(cacheControl(file));
    }
  });

  it('send the same paths of the shell origin to the API', () => {
    const conf = deployFile('k8s/base/cdn.conf');
    const apiPaths = /location ~ \^\/\((.+)\) \{/.exec(conf)?.[1]?.split('|') ?? [];
    expect(apiPaths.sort()).toEqual(API_PREFIXES.map((prefix) => prefix.slice(1)).sort());
  });
});
