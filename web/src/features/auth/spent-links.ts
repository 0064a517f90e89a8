/**
 * Reset links this browser has already used. There is no way to ask the API whether a link is
 * still good without spending it, so a link opened again in the browser that used it is known
 * spent up front from here; any other spent or expired link is known from the API's answer.
 * Read only after hydration (never while rendering on the server).
 */
const KEY = 'koinonia:spent-reset-links';
const KEEP = 20;

function read(): string[] {
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function isSpentResetLink(token: string): boolean {
  return read().includes(token);
}

export function rememberSpentResetLink(token: string): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify([token, ...read().filter((item) => item !== token)].slice(0, KEEP)));
  } catch {
    // Storage may be full or disabled; the API still refuses the link.
  }
}
