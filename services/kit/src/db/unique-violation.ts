import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { DomainError } from '../errors.ts';

/** The PostgreSQL constraint (or unique index) a unique violation broke. */
export function violatedConstraint(error: unknown): string | null {
  if (!(error instanceof UniqueConstraintViolationException)) return null;
  // MikroORM copies the driver error's fields, PostgreSQL's `constraint` among them.
  const constraint = (error as { constraint?: unknown }).constraint;
  return typeof constraint === 'string' ? constraint : null;
}

/**
 * Runs `work`; a unique violation of one of the named constraints becomes that constraint's domain
 * error (usually CONFLICT). The database decides races that a check-then-insert cannot: two
 * sign-ups with one e-mail, two categories with one name. Other errors pass through.
 */
export async function mapUniqueViolation<T>(
  work: () => Promise<T>,
  byConstraint: Readonly<Record<string, () => DomainError>>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const constraint = violatedConstraint(error);
    const toDomainError = constraint ? byConstraint[constraint] : undefined;
    throw toDomainError ? toDomainError() : error;
  }
}
