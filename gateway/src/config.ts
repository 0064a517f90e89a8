import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { configVars, loadConfig } from '@koinonia/kit';
import { subgraphs } from './subgraphs.ts';
import { defaultManifestPath } from './trusted-documents.ts';

const envName = (service: string): string => `${service.toUpperCase().replaceAll('-', '_')}_URL`;

const flag = (fallback: boolean, description: string) =>
  z
    .enum(['true', 'false'])
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true')
    .describe(description);

const count = (fallback: number, description: string) => z.coerce.number().int().min(0).default(fallback).describe(description);

export function loadGatewayConfig(env: Readonly<Record<string, string | undefined>> = process.env) {
  const parsed = loadConfig(
    {
      GATEWAY_PORT: configVars.port(4000),
      INTERNAL_SECRET: configVars.internalSecret(),
      LOG_LEVEL: configVars.logLevel(),
      REDIS_URL: configVars.redisUrl(),
      WEB_ORIGINS: z
        .string()
        .default('http://localhost:3000')
        .transform((v) => v.split(',').map((o) => o.trim()).filter(Boolean))
        .describe('comma-separated browser origins allowed to call the API with credentials'),
      WEB_URL: configVars
        .optionalUrl()
        .describe('public URL of the web app (default: the first of WEB_ORIGINS); https makes the session cookie Secure'),
      COOKIE_SECURE: z
        .enum(['true', 'false'])
        .optional()
        .describe('mark the session cookie Secure or not, whatever WEB_URL says (unset: Secure when WEB_URL is https)'),
      KOINONIA_DEV_MODE: flag(false, 'development mode: /dev/mailbox.json answers requests from this machine (loopback) only'),
      GRAPHQL_INTROSPECTION: flag(false, 'allow introspection, field suggestions and GraphiQL (development only)'),
      TRUSTED_DOCUMENTS: flag(false, "run only the web app's operations, sent by hash"),
      TRUSTED_DOCUMENTS_MANIFEST: z
        .string()
        .default(fileURLToPath(defaultManifestPath))
        .describe('the trusted operations by hash (npm run trusted-documents -w gateway writes it)'),
      GATEWAY_QUERY_PLANNER: z
        .enum(['auto', 'rust', 'js'])
        .default('auto')
        .describe('auto: the Rust planner where its binary loads, else JavaScript'),
      SESSION_CACHE_SECONDS: count(10, 'how long a resolved session is reused (the longest a revoked session keeps working); 0: ask identity every time'),
      SOCKET_REVALIDATE_SECONDS: z.coerce.number().int().min(1).default(60).describe('how often open WebSockets check their session is still live'),
      RATE_LIMIT_PER_ADDRESS: count(1_200, 'requests per client address per minute; 0: off'),
      RATE_LIMIT_PER_SESSION: count(600, 'requests per session per minute; 0: off'),
      TRUSTED_PROXIES: z
        .string()
        .default('')
        .transform((v) => new Set(v.split(',').map((a) => a.trim()).filter(Boolean)))
        .describe('comma-separated addresses (load balancers, the web server) whose X-Forwarded-For names the client'),
      ...Object.fromEntries(
        subgraphs.map((s) => [envName(s.name), z.url().default(s.defaultUrl).describe(`the ${s.name} subgraph's /graphql URL`)]),
      ),
    },
    env,
  ) as Record<string, unknown>;
  const webOrigins = parsed['WEB_ORIGINS'] as string[];
  const webUrl = (parsed['WEB_URL'] as string | undefined) ?? webOrigins[0] ?? 'http://localhost:3000';
  const cookieSecure = parsed['COOKIE_SECURE'] as 'true' | 'false' | undefined;
  return {
    port: parsed['GATEWAY_PORT'] as number,
    internalSecret: parsed['INTERNAL_SECRET'] as string,
    logLevel: parsed['LOG_LEVEL'] as string,
    redisUrl: parsed['REDIS_URL'] as string | undefined,
    webOrigins,
    webUrl,
    // A site served over HTTPS gets a cookie browsers send over HTTPS only; COOKIE_SECURE overrides.
    cookieSecure: cookieSecure === undefined ? new URL(webUrl).protocol === 'https:' : cookieSecure === 'true',
    devMode: parsed['KOINONIA_DEV_MODE'] as boolean,
    introspection: parsed['GRAPHQL_INTROSPECTION'] as boolean,
    trustedDocuments: parsed['TRUSTED_DOCUMENTS'] as boolean,
    trustedDocumentsManifest: parsed['TRUSTED_DOCUMENTS_MANIFEST'] as string,
    queryPlanner: parsed['GATEWAY_QUERY_PLANNER'] as 'auto' | 'rust' | 'js',
    sessionCacheSeconds: parsed['SESSION_CACHE_SECONDS'] as number,
    socketRevalidateSeconds: parsed['SOCKET_REVALIDATE_SECONDS'] as number,
    rateLimits: {
      perAddressPerMinute: parsed['RATE_LIMIT_PER_ADDRESS'] as number,
      perSessionPerMinute: parsed['RATE_LIMIT_PER_SESSION'] as number,
    },
    trustedProxies: parsed['TRUSTED_PROXIES'] as ReadonlySet<string>,
    subgraphUrls: Object.fromEntries(subgraphs.map((s) => [s.name, parsed[envName(s.name)] as string])),
  };
}

export type GatewayConfig = ReturnType<typeof loadGatewayConfig>;
