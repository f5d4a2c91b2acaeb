import type { Config } from '@cenacle/infra';
import { isSecretName, MIN_KNOWN_SECRET, maskSettings } from '@cenacle/infra/observability/mask.ts';
import type { FastifyInstance } from 'fastify';
import { activeProfiles } from './info.route.ts';

/**
 * Every secret value of the configuration and the environment (a setting whose name says it is one):
 * masked wherever it appears, even pasted into a setting whose name does not.
 */
function knownSecrets(config: Config, env: NodeJS.ProcessEnv): string[] {
  return [...Object.entries(config), ...Object.entries(env)]
    .filter(([name, value]) => isSecretName(name) && typeof value === 'string')
    .map(([, value]) => value as string)
    .filter((secret) => secret.length >= MIN_KNOWN_SECRET);
}

/**
 * `GET /management/configprops` (the configuration the process runs with, Spring Boot's shape) and
 * `GET /management/env` (its environment). Secrets are masked by name (…SECRET, …KEY, …PASSWORD,
 * …TOKEN), credentials inside URLs (`postgres://user:******@…`, `smtp://user:******@…`) and known
 * secret values wherever they appear.
 */
export function configRoutes(app: FastifyInstance, config: Config): void {
  app.get('/management/configprops', { schema: { hide: true } }, async () => {
    const secrets = knownSecrets(config, process.env);
    return {
      contexts: {
        cenacle: {
          beans: {
            config: {
              prefix: 'cenacle',
              properties: maskSettings(config as unknown as Record<string, unknown>, secrets),
            },
          },
        },
      },
    };
  });

  app.get('/management/env', { schema: { hide: true } }, async () => {
    const secrets = knownSecrets(config, process.env);
    const variables = Object.fromEntries(
      Object.entries(process.env)
        .filter((entry): entry is [string, string] => entry[1] !== undefined)
        .sort(([a], [b]) => a.localeCompare(b)),
    );
    const masked = maskSettings(variables, secrets);
    return {
      activeProfiles: activeProfiles(config),
      propertySources: [
        {
          name: 'systemEnvironment',
          properties: Object.fromEntries(Object.entries(masked).map(([name, value]) => [name, { value }])),
        },
      ],
    };
  });
}
