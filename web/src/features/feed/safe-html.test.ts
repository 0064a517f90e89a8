import { describe, expect, it } from '@jest/globals';
import { htmlToPlainText } from './safe-html.ts';

describe('htmlToPlainText', () => {
  it('keeps the text and its line breaks, drops the tags', () => {
    expect(htmlToPlainText('<p>Pray for <a href="/u/ann">@Ann</a></p><p>Line<br>two</p>')).toBe('Pray for @Ann\nLine\ntwo');
  });

  it('decodes entities once, so markup in the text stays text', () => {
    expect(htmlToPlainText('Tom &amp; Jerry &lt;script&gt; &#39;hi&#39; &#x1F64F; &bogus; &#99999999;')).toBe("Tom & Jerry <script> 'hi' 🙏 &bogus; &#99999999;");
  });
});
