import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { loadConfig } from '../src/config/config.ts';
import { KURRENTDB_IMAGE } from '../src/eventstore/kurrent/kurrent-image.ts';
import { build, type K8sObject, podContainers, readYamlDocuments, strategicMerge } from './kustomize.ts';

const DEPLOY = fileURLToPath(new URL('.', import.meta.url));
const ROOT = join(DEPLOY, '../..');
const K8S = join(DEPLOY, 'k8s');
const OVERLAYS = readdirSync(join(K8S, 'overlays')).map((name) => join(K8S, 'overlays', name));
const BUILDS = [join(K8S, 'base'), ...OVERLAYS];

/** The health endpoint of the API (services/src/http/health.route.ts); probes.int.spec.ts asks the real server. */
const API_HEALTH = '/management/health';

/** Every configuration variable of README.md's table. */
/** README variables only the API reads: the other processes are not handed them. */
const API_ONLY = ['METRICS_TOKEN'];

function readmeVariables(): string[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Configuration'));
  return [...section.matchAll(/^\| `([A-Z0-9_]+)`/gm)].map((m) => m[1] as string);
}

/** Validates an object against the Kubernetes schema of its apiVersion and kind. */
async function validate(object: K8sObject): Promise<void> {
  const module = (await import(`kubernetes-models/${object.apiVersion}`)) as Record<
    string,
    new (
      data: unknown,
    ) => { validate(): void }
  >;
  const Model = module[object.kind];
  if (!Model) throw new Error(`kubernetes-models has no ${object.apiVersion} ${object.kind}`);
  new Model(object).validate();
}

