import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Client, ExecutionResult } from 'graphql-ws';
import { waitFor } from '@koinonia/kit/testing';
import type { RunningSystem } from './system.ts';
import { post, signUp, startTestSystem, wsClient } from './gateway-testing.ts';

// Chat live end to end: the real gateway on /graphql over graphql-ws, chat checking who may listen,
// identity resolving each message's sender, members writing over HTTP as the web app does.
let system: RunningSystem;
let stopSystem: () => Promise<void>;
beforeAll(async () => {
  const started = await startTestSystem('chatlive');
  system = started.system;
  stopSystem = started.stop;
}, 90_000);
afterAll(async () => stopSystem?.());

type Member = Awaited<ReturnType<typeof signUp>>;
interface NewMessage {
  newChatMessage: { id: string; content: string | null; sender: { id: string; firstName: string } };
}
const NEW_MESSAGE = `subscription($chatId: ID!) { newChatMessage(chatId: $chatId) { id content sender { id firstName } } }`;

/** `member` runs a query or mutation through the gateway and gets its data (failing on any error). */
async function as<T>(member: Member, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await post<T>(system.gatewayUrl, { query, variables }, { cookie: member.cookie });
  if (res.errors || !res.data) throw new Error(`${query}: ${JSON.stringify(res.errors)}`);
  return res.data;
}

const sendMessage = async (member: Member, chatId: string, content: string) =>
  (await as<{ chatMessage: { id: string } }>(member, 'mutation($chatId: ID!, $content: String!) { chatMessage(chatId: $chatId, content: $content, mutationType: ADD) { id } }', { chatId, content })).chatMessage;

/** A subscription to a chat's new messages, with everything it received, its error and its end. */
function listenTo(client: Client, chatId: string) {
  const received: ExecutionResult<NewMessage>[] = [];
  const state = { ended: false, error: null as unknown };
  const stop = client.subscribe<NewMessage>({ query: NEW_MESSAGE, variables: { chatId } }, {
    next: (result) => received.push(result as ExecutionResult<NewMessage>),
    error: (error) => Object.assign(state, { ended: true, error }),
    complete: () => (state.ended = true),
  });
  const contents = () => received.map((r) => r.data?.newChatMessage.content);
  const ended = () => waitFor(async () => state.ended, 10_000, 'the subscription to end');
  return { received, contents, state, ended, stop };
}

/** The error codes a refused subscription ended with (as an execution result, or a protocol error). */
async function refusal(listener: ReturnType<typeof listenTo>): Promise<unknown[]> {
  await listener.ended();
  const protocolErrors = Array.isArray(listener.state.error) ? (listener.state.error as { extensions?: { code?: unknown } }[]) : [];
  return [...listener.received.flatMap((r) => r.errors ?? []), ...protocolErrors].map((e) => e.extensions?.code);
}

/**
 * Waits until the subscription is live at chat: the gateway exposes no subscriber count, so the
 * sender says hello until the listener hears one (each a real message, all sent before the test's).
 */
