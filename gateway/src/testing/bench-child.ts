import type { GatewayKind } from './bench-gateways.ts';
import { runLoad, subscribeMany, type LoadSpec } from './load.ts';

// The child processes of `npm run bench:gateway`: a gateway under test (`--serve <kind>`), the
// replaying subgraphs (`--replay <urls>`), the load generator (`--load <spec>`) or the fan-out's
// sockets (`--fanout <options>`), each with its own event loop. Only the gateway imports the
// services (for their SDL).

type Message = Record<string, unknown>;
const PINGED = 'subscription { pinged { id sentAt author { id firstName lastName } } }';

const [mode, argument] = process.argv.slice(2);
if (!mode || !argument || !process.send) throw new Error('run by npm run bench:gateway, with a mode and its argument');
const send = process.send.bind(process);
// A child ends with the benchmark, however the benchmark ends.
process.on('disconnect', () => process.exit(0));

if (mode === '--serve') {
  const { serveBenchGateway } = await import('./bench-gateways.ts');
  const gateway = await serveBenchGateway(JSON.parse(argument) as GatewayKind);
  send({ url: gateway.url });
  process.on('message', (message: Message) => {
    // The gateway's own CPU time, to tell its cost per request apart from the subgraphs'.
    if (message['type'] === 'cpu') send({ cpuMs: (process.cpuUsage().user + process.cpuUsage().system) / 1000 });
    if (message['type'] === 'stop') void gateway.close().then(() => process.exit(0));
  });
} else if (mode === '--replay') {
  const { startReplaySubgraphs } = await import('./replay-subgraphs.ts');
  const { baseUrl } = await startReplaySubgraphs(JSON.parse(argument) as Record<string, string>);
  send({ baseUrl });
  process.on('message', (message: Message) => {
    if (message['type'] === 'stop') process.exit(0);
  });
} else if (mode === '--load') {
  send(await runLoad(JSON.parse(argument) as LoadSpec), () => process.exit(0));
} else if (mode === '--fanout') {
  const fan = subscribeMany({ ...(JSON.parse(argument) as { url: string; cookie: string; sockets: number }), query: PINGED });
  process.on('message', (message: Message) => {
    if (message['type'] === 'arm') {
      // Each `arm` is answered with the sockets' delivery times of the next event: every socket's, or those that had it by the timeout.
      const event = fan.nextEvent();
      send({ type: 'armed' });
      const timeout = new Promise<readonly number[]>((resolve) => setTimeout(() => resolve(event.sofar()), Number(message['timeoutMs'])).unref());
      void Promise.race([event.delivered, timeout]).then((times) => send({ times: [...times] }));
    } else if (message['type'] === 'stop') {
      void fan.close().then(() => process.exit(0));
    }
  });
}
