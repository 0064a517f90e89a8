import { Agent, request, type IncomingHttpHeaders } from 'node:http';

/** A subgraph that does not answer within this is given up on (the browser would have given up already). */
const SUBGRAPH_TIMEOUT_MS = 10_000;

const agent = new Agent({ keepAlive: true, maxSockets: 256 });

/**
 * A subgraph's answer, with what the HTTP executor and the transport read of a Fetch API
 * `Response` (status, headers, text): building a real one per subgraph call showed in the profile.
 */
export class SubgraphResponse {
  readonly status: number;
  readonly statusText: string;
  readonly headers: { get(name: string): string | null; entries(): IterableIterator<[string, string]> };
  readonly #body: string;

  constructor(status: number, statusText: string, headers: IncomingHttpHeaders, body: string) {
    this.status = status;
    this.statusText = statusText;
    this.#body = body;
    const value = (v: string | string[] | undefined): string | null => (v === undefined ? null : Array.isArray(v) ? v.join(', ') : v);
    this.headers = {
      get: (name) => value(headers[name.toLowerCase()]),
      entries: () => Object.entries(headers).map(([k, v]) => [k, value(v) ?? ''] as [string, string])[Symbol.iterator](),
    };
  }

  get ok(): boolean {
    return this.status >= 200 && this.status < 300;
  }

  async text(): Promise<string> {
    return this.#body;
  }

  async json(): Promise<unknown> {
    return JSON.parse(this.#body) as unknown;
  }
}

/**
 * One POST to a subgraph over a kept-alive connection. The runtime's own fetch streams the body
 * (chunked, several writes, an AbortSignal per request); this sends it with its length in one
 * write, which in `npm run bench:gateway` cost 5-10% less gateway CPU per request. A request the
 * client abandons still runs to its end, as with @apollo/gateway.
 */
export function postToSubgraph(url: string, headers: Record<string, string>, body: string, retried = false): Promise<SubgraphResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => resolve(new SubgraphResponse(res.statusCode ?? 502, res.statusMessage ?? '', res.headers, Buffer.concat(chunks).toString('utf8'))));
    });
    outgoing.setTimeout(SUBGRAPH_TIMEOUT_MS, () => outgoing.destroy(new Error(`no answer from ${url} within ${SUBGRAPH_TIMEOUT_MS} ms`)));
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      // A kept-alive connection the subgraph closed as idle just as this request went out on it:
      // the request never reached the subgraph, so it is sent once more on a new connection (the
      // pattern Node's http documentation gives for `reusedSocket`).
      if (!retried && outgoing.reusedSocket && error.code === 'ECONNRESET') resolve(postToSubgraph(url, headers, body, true));
      else reject(error);
    });
    outgoing.end(body);
  });
}
