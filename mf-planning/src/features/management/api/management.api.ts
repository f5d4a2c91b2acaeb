import { ApiError, api } from '@cenacle/kit';

/** The management calls (calls §7), admin only. Shapes as the API answers them. */
export interface Timer {
  readonly count: number;
  readonly mean: number;
  readonly max: number;
}

export interface Metrics {
  readonly jvm: Record<string, { used: number; committed: number; max: number }>;
  readonly memory: Record<string, number>;
  readonly processMetrics: Record<string, number>;
  readonly 'http.server.requests': { all: { count: number }; percode: Record<string, Timer> };
  readonly services: Record<string, Record<string, Timer>>;
  readonly commands: Record<string, { count: number; mean: number; outcomes: Record<string, number> }>;
  readonly eventLoop: { mean: number; max: number; percentiles: Record<string, number> };
  readonly projections: Record<string, { lag: number; failed: boolean }>;
  readonly mail: { sent: number; failed: number; waiting: number };
  readonly databases: { pool: { total: number; idle: number; waiting: number } };
}

export interface HealthComponent {
  readonly status: string;
  readonly details?: Record<string, unknown>;
}

export interface Health {
  readonly status: string;
  readonly components?: Record<string, HealthComponent>;
}

export interface ConfigProps {
  readonly contexts: Record<
    string,
    { beans: Record<string, { prefix: string; properties: Record<string, unknown> }> }
  >;
}

export interface Env {
  readonly activeProfiles: string[];
  readonly propertySources: { name: string; properties: Record<string, { value: unknown }> }[];
}

export interface LoggerLevels {
  readonly configuredLevel: string | null;
  readonly effectiveLevel: string;
}

export interface Loggers {
  readonly levels: string[];
  readonly loggers: Record<string, LoggerLevels>;
}

export interface Info {
  readonly activeProfiles: string[];
  readonly app: { name: string; version: string };
}

export const managementKeys = {
  all: ['management'] as const,
  metrics: ['management', 'metrics'] as const,
  health: ['management', 'health'] as const,
  configuration: ['management', 'configuration'] as const,
  loggers: ['management', 'loggers'] as const,
  info: ['management', 'info'] as const,
};

export const fetchMetrics = (signal: AbortSignal) => api.get<Metrics>('/management/jhimetrics', { signal });
/** DOWN answers 503 with its parts: shown as a status (and which part failed), not as a failed page. */
export const fetchHealth = (signal: AbortSignal): Promise<Health> =>
  api.get<Health>('/management/health', { signal, silent: true }).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 503) {
      const body = error.problem as Partial<Health> | null;
      return { ...body, status: 'DOWN' } satisfies Health;
    }
    throw error;
  });
export async function fetchConfiguration(signal: AbortSignal): Promise<{ props: ConfigProps; env: Env }> {
  const [props, env] = await Promise.all([
    api.get<ConfigProps>('/management/configprops', { signal }),
    api.get<Env>('/management/env', { signal }),
  ]);
  return { props, env };
}
export const fetchLoggers = (signal: AbortSignal) => api.get<Loggers>('/management/loggers', { signal });
export const fetchInfo = (signal: AbortSignal) => api.get<Info>('/management/info', { signal });
export const changeLevel = (name: string, configuredLevel: string | null) =>
  api.post<void>(`/management/loggers/${encodeURIComponent(name)}`, { configuredLevel });
