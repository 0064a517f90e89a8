import { createServer, type Server } from 'node:http';
import { readBody } from '@koinonia/kit';

/**
 * Subgraphs that answer at once: the first time a request body is seen it is forwarded to the real
 * subgraph and its answer kept; after that the kept answer is replayed. Gateways in front of it do
 * all of their own work (parsing, validation, planning, their subgraph requests, merging) while
 * the subgraphs cost nothing, so a benchmark measures the gateways alone. `/<name>/graphql` stands
 * for the subgraph `name`; any other path is identity's (the gateway resolves sessions at
 * `/internal/sessions/resolve` on identity's origin, which is this server's).
 */
export async function startReplaySubgraphs(realUrls: Readonly<Record<string, string>>): Promise<{ baseUrl: string; server: Server }> {
  const answers = new Map<string, { status: number; contentType: string; body: string }>();
  const server = createServer((req, res) => {
    void (async () => {
      const path = req.url ?? '/';
      const name = path.split('/')[1] ?? '';
      const target = realUrls[name] ?? new URL(path, realUrls['identity']).href;
      const body = await readBody(req);
      const key = `${path} ${body}`;
      let answer = answers.get(key);
      if (!answer) {
        const headers: Record<string, string> = {};
        for (const [header, value] of Object.entries(req.headers)) if (typeof value === 'string' && header !== 'host' && header !== 'content-length') headers[header] = value;
        const real = await fetch(target, { method: req.method ?? 'POST', headers, ...(body ? { body } : {}) });
        answer = { status: real.status, contentType: real.headers.get('content-type') ?? 'application/json', body: await real.text() };
        answers.set(key, answer);
      }
      res.writeHead(answer.status, { 'content-type': answer.contentType });
      res.end(answer.body);
    })().catch(() => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { baseUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, server };
}
