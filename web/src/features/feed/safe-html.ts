/**
 * Post and comment bodies arrive as HTML the server has sanitized (community's feed-body.ts: a
 * small subset, links with `rel`). They are cleaned once more here against the same subset before
 * React puts them in the page, so a body can never carry a script or an attribute the server's
 * rules did not allow. Browser only (the feed is drawn after Apollo Client has loaded).
 */
const ALLOWED = new Set(['P', 'BR', 'B', 'STRONG', 'I', 'EM', 'U', 'S', 'BLOCKQUOTE', 'UL', 'OL', 'LI', 'A']);
const LINK_REL = 'noopener noreferrer nofollow';

function safeHref(href: string | null): string | null {
  if (!href) return null;
  const value = href.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return /^(https?:|mailto:)/i.test(value) ? value : null;
}

function clean(source: Node, target: Node, document: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(document.createTextNode(child.textContent ?? ''));
    } else if (child instanceof Element) {
      if (!ALLOWED.has(child.tagName)) {
        // An unknown element keeps its text, not itself (a script's or a style's goes entirely).
        if (child.tagName !== 'SCRIPT' && child.tagName !== 'STYLE') clean(child, target, document);
        continue;
      }
      const copy = document.createElement(child.tagName.toLowerCase());
      if (child.tagName === 'A') {
        const href = safeHref(child.getAttribute('href'));
        if (href) copy.setAttribute('href', href);
        copy.setAttribute('rel', LINK_REL);
      }
      clean(child, copy, document);
      target.appendChild(copy);
    }
  }
}

/** The body's HTML with only the allowed elements and safe links. */
export function sanitizeBody(html: string): string {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const container = document.createElement('div');
  clean(parsed.body, container, document);
  return container.innerHTML;
}

/** The body as the member typed it, for editing: text only, line breaks kept (mentions become their text). */
export function bodyToText(html: string): string {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const br of Array.from(parsed.body.querySelectorAll('br'))) br.replaceWith('\n');
  for (const block of Array.from(parsed.body.querySelectorAll('p, li, blockquote'))) block.append('\n');
  return (parsed.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The text of a body without a DOM (the server's render, link previews): line breaks for <br> and
 * the ends of blocks, tags dropped, entities decoded. What it answers is text, escaped where shown.
 */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|blockquote)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
      if (!name.startsWith('#')) return ENTITIES[name.toLowerCase()] ?? entity;
      const code = /^#x/i.test(name) ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
