import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { DomainError } from './errors.ts';
import { definedOnly, exactlyOneOf, filterText, isUuid, messages, orList, parseInput, rules, searchText, slugify } from './validation.ts';

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

  it('takes a blank optional e-mail as none and checks a given one', () => {
    const schema = z.object({ email: rules.optionalEmail() });
    expect(parseInput(schema, { email: '  ' })).toEqual({ email: null });
    expect(parseInput(schema, { email: null })).toEqual({ email: null });
    expect(parseInput(schema, {})).toEqual({});
    expect(parseInput(schema, { email: ' Office@Church.org ' })).toEqual({ email: 'office@church.org' });
    expect(fieldsOf(() => parseInput(schema, { email: 'office@church' }))).toEqual({ email: 'must be a valid email address' });
  });

  it('takes a blank optional link as none and asks for https:// on a given one', () => {
    const schema = z.object({ url: rules.optionalHttpsLink() });
    expect(parseInput(schema, { url: '' })).toEqual({ url: null });
    expect(parseInput(schema, { url: null })).toEqual({ url: null });
    expect(parseInput(schema, {})).toEqual({});
    expect(parseInput(schema, { url: ' https://church.org/a ' })).toEqual({ url: 'https://church.org/a' });
    expect(fieldsOf(() => parseInput(schema, { url: 'http://church.org' }))).toEqual({ url: 'please add the prefix https://' });
  });

  it('tells an EDIT text that was not given from one that was cleared', () => {
    const schema = z.object({ about: rules.editableText() });
    expect(parseInput(schema, {})).toEqual({ about: undefined });
    expect(parseInput(schema, { about: null })).toEqual({ about: null });
    expect(parseInput(schema, { about: '   ' })).toEqual({ about: null });
    expect(parseInput(schema, { about: ' Hello ' })).toEqual({ about: 'Hello' });
  });

  it('requires an id and refuses one that is not a uuid', () => {
    const schema = z.object({ id: rules.id() });
    const id = '3f2b8a4e-9c1d-4e5f-8a7b-6c5d4e3f2a1b';
    expect(parseInput(schema, { id })).toEqual({ id });
    expect(fieldsOf(() => parseInput(schema, {}))).toEqual({ id: 'required' });
    expect(fieldsOf(() => parseInput(schema, { id: null }))).toEqual({ id: 'required' });
    expect(fieldsOf(() => parseInput(schema, { id: 'abc' }))).toEqual({ id: 'is not a valid id' });
    expect(parseInput(z.object({ id: rules.id().nullish() }), {})).toEqual({});
  });

  it('refuses an id that is not a uuid with the message given, still requiring one', () => {
    const schema = z.object({ id: rules.id('must be a notification id') });
    expect(fieldsOf(() => parseInput(schema, { id: 'abc' }))).toEqual({ id: 'must be a notification id' });
    expect(fieldsOf(() => parseInput(schema, {}))).toEqual({ id: 'required' });
  });
});

describe('isUuid', () => {
  it.each([
    ['3f2b8a4e-9c1d-4e5f-8a7b-6c5d4e3f2a1b', true],
    ['3F2B8A4E-9C1D-4E5F-8A7B-6C5D4E3F2A1B', true],
    ['3f2b8a4e9c1d4e5f8a7b6c5d4e3f2a1b', false],
    ['not-a-uuid', false],
    [42, false],
    [null, false],
  ])('%p -> %p', (value, expected) => {
    expect(isUuid(value)).toBe(expected);
  });
});

describe('definedOnly', () => {
  it('keeps the fields of a partial edit that were given, null ones included', () => {
    expect(definedOnly({ name: 'Elders', about: undefined, email: null })).toEqual({ name: 'Elders', email: null });
    expect(Object.keys(definedOnly({ a: undefined }))).toEqual([]);
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

describe('orList', () => {
  it.each([
    [['ADD'], 'ADD'],
    [['SIGN_UP', 'LOGIN'], 'SIGN_UP or LOGIN'],
    [['EDIT', 'READ_ALL', 'DELETE', 'DELETE_ALL'], 'EDIT, READ_ALL, DELETE or DELETE_ALL'],
  ])('%p -> %p', (names, text) => {
    expect(orList(names)).toBe(text);
  });
});

describe('exactlyOneOf', () => {
  const keys = ['id', 'slug', 'profileId'] as const;

  it('names the one key given', () => {
    expect(exactlyOneOf({ slug: 'grace', id: null }, keys)).toEqual({ key: 'slug', value: 'grace' });
  });

  it.each([{}, { id: null, slug: undefined }, { id: 'a', slug: 'b' }])('refuses %p', (args) => {
    expect(() => exactlyOneOf(args, keys)).toThrow('Give exactly one of id, slug or profileId');
  });
});

describe('field kinds have a length, names must show something, searches are bounded', () => {
  const profile = z.object({ firstName: rules.name(), about: rules.about(), email: rules.email() });

  it('refuses a name of invisible characters as blank, and trims them off a real one', () => {
    expect(fieldsOf(() => parseInput(profile, { firstName: '\u200B\u200D\uFEFF \u2060', email: 'a@b.co' }))).toEqual({ firstName: 'required' });
    expect(parseInput(profile, { firstName: '\u200BRuth\u200B', email: 'a@b.co' }).firstName).toBe('Ruth');
  });

  it('refuses text longer than its kind with the spec-style message', () => {
    expect(
      fieldsOf(() => parseInput(profile, { firstName: 'R'.repeat(101), about: 'a'.repeat(2001), email: `${'a'.repeat(250)}@b.co` })),
    ).toEqual({ firstName: 'must be at most 100 characters', about: 'must be at most 2000 characters', email: 'must be at most 254 characters' });
    expect(fieldsOf(() => parseInput(z.object({ text: rules.requiredText() }), { text: 'a'.repeat(10_001) }))).toEqual({
      text: 'must be at most 10000 characters',
    });
  });

  it('bounds short text (a city, a type) to 500 characters, blank as none', () => {
    const place = z.object({ city: rules.shortText() });
    expect(parseInput(place, { city: ' Lyon ' })).toEqual({ city: 'Lyon' });
    expect(parseInput(place, { city: '  ' })).toEqual({ city: null });
    expect(parseInput(place, { city: 'a'.repeat(500) })).toEqual({ city: 'a'.repeat(500) });
    expect(fieldsOf(() => parseInput(place, { city: 'a'.repeat(501) }))).toEqual({ city: 'must be at most 500 characters' });
  });

  it('bounds a text filter as short text, naming the argument', () => {
    expect(filterText('denomination', ' Baptist ')).toBe('Baptist');
    expect(filterText('denomination', ' ')).toBeNull();
    expect(filterText('denomination', undefined)).toBeNull();
    expect(fieldsOf(() => filterText('denomination', 'a'.repeat(501)))).toEqual({ denomination: 'must be at most 500 characters' });
  });

  it('bounds a search by characters and words', () => {
    expect(searchText('  pastor  youth ')).toBe('pastor  youth');
    expect(searchText('   ')).toBeNull();
    expect(fieldsOf(() => searchText(Array.from({ length: 17 }, (_, i) => `w${i}`).join(' ')))).toEqual({ search: 'must be at most 16 words' });
    expect(fieldsOf(() => searchText('a'.repeat(201)))).toEqual({ search: 'must be at most 200 characters' });
  });
});
