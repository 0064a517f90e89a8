import { describe, expect, it } from '@jest/globals';
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import {
  describeGraphQLError,
  fieldName,
  missingResponseMessage,
  statusCodeMessage,
  summarizeError,
} from './transport-errors.ts';

const response = (status: number) => new Response('oops', { status });

describe('spec messages', () => {
  it('names the status code of an unsuccessful response', () => {
    expect(statusCodeMessage(502)).toBe('Response not successful: Received status code 502');
  });

  it('names the operation whose response was missing', () => {
    expect(missingResponseMessage('Me')).toBe("Server response was missing for query 'Me'.");
  });

  it('describes a GraphQL error with operation name, message and path', () => {
    expect(describeGraphQLError('UserProfile', { message: 'User not found', path: ['userProfile', 0] })).toEqual({
      operationName: 'UserProfile',
      message: 'User not found',
      path: 'userProfile.0',
    });
  });
});

describe('summarizeError', () => {
  it('is empty without an error', () => {
    expect(summarizeError(undefined)).toEqual({ fields: {}, message: null, code: null });
  });

  it('puts validation messages under their fields, by the last path segment', () => {
    const error = new CombinedGraphQLErrors({
      data: null,
      errors: [
        {
          message: 'Invalid input',
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: [
              { path: 'email', message: 'must be a valid email address' },
              { path: 'input.location.zipcode', message: 'must contain at most 5 numbers' },
            ],
          },
        },
      ],
    });
    expect(summarizeError(error)).toEqual({
      fields: { email: 'must be a valid email address', zipcode: 'must contain at most 5 numbers' },
      message: null,
      code: 'BAD_USER_INPUT',
    });
  });

  it('shows an error without fields as an alert message', () => {
    const error = new CombinedGraphQLErrors({
      data: null,
      errors: [{ message: 'An account with this email already exists', extensions: { code: 'CONFLICT' } }],
    });
    expect(summarizeError(error)).toMatchObject({ message: 'An account with this email already exists', code: 'CONFLICT' });
  });

  it('hides internal details behind a support message', () => {
    const error = new CombinedGraphQLErrors({
      data: null,
      errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    });
    expect(summarizeError(error).message).toContain('Please contact support for more information.');
  });

  it('explains transport failures', () => {
    const server = new ServerError(statusCodeMessage(503), { response: response(503), bodyText: 'oops' });
    expect(summarizeError(server).message).toContain('Received status code 503');
    const parse = new ServerParseError(new Error('Unexpected token'), { response: response(200), bodyText: '<html>' });
    expect(summarizeError(parse).message).toBe('The server sent a response we could not read. Please try again.');
    expect(summarizeError(new TypeError('Failed to fetch')).message).toContain('could not reach Koinonia');
  });

  it('takes the field name from a dotted path', () => {
    expect(fieldName('input.firstName')).toBe('firstName');
    expect(fieldName('password')).toBe('password');
  });
});