const builds = new Map(BUILDS.map((dir) => [dir, build(dir)]));
const production = builds.get(join(K8S, 'overlays/production')) as K8sObject[];
const find = (objects: K8sObject[], kind: string, name: string) => {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name}`);
  return found;
};

describe('Kubernetes manifests', () => {
  it('builds base and every overlay, each object valid against the Kubernetes schemas', async () => {
    expect(OVERLAYS.map((o) => o.split('/').pop()).sort()).toEqual(['production', 'production-kurrentdb']);
    for (const [dir, objects] of builds) {
      expect(objects.length, dir).toBeGreaterThan(20);
      for (const object of objects) await validate(object);
      const ids = objects.map((o) => `${o.kind}/${o.metadata.name}`);
      expect(new Set(ids).size, `${dir}: duplicate objects`).toBe(ids.length);
    }
  });

  it('refuses what is no valid Kubernetes object', async () => {
    const api = structuredClone(find(production, 'Deployment', 'api'));
    const container = podContainers(api)[0] as unknown as { ports: { containerPort: unknown }[] };
    (container.ports[0] as { containerPort: unknown }).containerPort = 'http';
    await expect(validate(api)).rejects.toThrow(/containerPort/);
  });

  it('refuses a patch that matches nothing and a resource that does not exist', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cenacle-kustomize-'));
    try {
      const write = (name: string, text: string) =>
        execFileSync('sh', ['-c', `cat > "${join(dir, name)}"`], { input: text });
      write('kustomization.yaml', 'resources: [missing.yaml]\n');
      expect(() => build(dir)).toThrow(/missing.yaml does not exist/);
      write('cm.yaml', 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n');
      write('patch.yaml', 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: b}\ndata: {x: y}\n');
      write('kustomization.yaml', 'resources: [cm.yaml]\npatches: [{path: patch.yaml}]\n');
      expect(() => build(dir)).toThrow(/matches no ConfigMap b/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('merges containers and env by name in a patch', () => {
    const merged = strategicMerge(
      { containers: [{ name: 'a', image: 'x', env: [{ name: 'A', value: '1' }] }, { name: 'b' }] },
      { containers: [{ name: 'a', env: [{ name: 'B', value: '2' }] }] },
    );
    expect(merged).toEqual({
      containers: [
        {
          name: 'a',
          image: 'x',
          env: [
            { name: 'A', value: '1' },
            { name: 'B', value: '2' },
          ],
        },
        { name: 'b' },
      ],
    });
  });

  it('builds what kubectl kustomize builds, when kubectl is on this machine', () => {
    const kubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' });
    if (kubectl.status !== 0) {
      console.log(
        'kubectl kustomize comparison not run: no kubectl on the PATH (the builder above still ran)',
      );
      return;
    }
    for (const [dir, ours] of builds) {
      const out = execFileSync('kubectl', ['kustomize', dir], { encoding: 'utf8' });
      const theirs = parseAllDocuments(out).map((d) => d.toJS() as K8sObject);
      // kustomize suffixes generated ConfigMaps with a hash of their content and renames references.
      const id = (o: K8sObject) => `${o.kind}/${o.metadata.name.replace(/-[a-z0-9]{10}$/, '')}`;
      expect(theirs.map(id).sort(), dir).toEqual(ours.map(id).sort());
      for (const object of theirs) {
        const mine = ours.find((o) => id(o) === id(object)) as K8sObject;
        expect(
          JSON.parse(JSON.stringify(mine).replaceAll(/(cenacle-(?:config|web|cdn))-[a-z0-9]{10}/g, '$1')),
        ).toEqual(
          JSON.parse(JSON.stringify(object).replaceAll(/(cenacle-(?:config|web|cdn))-[a-z0-9]{10}/g, '$1')),
        );
      }
    }
    // kubectl runs once per overlay: seconds each on a busy machine.
  }, 60_000);

  it('runs 2+ API replicas and a standby for every projection and worker process', () => {
    for (const [dir, objects] of builds) {
      const autoscaled = objects.some((o) => o.kind === 'HorizontalPodAutoscaler');
      for (const name of ['api', 'projections', 'workers']) {
        const spec = find(objects, 'Deployment', name).spec as { replicas?: number };
        // Where an autoscaler scales the API, the Deployment leaves the count to it.
        if (name === 'api' && autoscaled) expect(spec.replicas, dir).toBeUndefined();
        else expect(spec.replicas, `${dir}: ${name}`).toBeGreaterThanOrEqual(2);
      }
    }
    const autoscaler = find(production, 'HorizontalPodAutoscaler', 'api').spec as {
      minReplicas: number;
      scaleTargetRef: { kind: string; name: string };
    };
    expect(autoscaler.minReplicas).toBeGreaterThanOrEqual(2);
    expect(autoscaler.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: 'api' });
    expect(find(production, 'PodDisruptionBudget', 'api').spec).toMatchObject({ minAvailable: 1 });
  });

  it('probes the API on the health endpoint (liveness on its database-free part), over the port it listens on', () => {
    for (const objects of builds.values()) {
      const api = podContainers(find(objects, 'Deployment', 'api'))[0];
      expect(api?.livenessProbe?.httpGet?.path).toBe(`${API_HEALTH}/liveness`);
      for (const probe of [api?.startupProbe, api?.readinessProbe, api?.livenessProbe]) {
        expect(probe?.httpGet?.path?.startsWith(API_HEALTH)).toBe(true);
        const port = api?.ports?.find((p) => p.name === probe?.httpGet?.port);
        const config = find(objects, 'ConfigMap', 'cenacle-config').data as Record<string, string>;
        expect(port?.containerPort).toBe(loadConfig(config).apiPort);
      }
    }
  });

  it('gives every container resource requests and limits, and every HTTP workload probes', () => {
    for (const objects of builds.values()) {
      for (const object of objects) {
        for (const container of podContainers(object)) {
          const what = `${object.kind}/${object.metadata.name}`;
          expect(container.resources?.requests, what).toMatchObject({
            cpu: expect.any(String),
            memory: expect.any(String),
          });
          expect(container.resources?.limits, what).toMatchObject({
            cpu: expect.any(String),
            memory: expect.any(String),
          });
          const noHttp = ['projections', 'workers'].includes(object.metadata.name);
          if (!noHttp) {
            expect(container.readinessProbe, what).toBeDefined();
            expect(container.livenessProbe, what).toBeDefined();
          }
        }
      }
    }
  });

  it('gives the Node processes every variable of the README table, secrets from the Secret only', () => {
    const secretKeys = Object.keys(parseEnvFile(join(K8S, 'secrets.env.example')));
    for (const objects of builds.values()) {
      const config = find(objects, 'ConfigMap', 'cenacle-config').data as Record<string, string>;
      for (const name of ['api', 'projections', 'workers']) {
        const container = podContainers(find(objects, 'Deployment', name))[0];
        expect(container?.envFrom).toEqual([{ configMapRef: { name: 'cenacle-config' } }]);
        const fromSecret = (container?.env ?? []).map((e) => {
          expect(e.value, `${name} ${e.name}: a literal value`).toBeUndefined();
          expect(e.valueFrom?.secretKeyRef?.name).toBe('cenacle-secrets');
          expect(secretKeys).toContain(e.valueFrom?.secretKeyRef?.key);
          return e.name;
        });
        const given = new Set([...Object.keys(config), ...fromSecret]);
        expect(
          readmeVariables().filter((v) => !given.has(v) && !(name !== 'api' && API_ONLY.includes(v))),
          name,
        ).toEqual([]);
        if (name !== 'api') for (const v of API_ONLY) expect(given, `${name} ${v}`).not.toContain(v);
        // Nothing secret in the ConfigMap.
        for (const secret of fromSecret) expect(config).not.toHaveProperty(secret);
      }
    }
    const kurrent = builds.get(join(K8S, 'overlays/production-kurrentdb')) as K8sObject[];
    expect(
      loadConfig(find(kurrent, 'ConfigMap', 'cenacle-config').data as Record<string, string>).eventStoreUrl,
    ).toBe('kurrentdb://kurrentdb:2113?tls=false');
    // The server the contract suite is run against, not whatever `latest` is that day.
    expect(podContainers(find(kurrent, 'StatefulSet', 'kurrentdb'))[0]?.image).toBe(KURRENTDB_IMAGE);
    expect(
      loadConfig(find(production, 'ConfigMap', 'cenacle-config').data as Record<string, string>)
        .eventStoreUrl,
    ).toBe(null);
  });

  it('puts every Deployment and StatefulSet selector on its own pod labels, and every Service on pods', () => {
    for (const objects of builds.values()) {
      const podLabels = objects.flatMap((o) => {
        const spec = o.spec as {
          selector?: { matchLabels?: Record<string, string> };
          template?: { metadata?: { labels?: Record<string, string> } };
        };
        if (!spec?.template) return [];
        const labels = spec.template.metadata?.labels ?? {};
        for (const [k, v] of Object.entries(spec.selector?.matchLabels ?? {}))
          expect(labels[k], o.metadata.name).toBe(v);
        return [labels];
      });
      for (const service of objects.filter((o) => o.kind === 'Service')) {
        const selector = (service.spec as { selector: Record<string, string> }).selector;
        const matches = podLabels.filter((labels) =>
          Object.entries(selector).every(([k, v]) => labels[k] === v),
        );
        expect(matches.length, `Service ${service.metadata.name}`).toBe(1);
      }
    }
  });
});

function parseEnvFile(file: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^([A-Z0-9_]+)=(.*)$/.exec(line);
    if (m) out[m[1] as string] = m[2] as string;
  }
  return out;
}

interface ComposeService {
  image?: string;
  build?: { dockerfile: string };
  command?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  secrets?: string[];
  depends_on?: Record<string, unknown>;
  profiles?: string[];
  healthcheck?: { test: string[] };
  deploy?: { replicas?: number; resources?: { limits?: Record<string, string> } };
}

describe('compose.yaml', () => {
  const compose = parse(readFileSync(join(DEPLOY, 'compose.yaml'), 'utf8'), { merge: true }) as {
    services: Record<string, ComposeService>;
    volumes?: Record<string, unknown>;
    secrets?: Record<string, unknown>;
  };
  const services = compose.services;

  it('names only defined volumes, secrets and services', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0] as string;
        if (source.startsWith('.') || source.startsWith('/')) {
          expect(() => readFileSync(join(DEPLOY, source)), `${name}: ${source}`).not.toThrow();
        } else expect(Object.keys(compose.volumes ?? {}), name).toContain(source);
      }
      for (const secret of service.secrets ?? [])
        expect(Object.keys(compose.secrets ?? {})).toContain(secret);
      for (const dependency of Object.keys(service.depends_on ?? {}))
        expect(Object.keys(services)).toContain(dependency);
    }
  });

  it('runs 2 API replicas, standby projections and workers, and KurrentDB only on request', () => {
    expect(services.api?.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(services.projections?.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(services.workers?.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(services.kurrentdb?.profiles).toEqual(['kurrentdb']);
    expect(services.kurrentdb?.image).toBe(KURRENTDB_IMAGE);
    expect(services.seed?.profiles).toEqual(['demo']);
    for (const [name, service] of Object.entries(services)) {
      expect(service.deploy?.resources?.limits, name).toMatchObject({ memory: expect.any(String) });
    }
  });

  it('probes the API on its health endpoint and hands every process the README variables', () => {
    expect(services.api?.healthcheck?.test.join(' ')).toContain(`http://127.0.0.1:8080${API_HEALTH}`);
    for (const name of ['api', 'projections', 'workers', 'seed']) {
      const env = services[name]?.environment ?? {};
      expect(
        readmeVariables().filter((v) => !(v in env) && !(name !== 'api' && API_ONLY.includes(v))),
        name,
      ).toEqual([]);
      if (name !== 'api') for (const v of API_ONLY) expect(env, `${name} ${v}`).not.toHaveProperty(v);
    }
  });

  it('keeps secrets out of the file: every one is required from the environment', () => {
    const text = readFileSync(join(DEPLOY, 'compose.yaml'), 'utf8');
    for (const secret of [
      'POSTGRES_PASSWORD',
      'REDIS_PASSWORD',
      'SESSION_SECRET',
      'SECRETS_KEY',
      'PERSONAL_DATA_KEY',
    ]) {
      expect(text).toMatch(new RegExp(`\\$\\{${secret}:\\?`));
      expect(text).not.toMatch(new RegExp(`\\$\\{${secret}:-`));
      expect(parseEnvFile(join(DEPLOY, 'env.example'))[secret]).toMatch(/^change-me/);
    }
  });

  it('runs each Node process from the image the Dockerfile builds, with an entry file that exists', () => {
    for (const name of ['api', 'projections', 'workers', 'seed']) {
      const service = services[name] as ComposeService;
      expect(service.build?.dockerfile).toBe('infra/deploy/Dockerfile');
      const [script] = service.command ?? [];
      expect(() => readFileSync(join(ROOT, script as string)), name).not.toThrow();
    }
    for (const objects of builds.values()) {
      for (const name of ['api', 'projections', 'workers']) {
        const [script] = podContainers(find(objects, 'Deployment', name))[0]?.args ?? [];
        expect(script).toBe(services[name]?.command?.[0]);
      }
    }
  });
});

