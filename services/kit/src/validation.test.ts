import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { DomainError } from './errors.ts';
import { messages, parseInput, rules, slugify } from './validation.ts';

const fieldsOf = (fn: () => unknown): Record<string, string> => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    const domain = error as DomainError;
    expect(domain.code).toBe('BAD_USER_INPUT');
    return Object.fromEntries(domain.fields.map((f) => [f.path, f.message]));
  }
  throw new Error('expected a validation error');
};

describe('validation rules (spec section 5)', () => {
  const signUp = z.object({ firstName: rules.requiredText(), email: rules.email(), password: rules.password() });

  it('trims required text and rejects blank or missing values with "required"', () => {
    expect(fieldsOf(() => parseInput(signUp, { firstName: '   ', email: 'a@b.co', password: 'Passw0rd' }))).toEqual({
      firstName: 'required',
    });
    expect(fieldsOf(() => parseInput(signUp, { email: 'a@b.co', password: 'Passw0rd' }))).toEqual({ firstName: 'required' });
    expect(parseInput(signUp, { firstName: '  Ruth ', email: 'A@B.co', password: 'Passw0rd' })).toEqual({
      firstName: 'Ruth',
      email: 'a@b.co',
      password: 'Passw0rd',
    });
  });

  it.each(['plain', 'a@b', 'a b@c.d', '@b.co', 'a@.co '])('rejects the e-mail %p', (email) => {
    expect(fieldsOf(() => parseInput(signUp, { firstName: 'R', email, password: 'Passw0rd' }))).toEqual({
      email: messages.email,
    });
  });

  it.each(['short1A', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere'])('rejects the password %p', (password) => {
    expect(fieldsOf(() => parseInput(signUp, { firstName: 'R', email: 'r@x.org', password }))).toEqual({
      password: messages.password,
    });
  });

  it('limits a zip code to 5 numbers', () => {
    const schema = z.object({ zipcode: rules.zipcode() });
    expect(parseInput(schema, { zipcode: ' 12345 ' })).toEqual({ zipcode: '12345' });
    expect(parseInput(schema, { zipcode: '' })).toEqual({ zipcode: null });
    expect(fieldsOf(() => parseInput(schema, { zipcode: '123456' }))).toEqual({ zipcode: 'must contain at most 5 numbers' });
  });

  it('asks for the https:// prefix on links', () => {
    const schema = z.object({ url: rules.httpsLink() });
    expect(fieldsOf(() => parseInput(schema, { url: 'example.org' }))).toEqual({ url: 'please add the prefix https://' });
    expect(parseInput(schema, { url: 'https://example.org' })).toEqual({ url: 'https://example.org' });
  });
});

describe('slugify', () => {
  it.each([
    ['Zoë  Ångström', 'zoe-angstrom'],
    ['First Baptist Church of St. Louis', 'first-baptist-church-of-st-louis'],
    ['  --Grace -- Fellowship!! ', 'grace-fellowship'],
    ['Iglesia Cristiana Peniel', 'iglesia-cristiana-peniel'],
  ])('%p -> %p', (input, slug) => {
    expect(slugify(input)).toBe(slug);
  });
});
