/** An error a page's loader throws when the API could not answer; the server replies with `status`. */
export interface PageError extends Error {
  status: number;
}

/**
 * The API is unreachable or failing, so the page cannot be shown: 503 Service Unavailable. A plain
 * Error with a name and a status, because TanStack Router sends a loader's error to the browser
 * with the page (name, message and own properties), which Apollo's error classes, holding the
 * fetch Response, would not survive. The cause is logged where it happened (the error link).
 */
export function pageUnavailable(): PageError {
  return Object.assign(new Error('Koinonia is not available right now. Please try again in a moment.'), {
    name: 'PageUnavailableError',
    status: 503,
  });
}

/** The HTTP status a loader's error asks for, if it is a PageError. */
export function pageErrorStatus(error: unknown): number | undefined {
  if (!(error instanceof Error) || !('status' in error)) return undefined;
  const status = (error as { status: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : undefined;
}
