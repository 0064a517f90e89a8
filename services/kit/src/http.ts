import type { IncomingMessage, ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer, type BaseContext, type HTTPGraphQLRequest } from '@apollo/server';

const MAX_BODY_BYTES = 1_000_000;

export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
}

export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BodyTooLargeError(`request body over ${limit} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(text);
}

/** A GraphQL error body for failures that happen before execution (auth, body size). */
export function sendGraphQLError(res: ServerResponse, status: number, code: string, message: string): void {
  sendJson(res, status, { errors: [{ message, extensions: { code } }] });
}

/**
 * Runs one HTTP request through Apollo Server (no framework): GET and POST, Apollo's CSRF prevention,
 * and incremental delivery. `extraHeaders` lets the context add response headers (e.g. a session);
 * it is told whether the answer is finished (incremental delivery runs its later parts after the headers).
 */
export async function executeGraphQLHttp<TContext extends BaseContext>(
  apollo: ApolloServer<TContext>,
  req: IncomingMessage,
  res: ServerResponse,
  context: () => Promise<TContext>,
  extraHeaders?: (finished: boolean) => Iterable<[string, string]>,
): Promise<void> {
  const headers = new HeaderMap();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  let body: unknown;
  if (req.method === 'POST') {
    let raw: string;
    try {
      raw = await readBody(req);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return sendGraphQLError(res, 413, 'BAD_REQUEST', error.message);
      throw error;
    }
    const contentType = headers.get('content-type') ?? '';
    if (contentType.includes('application/json')) {
      try {
        body = raw ? JSON.parse(raw) : {};
      } catch {
        return sendGraphQLError(res, 400, 'BAD_REQUEST', 'Request body is not valid JSON');
      }
    } else {
      body = raw;
    }
  }
  const httpGraphQLRequest: HTTPGraphQLRequest = {
    method: (req.method ?? 'GET').toUpperCase(),
    headers,
    search: url.search,
    body,
  };
  const response = await apollo.executeHTTPGraphQLRequest({ httpGraphQLRequest, context });
  for (const [key, value] of response.headers) res.setHeader(key, value);
  for (const [key, value] of extraHeaders?.(response.body.kind === 'complete') ?? []) res.appendHeader(key, value);
  res.statusCode = response.status ?? 200;
  if (response.body.kind === 'complete') {
    res.end(response.body.string);
    return;
  }
  for await (const chunk of response.body.asyncIterator) res.write(chunk);
  res.end();
}
