import { describe, expect, it } from '@jest/globals';
import { DomainError, parseInput, rules } from '@koinonia/kit';
import { z } from 'zod';
import * as form from '../../web/src/lib/validation/rules.ts';

// The web app's forms and the services share one set of rules and messages (@koinonia/validation);
// this checks the two wrappers around them (zod on the server, plain functions in forms) agree.
const serverMessage = (rule: z.ZodType, value: string): string | null => {
  try {
    parseInput(z.object({ value: rule }), { value });
    return null;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return error.fields[0]?.message ?? null;
  }
};

const cases: { name: string; server: z.ZodType; form: form.Rule; samples: string[] }[] = [
  { name: 'required text', server: rules.requiredText(), form: form.requiredText, samples: ['', '   ', 'a', ' Grace '] },
  {
    name: 'email',
    server: rules.email(),
    form: form.email,
    samples: ['', ' ', 'pastor@church.org', '  Pastor@Church.org ', 'pastor', 'pastor@church', '@church.org', 'pas tor@church.org'],
  },
  {
    name: 'password',
    server: rules.password(),
    form: form.password,
    samples: ['', 'Grace2024', 'Short1A', 'alllower123', 'ALLUPPER123', 'NoDigitsHere', ' Grace2024 '],
  },
  { name: 'zip code', server: rules.zipcode(), form: form.zipcode, samples: ['', '12345', ' 1234 ', '123456', '12a45'] },
  { name: 'https link', server: rules.httpsLink(), form: form.httpsLink, samples: ['https://church.org', 'http://church.org', 'church.org', ' https://a.b '] },
];

describe('form rules and server rules', () => {
  for (const { name, server, form: formRule, samples } of cases) {
    it.each(samples)(`${name}: %p gets the same answer from both`, (sample) => {
      expect(formRule(sample)).toBe(serverMessage(server, sample));
    });
  }
});
