/** Reads one optional text search parameter (TanStack Router `validateSearch`). */
export function optionalText(search: Record<string, unknown>, key: string): string | undefined {
  const value = search[key];
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}
