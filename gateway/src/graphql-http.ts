import type { GatewayRuntime } from '@graphql-hive/gateway-runtime';
import type { ExecutionResult, GraphQLError, GraphQLFormattedError } from 'graphql';
import type { GatewayContext } from './context.ts';
import { maskError } from './errors.ts';

export interface GraphQLHttpResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

const refusal = (status: number, message: string, headers: Record<string, string> = {}): GraphQLHttpResponse => ({
  status,
  headers: { ...JSON_HEADERS, ...headers },
  body: JSON.stringify({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] }),
});

type Params = { readonly params: Record<string, unknown> } | { readonly refused: GraphQLHttpResponse };

/** The GraphQL parameters of a GET (query string) or a JSON POST, or why there are none. */
function paramsOf(method: string, url: URL, contentType: string, body: Buffer | null): Params {
  if (method === 'GET') {
    const params: Record<string, unknown> = {};
    for (const [key, value] of url.searchParams) {
      if (key !== 'variables' && key !== 'extensions') params[key] = value;
      else {
        try {
          params[key] = JSON.parse(value) as unknown;
        } catch {
          return { refused: refusal(400, `The ${key} parameter is not valid JSON`) };
        }
      }
    }
    return { params };
  }
  if (method !== 'POST') return { refused: refusal(405, 'GraphQL takes GET and POST requests', { allow: 'GET, POST' }) };
  if (!contentType.startsWith('application/json')) return { refused: refusal(415, 'Send GraphQL requests as JSON (content-type: application/json)') };
  let parsed: unknown;
  try {
    parsed = JSON.parse(body?.toString('utf8') || '{}');
  } catch {
    return { refused: refusal(400, 'Request body is not valid JSON') };
  }
  if (Array.isArray(parsed)) return { refused: refusal(400, 'Batching is not supported.') };
  if (!parsed || typeof parsed !== 'object') return { refused: refusal(400, 'Request body must be a JSON object') };
  return { params: parsed as Record<string, unknown> };
}

const formatted = (error: GraphQLError): GraphQLFormattedError => {
  const { extensions, ...rest } = error.toJSON();
  if (!extensions) return rest;
  // Yoga's own HTTP hint (the status it would answer with) is for this function, not the client.
  const { http: _http, ...visible } = extensions;
  return Object.keys(visible).length ? { ...rest, extensions: visible } : rest;
};

/**
 * GraphQL over HTTP on the runtime's operation pipeline (Yoga's `getResultForParams`, as the
 * WebSocket uses it: trusted documents, parsing, validation with the limits, planning, execution,
 * error masking), with the HTTP around it done here: reading the parameters and writing the JSON.
 * Yoga's own HTTP handling streams each body through a size-limiting TransformStream and builds
 * Fetch requests and responses; without it the gateway spent about a third less CPU per request in
 * `npm run bench:gateway`. Answers are `application/json`, 200 unless nothing ran and an error
 * names its status (a refused trusted document is 400).
 */
export async function runGraphQLOverHttp(
  runtime: GatewayRuntime<GatewayContext>,
  request: { method: string; url: URL; headers: Headers; body: Buffer | null },
  context: GatewayContext,
): Promise<GraphQLHttpResponse> {
  const parsed = paramsOf(request.method, request.url, request.headers.get('content-type') ?? '', request.body);
  if ('refused' in parsed) return parsed.refused;
  const { params } = parsed;
  // Loaded once at start-up; Yoga's HTTP handling would wait for it here.
  await runtime.getSchema();
  // Plugins read the method (no mutation over GET) and headers; the body is already in `params`.
  const fetchRequest = new runtime.fetchAPI.Request(request.url, { method: request.method, headers: request.headers });
  let result: ExecutionResult | AsyncIterable<ExecutionResult>;
  try {
    result = (await runtime.getResultForParams({ params, request: fetchRequest }, { ...context, request: fetchRequest, waitUntil: runtime.waitUntil })) as typeof result;
  } catch (error) {
    // Refused before parsing (a trusted document missing, a subscription over HTTP).
    result = { errors: [maskError(error) as GraphQLError] };
  }
  if (Symbol.asyncIterator in result) {
    // Only subscriptions and @defer stream, and neither runs over HTTP here.
    void result[Symbol.asyncIterator]().return?.();
    return refusal(406, 'This operation does not run over HTTP');
  }
  const statuses = result.data === undefined ? (result.errors ?? []).map((e) => e.extensions.http?.status ?? 0) : [];
  return {
    status: Math.max(200, ...statuses),
    headers: JSON_HEADERS,
    body: JSON.stringify({ ...result, ...(result.errors ? { errors: result.errors.map(formatted) } : {}) }),
  };
}
