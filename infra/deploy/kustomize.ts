import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';

/**
 * The part of kustomize that Cenacle's manifests use, enough to build them in a test where no
 * kustomize binary is: resources (files and directories), components, config map generators (envs,
 * files, literals; create or merge), strategic-merge patches, images, replicas, namespace and labels.
 * Generated names keep no hash suffix. Anything else in a kustomization.yaml is refused, so a new
 * feature fails the test until this builder learns it.
 */

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; [key: string]: unknown };
  [key: string]: unknown;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

interface Generator {
  name: string;
  behavior?: 'create' | 'merge' | 'replace';
  envs?: string[];
  files?: string[];
  literals?: string[];
}

interface Kustomization {
  apiVersion?: string;
  kind?: string;
  namespace?: string;
  labels?: { pairs: Record<string, string>; includeSelectors?: boolean }[];
  resources?: string[];
  components?: string[];
  configMapGenerator?: Generator[];
  patches?: { path: string; target?: { kind?: string; name?: string } }[];
  images?: { name: string; newName?: string; newTag?: string }[];
  replicas?: { name: string; count: number }[];
}

const KNOWN_FIELDS = new Set([
  'apiVersion',
  'kind',
  'namespace',
  'labels',
  'resources',
  'components',
  'configMapGenerator',
  'patches',
  'images',
  'replicas',
]);

/** Kinds that live outside any namespace (the ones these manifests could use). */
const CLUSTER_SCOPED = new Set(['Namespace', 'ClusterRole', 'ClusterRoleBinding', 'PersistentVolume']);

/** Lists a strategic-merge patch merges by a key (as Kubernetes' patchMergeKey says) instead of replacing. */
const MERGE_KEYS: Readonly<Record<string, string>> = {
  containers: 'name',
  initContainers: 'name',
  env: 'name',
  ports: 'containerPort',
  volumes: 'name',
  volumeMounts: 'mountPath',
};

export class KustomizeError extends Error {
  override name = 'KustomizeError';
}

export function readYamlDocuments(file: string): unknown[] {
  const docs = parseAllDocuments(readFileSync(file, 'utf8'));
  return docs
    .map((doc) => {
      if (doc.errors.length > 0) throw new KustomizeError(`${file}: ${doc.errors[0]?.message}`);
      return doc.toJS() as unknown;
    })
    .filter((doc) => doc !== null && doc !== undefined);
}

