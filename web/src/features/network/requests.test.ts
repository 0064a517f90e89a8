import { describe, expect, it } from '@jest/globals';
import { otherMember, splitRequests } from './requests.ts';

const me = 'me';
const between = (id: string, connectorId: string, connectedId: string) => ({ id, connectorId, connectedId, connector: { id: connectorId }, connected: { id: connectedId } });

describe('requests as the member sees them', () => {
  it('splits pending requests into received (someone else asked) and sent (I asked)', () => {
    const requests = [between('r1', 'ann', me), between('r2', me, 'bob'), between('r3', 'cy', me)];
    const { received, sent } = splitRequests(requests, me);
    expect(received.map((request) => request.id)).toEqual(['r1', 'r3']);
    expect(sent.map((request) => request.id)).toEqual(['r2']);
  });

  it('names the other member whichever side asked', () => {
    expect(otherMember(between('c1', me, 'bob'), me)).toEqual({ id: 'bob' });
    expect(otherMember(between('c2', 'ann', me), me)).toEqual({ id: 'ann' });
  });
});
