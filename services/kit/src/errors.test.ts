import { describe, expect, it } from '@jest/globals';
import { GraphQLError } from 'graphql';
import { createLogger } from './logger.ts';
import { DomainError, createErrorFormatter, forbidden } from './errors.ts';
import { MediaError, MediaRefusal } from './media/media-errors.ts';
import { RateLimitedError } from './rate-limit.ts';

const format = createErrorFormatter(createLogger('errors-test', 'silent'));
const formatted = { message: 'raw', path: ['field'] };
// Apollo hands formatError the resolver's error wrapped in a GraphQLError.
const thrown = (error: Error) => new GraphQLError(error.message, { originalError: error, path: ['field'] });

describe('the error formatter', () => {
  it('exposes a domain error\'s code and fields, and nothing else', () => {
    const error = new DomainError('BAD_USER_INPUT', 'Invalid input', [{ path: 'email', message: 'required' }]);
    expect(format(formatted, thrown(error))).toEqual({
      message: 'Invalid input',
      path: ['field'],
      extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'email', message: 'required' }] },
    });
    expect(format(formatted, thrown(forbidden())).extensions).toEqual({ code: 'FORBIDDEN' });
  });

  it('adds the stable reason of an error that carries one (a media refusal)', () => {
    const error = new MediaError(MediaRefusal.FILE_TOO_LARGE, 'Resume could not be uploaded.', 'The file is larger than 5 MB.');
    expect(format(formatted, thrown(error)).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: [{ path: 'file', message: 'The file is larger than 5 MB.' }],
      reason: 'FILE_TOO_LARGE',
    });
  });

  it('says when a rate-limited action may be tried again', () => {
    const error = new RateLimitedError('Too many. Try again in 2 minutes.', 95);
    expect(format(formatted, thrown(error)).extensions).toEqual({ code: 'RATE_LIMITED', retryAfterSeconds: 95 });
  });

  it('hides anything unexpected behind INTERNAL_SERVER_ERROR', () => {
    expect(format(formatted, thrown(new Error('secret detail')))).toEqual({
      message: 'Internal server error',
      path: ['field'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });
});
