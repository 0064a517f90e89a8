import { pino, type Logger } from 'pino';

export type { Logger } from 'pino';

/** Structured JSON logs; one root logger per process, children per service. */
export function createLogger(name: string, level: string = 'info'): Logger {
  return pino({ name, level, base: { service: name } });
}
