import { describe, expect, test } from '@jest/globals';
import { announcement, connectionStanding } from './connection-state.ts';

const me = 'u-me';
const them = 'u-them';
const connection = (connectorId: string, status: 'PENDING' | 'ACCEPTED' | 'DECLINED') => ({
  __typename: 'Connection' as const,
  id: 'c1',
  connectorId,
  connectedId: connectorId === me ? them : me,
  status,
});

describe('connectionStanding', () => {
  test('nothing between us: Connect', () => {
    expect(connectionStanding(null, me)).toBe('none');
    expect(connectionStanding(undefined, me)).toBe('none');
  });
  test('a pending request is sent by me or received from them', () => {
    expect(connectionStanding(connection(me, 'PENDING'), me)).toBe('sent');
    expect(connectionStanding(connection(them, 'PENDING'), me)).toBe('received');
  });
  test('accepted is connected whoever asked', () => {
    expect(connectionStanding(connection(me, 'ACCEPTED'), me)).toBe('connected');
    expect(connectionStanding(connection(them, 'ACCEPTED'), me)).toBe('connected');
  });
  test('a declined request still looks pending to the one who asked; the one who declined may ask', () => {
    expect(connectionStanding(connection(me, 'DECLINED'), me)).toBe('sent');
    expect(connectionStanding(connection(them, 'DECLINED'), me)).toBe('none');
  });
});

test('announcements name the other member', () => {
  expect(announcement('connect', 'Lydia Thyatira')).toBe('Connection request sent to Lydia Thyatira.');
  expect(announcement('remove', 'Lydia Thyatira')).toBe('Lydia Thyatira was removed from your connections.');
});
