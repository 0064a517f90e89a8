import sanitizeHtml from 'sanitize-html';

/**
 * Blog bodies come from a rich-text editor and are rendered as HTML, so only formatting survives:
 * no scripts, styles, event handlers or iframes; links keep http(s)/mailto; images must be https.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
  },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  // A link opened in a new tab must not get a handle on this page.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  // An image whose source was refused (not https) would render as a broken image.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs['src'],
};

export const sanitizeBody = (html: string): string => sanitizeHtml(html, options).trim();
