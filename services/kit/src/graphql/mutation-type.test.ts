import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../errors.ts';
import { dispatchMutationType } from './mutation-type.ts';

type Args = { mutationType: 'ADD' | 'EDIT' | 'DELETE' | 'LOGIN'; name?: string };

describe('dispatchMutationType', () => {
  const handlers = {
    ADD: (input: Omit<Args, 'mutationType'>) => `added ${input.name}`,
    EDIT: () => 'edited',
    DELETE: () => 'deleted',
  };

  it('runs the handler for the mutation type with the other arguments', () => {
    expect(dispatchMutationType<Args, string>({ mutationType: 'ADD', name: 'Grace' }, handlers)).toBe('added Grace');
    expect(dispatchMutationType<Args, string>({ mutationType: 'DELETE' }, handlers)).toBe('deleted');
  });

  it('refuses a type the operation does not accept, naming those it does as the spec lists them', () => {
    try {
      dispatchMutationType<Args, string>({ mutationType: 'LOGIN' }, handlers);
      throw new Error('expected a refusal');
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe('BAD_USER_INPUT');
      expect((error as DomainError).fields).toEqual([{ path: 'mutationType', message: 'must be ADD, EDIT or DELETE' }]);
    }
  });
});
