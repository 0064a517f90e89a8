import { z } from 'zod';

/** Start-up stops with this when the environment is missing or malformed; it names each variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Parses the environment once into a typed object. Each service declares its variables (with a
 * `.describe()`) in its own `config.ts`; nothing else reads `process.env`.
 */
export function loadConfig<S extends z.ZodRawShape>(
  shape: S,
  env: Readonly<Record<string, string | undefined>> = process.env,
): z.infer<z.ZodObject<S>> {
  const result = z.object(shape).safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join('.');
    const description = (shape[name] as z.ZodType | undefined)?.description;
    return `  ${name}: ${issue.message}${description ? ` (${description})` : ''}`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** Variable shapes shared by every service, declared once. */
export const configVars = {
  port: (fallback: number) =>
    z.coerce.number().int().min(0).max(65535).default(fallback).describe('TCP port to listen on (0: any free port)'),
  url: () => z.url({ error: 'must be a URL' }),
  optionalUrl: () =>
    z
      .string()
      .optional()
      .transform((v) => (v === '' ? undefined : v))
      .pipe(z.url({ error: 'must be a URL' }).optional()),
  internalSecret: () =>
    z
      .string({ error: 'required' })
      .min(32, 'must be at least 32 characters')
      .describe('shared secret the gateway signs viewer tokens with; subgraphs verify them'),
  logLevel: () =>
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info').describe('log level'),
  redisUrl: () =>
    z
      .string()
      .optional()
      .transform((v) => v || undefined)
      .pipe(z.url({ error: 'must be a URL' }).optional())
      .describe('Redis for rate limits, caches and pub/sub; in-memory when unset'),
  brokers: () =>
    z
      .string()
      .optional()
      .transform((v) => (v ? v.split(',').map((b) => b.trim()).filter(Boolean) : undefined))
      .describe('comma-separated Kafka brokers; the in-process event bus is used when unset'),
};
