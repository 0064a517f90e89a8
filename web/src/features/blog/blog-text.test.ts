import { describe, expect, it } from '@jest/globals';
import { excerpt, htmlToText } from './blog-text.ts';

describe('htmlToText', () => {
  it('drops tags, keeps words apart across blocks and decodes entities', () => {
    expect(htmlToText('<h2>Hope</h2><p>Faith &amp; works,&nbsp;<strong>together</strong></p><p>&lt;3 &#8217; &#x2014;</p>')).toBe(
      'Hope Faith & works, together <3 \u2019 \u2014',
    );
  });

  it('leaves an unknown entity as it is', () => {
    expect(htmlToText('<p>a &bogus; b</p>')).toBe('a &bogus; b');
  });
});

describe('excerpt', () => {
  it('keeps a short text whole', () => {
    expect(excerpt('<p>Short and sweet.</p>', 50)).toBe('Short and sweet.');
  });

  it('cuts a long text at a word with an ellipsis, within the length', () => {
    const result = excerpt(`<p>${'word '.repeat(100)}</p>`, 40);
    expect(result.length).toBeLessThanOrEqual(40);
    expect(result).toMatch(/^(word )+word…$/);
  });
});