describe('Dockerfiles', () => {
  const workspaces = (
    JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }
  ).workspaces;

  it('copy every workspace package.json before installing, so the lockfile installs as it is', () => {
    for (const file of ['Dockerfile', 'web.Dockerfile']) {
      const text = readFileSync(join(DEPLOY, file), 'utf8');
      const deps = text.slice(0, text.indexOf('npm install'));
      for (const workspace of workspaces)
        expect(deps, `${file}: ${workspace}`).toContain(`COPY ${workspace}/package.json ${workspace}/`);
      expect(text).toMatch(/^FROM \$\{NODE_IMAGE\} AS deps$/m);
      expect(text).toMatch(/^ARG NODE_IMAGE=node:20-/m);
    }
  });

  it('copy every server-side workspace into the Node image', () => {
    const text = readFileSync(join(DEPLOY, 'Dockerfile'), 'utf8');
    for (const workspace of ['shared-domain', 'infra', 'services', 'projections', 'workers']) {
      expect(text).toContain(`COPY ${workspace}/ ${workspace}/`);
    }
  });
});

describe('static sites', () => {
  const script = join(DEPLOY, 'web/18-cenacle-site.envsh');
  /** Sources the entrypoint script as the nginx image does and answers what it set and wrote. */
  function site(env: Record<string, string>) {
    const root = mkdtempSync(join(tmpdir(), 'cenacle-site-'));
    try {
      const out = execFileSync(
        'sh',
        [
          '-c',
          `. "${script}" && printf '%s\\n%s\\n%s\\n' "$CENACLE_CSP" "$CENACLE_FALLBACK" "$CENACLE_CORS"`,
        ],
        { env: { PATH: process.env.PATH, CENACLE_SITE_ROOT: root, ...env }, encoding: 'utf8' },
      );
      const [csp, fallback, cors] = out.split('\n');
      let remotes: unknown = null;
      try {
        remotes = JSON.parse(readFileSync(join(root, 'remotes.json'), 'utf8'));
      } catch {
        remotes = null;
      }
      return { csp, fallback, cors, remotes };
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }

  it("writes the shell's remotes.json and a CSP naming exactly the remotes' origins", () => {
    const webEnv = parseEnvFile(join(K8S, 'base/web.env'));
    const shell = site({ CENACLE_APP: 'shell', ...webEnv });
    expect(shell.remotes).toEqual({
      planning: 'https://planning.cenacle.example.org/mf-manifest.json',
      accounting: 'https://accounting.cenacle.example.org/mf-manifest.json',
      publicSite: 'https://public.cenacle.example.org/mf-manifest.json',
      cms: 'https://cms.cenacle.example.org/mf-manifest.json',
    });
    const remotes =
      'https://accounting.cenacle.example.org https://cms.cenacle.example.org https://planning.cenacle.example.org https://public.cenacle.example.org';
    expect(shell.csp).toBe(
      [
        "default-src 'self'",
        `script-src 'self' ${remotes}`,
        `connect-src 'self' ${remotes}`,
        `style-src 'self' 'unsafe-inline' ${remotes}`,
        "img-src 'self' data: https://tile.openstreetmap.org",
        "font-src 'self'",
        "worker-src 'self' blob:",
        "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
    expect(shell.fallback).toBe('/index.html');
    expect(shell.cors).toBe('');
  });

  it('makes a {s} tile template a wildcard and names one origin once', () => {
    const shell = site({
      CENACLE_APP: 'shell',
      CENACLE_REMOTES:
        'a=http://localhost:8081/mf-manifest.json b=http://localhost:8081/other/mf-manifest.json',
      MAP_TILES_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
    });
    expect(shell.csp).toContain("script-src 'self' http://localhost:8081; ");
    expect(shell.csp).toContain("img-src 'self' data: https://*.tiles.example.org;");
  });

  it('refuses a remote given without its URL', () => {
    expect(() => site({ CENACLE_APP: 'shell', CENACLE_REMOTES: 'planning' })).toThrow();
  });

  it('serves a remote with CORS, no fallback and nothing to run as a document', () => {
    const remote = site({ CENACLE_APP: 'mf-planning' });
    expect(remote).toMatchObject({
      csp: "default-src 'none'; frame-ancestors 'none'",
      fallback: '=404',
      cors: '*',
      remotes: null,
    });
  });

  it('sends the security headers from both locations of a site (the cache policy: shell/serve/nginx-parity)', () => {
    const conf = readFileSync(join(DEPLOY, 'web/site.conf.template'), 'utf8');
    const block = (start: string) =>
      conf.slice(conf.indexOf(start), conf.indexOf('\n    }\n', conf.indexOf(start)));
    for (const start of ['location ~', 'location / {']) {
      for (const header of [
        // biome-ignore lint/suspicious/noTemplateCurlyInString: nginx's template placeholder, literally
        'Content-Security-Policy "${CENACLE_CSP}"',
        'X-Content-Type-Options "nosniff"',
        'Referrer-Policy "same-origin"',
      ]) {
        expect(block(start)).toContain(`add_header ${header} always;`);
      }
    }
  });

  it('sends the API paths of the shell origin to the API, never cached, and the rest through the cache', () => {
    const conf = readFileSync(join(K8S, 'base/cdn.conf'), 'utf8');
    const apiLocation = /location ~ \^\/\((.+)\) \{([^}]*)\}/.exec(conf);
    // Which paths: shell/serve/nginx-parity.unit.spec.ts holds them to what the shell's own server forwards.
    expect(apiLocation?.[1]).toBeTruthy();
    expect(apiLocation?.[2]).toContain('proxy_cache off;');
    expect(apiLocation?.[2]).toContain('proxy_set_header Upgrade $http_upgrade;');
    for (const upstream of ['web-shell', 'web-planning', 'web-accounting', 'web-public', 'web-cms']) {
      expect(conf).toContain(`proxy_pass http://${upstream}:8080;`);
    }
    for (const objects of builds.values()) {
      const names = objects.filter((o) => o.kind === 'Service').map((o) => o.metadata.name);
      for (const upstream of [
        'api',
        'web-shell',
        'web-planning',
        'web-accounting',
        'web-public',
        'web-cms',
      ]) {
        expect(names).toContain(upstream);
      }
    }
  });
});

// The YAML of every file, not only the built ones, parses (a stray file would go unnoticed otherwise).
describe('every YAML file under infra/deploy', () => {
  it('parses', () => {
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(join(dir, e.name)) : /\.ya?ml$/.test(e.name) ? [join(dir, e.name)] : [],
      );
    const files = walk(DEPLOY);
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) expect(() => readYamlDocuments(file), file).not.toThrow();
  });
});