function readKustomization(dir: string): Kustomization {
  const file = join(dir, 'kustomization.yaml');
  if (!existsSync(file)) throw new KustomizeError(`${dir} has no kustomization.yaml`);
  const [doc] = readYamlDocuments(file) as Kustomization[];
  if (!doc) throw new KustomizeError(`${file} is empty`);
  for (const key of Object.keys(doc)) {
    if (!KNOWN_FIELDS.has(key)) throw new KustomizeError(`${file}: field ${key} is not supported here`);
  }
  return doc;
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A strategic merge of `patch` into `target` (a new value; neither argument changes). */
export function strategicMerge(target: Json, patch: Json, key?: string): Json {
  if (isObject(target) && isObject(patch)) {
    const out: JsonObject = { ...target };
    for (const [k, v] of Object.entries(patch)) {
      if (v === null) delete out[k];
      else out[k] = k in out ? strategicMerge(out[k] as Json, v, k) : v;
    }
    return out;
  }
  const mergeKey = key ? MERGE_KEYS[key] : undefined;
  if (Array.isArray(target) && Array.isArray(patch) && mergeKey) {
    const out = [...target];
    for (const item of patch) {
      const at = isObject(item) ? out.findIndex((t) => isObject(t) && t[mergeKey] === item[mergeKey]) : -1;
      if (at >= 0) out[at] = strategicMerge(out[at] as Json, item);
      else out.push(item);
    }
    return out;
  }
  return patch;
}

function generate(dir: string, generator: Generator): Record<string, string> {
  const data: Record<string, string> = {};
  for (const envFile of generator.envs ?? []) {
    for (const line of readFileSync(join(dir, envFile), 'utf8').split('\n')) {
      if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
      const at = line.indexOf('=');
      if (at <= 0) throw new KustomizeError(`${envFile}: "${line}" is not KEY=value`);
      data[line.slice(0, at)] = line.slice(at + 1);
    }
  }
  for (const entry of generator.files ?? []) {
    const [key, path] = entry.includes('=') ? entry.split('=', 2) : [entry.split('/').pop(), entry];
    data[key as string] = readFileSync(join(dir, path as string), 'utf8');
  }
  for (const literal of generator.literals ?? []) {
    const at = literal.indexOf('=');
    data[literal.slice(0, at)] = literal.slice(at + 1);
  }
  return data;
}

const sameObject = (a: K8sObject, kind: string, name: string) => a.kind === kind && a.metadata.name === name;

/** What a kustomization (or a component, applied onto `base`) builds, as kustomize would. */
export function build(dir: string, base: K8sObject[] = []): K8sObject[] {
  const k = readKustomization(dir);
  let objects: K8sObject[] = [...base];

  for (const entry of k.resources ?? []) {
    const path = resolve(dir, entry);
    if (!existsSync(path)) throw new KustomizeError(`${dir}: resource ${entry} does not exist`);
    if (statSync(path).isDirectory()) objects.push(...build(path));
    else objects.push(...(readYamlDocuments(path) as K8sObject[]));
  }
  for (const entry of k.components ?? []) {
    const path = resolve(dir, entry);
    if (!existsSync(path)) throw new KustomizeError(`${dir}: component ${entry} does not exist`);
    if (readKustomization(path).kind !== 'Component') throw new KustomizeError(`${entry} is no Component`);
    objects = build(path, objects);
  }
  for (const generator of k.configMapGenerator ?? []) {
    const data = generate(dir, generator);
    const at = objects.findIndex((o) => sameObject(o, 'ConfigMap', generator.name));
    const behavior = generator.behavior ?? 'create';
    if (behavior === 'create') {
      if (at >= 0) throw new KustomizeError(`${dir}: ConfigMap ${generator.name} already exists`);
      objects.push({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: generator.name }, data });
    } else {
      const existing = objects[at];
      if (!existing) throw new KustomizeError(`${dir}: no ConfigMap ${generator.name} to ${behavior}`);
      const merged = behavior === 'merge' ? { ...(existing.data as Record<string, string>), ...data } : data;
      objects[at] = { ...existing, data: merged };
    }
  }
  for (const patch of k.patches ?? []) {
    const file = join(dir, patch.path);
    if (!existsSync(file)) throw new KustomizeError(`${dir}: patch ${patch.path} does not exist`);
    for (const doc of readYamlDocuments(file) as K8sObject[]) {
      const kind = patch.target?.kind ?? doc.kind;
      const name = patch.target?.name ?? doc.metadata?.name;
      const at = objects.findIndex((o) => sameObject(o, kind, name));
      const target = objects[at];
      if (!target) throw new KustomizeError(`${dir}: patch ${patch.path} matches no ${kind} ${name}`);
      objects[at] = strategicMerge(target as unknown as Json, doc as unknown as Json) as unknown as K8sObject;
    }
  }
  for (const image of k.images ?? []) {
    let used = false;
    for (const object of objects) {
      for (const container of podContainers(object)) {
        const [name, tag] = splitImage(container.image);
        if (name !== image.name) continue;
        used = true;
        container.image = `${image.newName ?? name}:${image.newTag ?? tag}`;
      }
    }
    if (!used) throw new KustomizeError(`${dir}: image ${image.name} is used by no container`);
  }
  for (const { name, count } of k.replicas ?? []) {
    const target = objects.find(
      (o) => ['Deployment', 'StatefulSet'].includes(o.kind) && o.metadata.name === name,
    );
    if (!target) throw new KustomizeError(`${dir}: replicas for ${name}, which does not exist`);
    (target.spec as JsonObject).replicas = count;
  }
  for (const { pairs } of k.labels ?? []) {
    for (const object of objects) object.metadata.labels = { ...object.metadata.labels, ...pairs };
  }
  if (k.namespace) {
    for (const object of objects)
      if (!CLUSTER_SCOPED.has(object.kind)) object.metadata.namespace = k.namespace;
  }
  return objects.map((o) => structuredClone(o));
}

export interface Container {
  name: string;
  image: string;
  args?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
}

export interface Probe {
  httpGet?: { path: string; port: number | string };
  exec?: { command: string[] };
  tcpSocket?: { port: number | string };
}

/** The containers of a workload's pod template (none for other kinds). */
export function podContainers(object: K8sObject): Container[] {
  const spec = object.spec as { template?: { spec?: { containers?: Container[] } } } | undefined;
  return spec?.template?.spec?.containers ?? [];
}

function splitImage(image: string): [string, string] {
  const at = image.lastIndexOf(':');
  return at > image.lastIndexOf('/') ? [image.slice(0, at), image.slice(at + 1)] : [image, 'latest'];
}
