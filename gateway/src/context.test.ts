import { describe, expect, it } from '@jest/globals';
import { verifyViewerToken, type Viewer } from '@koinonia/kit';
import { ViewerTokens } from './context.ts';

const secret = 'context-test-secret-that-is-long-enough';
const viewer: Viewer = { userId: null, roles: [], sessionId: null, impersonatorId: null };

describe('ViewerTokens', () => {
  it('signs the client address into the token, one token per address', async () => {
    const tokens = new ViewerTokens(secret);
    const fromA = await verifyViewerToken(await tokens.tokenFor({ ...viewer, clientAddress: '203.0.113.7' }), secret);
    const fromB = await verifyViewerToken(await tokens.tokenFor({ ...viewer, clientAddress: '198.51.100.2' }), secret);
    expect(fromA).toMatchObject({ userId: null, clientAddress: '203.0.113.7' });
    expect(fromB.clientAddress).toBe('198.51.100.2');
    expect((await verifyViewerToken(await tokens.tokenFor(viewer), secret)).clientAddress).toBeNull();
  });
});