async function untilLive(sender: Member, chatId: string, listener: ReturnType<typeof listenTo>): Promise<void> {
  let n = 0;
  await waitFor(async () => {
    if (listener.received.length > 0) return true;
    await sendMessage(sender, chatId, `hello ${(n += 1)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    return listener.received.length > 0;
  }, 15_000, 'the subscription to be live');
}

describe('chat live through the gateway', () => {
  let lydia: Member, paul: Member, silas: Member, outsider: Member;
  let chatId: string;
  beforeAll(async () => {
    [lydia, paul, silas, outsider] = await Promise.all([
      signUp(system.gatewayUrl, 'Lydia'), signUp(system.gatewayUrl, 'Paul'), signUp(system.gatewayUrl, 'Silas'), signUp(system.gatewayUrl, 'Demas'),
    ]);
    // Chat learns of new members from identity's events: until then they are not there to be added.
    const create = () =>
      post<{ chat: { id: string } }>(system.gatewayUrl, {
        query: 'mutation($ids: [ID!]) { chat(type: USER_GROUP, name: "Philippi", participantIds: $ids, mutationType: ADD) { id } }',
        variables: { ids: [paul.id, silas.id] },
      }, { cookie: lydia.cookie });
    await waitFor(async () => {
      const res = await create();
      if (res.data?.chat) chatId = res.data.chat.id;
      return Boolean(res.data?.chat);
    }, 10_000, 'chat to know the new members');
  }, 30_000);

  it('delivers a message sent over HTTP to a participant subscribed over graphql-ws, with the sender resolved by identity', async () => {
    const { client } = wsClient(system.gatewayUrl, { cookie: paul.cookie });
    const listener = listenTo(client, chatId);
    await untilLive(lydia, chatId, listener);
    const before = listener.received.length;
    const sent = await sendMessage(lydia, chatId, 'The Lord opened her heart');
    await waitFor(async () => listener.received.length > before, 5_000, 'the message to arrive');
    const event = listener.received.at(-1)!;
    expect(event.errors).toBeUndefined();
    expect(event.data?.newChatMessage).toEqual({ id: sent.id, content: 'The Lord opened her heart', sender: { id: lydia.id, firstName: 'Lydia' } });
    listener.stop();
    await client.dispose();
  });

  it('refuses the subscription of someone not in the chat, and of an anonymous visitor', async () => {
    const { client } = wsClient(system.gatewayUrl, { cookie: outsider.cookie });
    const listener = listenTo(client, chatId);
    expect(await refusal(listener)).toEqual(['FORBIDDEN']);
    expect(listener.contents().filter(Boolean)).toEqual([]);
    await client.dispose();

    const anonymous = wsClient(system.gatewayUrl, {});
    listenTo(anonymous.client, chatId);
    expect(await anonymous.closed).toBe(4401);
  });

  it('asks identity for the sender at most once a member, not once a socket', async () => {
    const sockets = [...Array.from({ length: 6 }, () => paul), silas, silas].map((member) => wsClient(system.gatewayUrl, { cookie: member.cookie }));
    const listeners = sockets.map(({ client }) => listenTo(client, chatId));
    for (const listener of listeners) await untilLive(lydia, chatId, listener);
    await new Promise((resolve) => setTimeout(resolve, 500)); // the hellos' deliveries are done
    const asked = () => system.gateway.stats.subgraphRequests['identity'] ?? 0;
    const before = asked();
    const sent = await sendMessage(lydia, chatId, 'Seller of purple');
    await waitFor(async () => listeners.every((l) => l.contents().includes('Seller of purple')), 10_000, 'every socket to hear it');
    for (const listener of listeners) {
      expect(listener.received.at(-1)?.data?.newChatMessage).toEqual({ id: sent.id, content: 'Seller of purple', sender: { id: lydia.id, firstName: 'Lydia' } });
    }
    // Each member's sockets share one upstream event and its request; the sender's name is the same
    // for everyone (identity marks it viewer-independent), so the two members share one when both
    // are in flight at once (gateway/src/transport.test.ts proves that part on its own).
    expect(asked() - before).toBeGreaterThanOrEqual(1);
    expect(asked() - before).toBeLessThanOrEqual(2);
    listeners.forEach((listener) => listener.stop());
    for (const { client } of sockets) await client.dispose();
  }, 60_000);

  it('stops delivering to a subscriber who leaves the chat, while the others still hear', async () => {
    const [leaving, staying] = [wsClient(system.gatewayUrl, { cookie: paul.cookie }), wsClient(system.gatewayUrl, { cookie: silas.cookie })];
    const paulHears = listenTo(leaving.client, chatId);
    const silasHears = listenTo(staying.client, chatId);
    await untilLive(lydia, chatId, paulHears);
    await untilLive(lydia, chatId, silasHears);

    await as(paul, 'mutation($chatId: ID!) { chatParticipant(chatId: $chatId, mutationType: DELETE) { isActive } }', { chatId });
    await paulHears.ended();
    const heardBefore = paulHears.received.length;
    const sent = await sendMessage(lydia, chatId, 'Come into my house');
    await waitFor(async () => silasHears.contents().includes('Come into my house'), 5_000, 'Silas to hear it');
    expect(silasHears.received.at(-1)?.data?.newChatMessage).toMatchObject({ id: sent.id, sender: { firstName: 'Lydia' } });
    expect(paulHears.received).toHaveLength(heardBefore);
    expect(paulHears.contents()).not.toContain('Come into my house');

    // Subscribing again is refused: Paul is no longer a participant.
    const again = listenTo(leaving.client, chatId);
    expect(await refusal(again)).toEqual(['FORBIDDEN']);
    silasHears.stop();
    await Promise.all([leaving.client.dispose(), staying.client.dispose()]);
  }, 30_000);
});
