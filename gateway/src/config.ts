import { z } from 'zod';
import { configVars, loadConfig } from '@koinonia/kit';
import { subgraphs } from './subgraphs.ts';

const envName = (service: string): string => `${service.toUpperCase().replaceAll('-', '_')}_URL`;

export function loadGatewayConfig(env: Readonly<Record<string, string | undefined>> = process.env) {
  const parsed = loadConfig(
    {
      GATEWAY_PORT: configVars.port(4000),
      INTERNAL_SECRET: configVars.internalSecret(),
      LOG_LEVEL: configVars.logLevel(),
      WEB_ORIGINS: z
        .string()
        .default('http://localhost:3000')
        .transform((v) => v.split(',').map((o) => o.trim()).filter(Boolean))
        .describe('comma-separated browser origins allowed to call the API with credentials'),
      COOKIE_SECURE: z
        .enum(['true', 'false'])
        .default('false')
        .transform((v) => v === 'true')
        .describe('mark the session cookie Secure (true behind HTTPS)'),
      ...Object.fromEntries(
        subgraphs.map((s) => [envName(s.name), z.url().default(s.defaultUrl).describe(`the ${s.name} subgraph's /graphql URL`)]),
      ),
    },
    env,
  ) as Record<string, unknown>;
  return {
    port: parsed['GATEWAY_PORT'] as number,
    internalSecret: parsed['INTERNAL_SECRET'] as string,
    logLevel: parsed['LOG_LEVEL'] as string,
    webOrigins: parsed['WEB_ORIGINS'] as string[],
    cookieSecure: parsed['COOKIE_SECURE'] as boolean,
    subgraphUrls: Object.fromEntries(subgraphs.map((s) => [s.name, parsed[envName(s.name)] as string])),
  };
}

export type GatewayConfig = ReturnType<typeof loadGatewayConfig>;
