// Allowlist sanitiser for the package rich-text summary. The input is tokenised and written out again
// from the allowlist only, so nothing the browser could run (script, event handlers, javascript: links,
// style) survives, however the markup is broken. See docs/api/catalogue.md.

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'div',
  'span',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'sub',
  'sup',
  'ul',
  'ol',
  'li',
  'a',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'code',
]);
const VOID_TAGS = new Set(['br']);
/** Tags dropped together with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'noembed',
  'noframes',
  'frame',
  'frameset',
  'template',
  'textarea',
  'title',
  'xmp',
  'plaintext',
  'svg',
  'math',
  'select',
  'option',
  'head',
  'applet',
]);
const CLASS_VALUE = /^[A-Za-z0-9_ -]{1,200}$/;
const SAFE_URL = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

const TAG = /<(\/?)([A-Za-z][A-Za-z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/y;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITY = /^&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The summary with only allowed tags and attributes, every tag closed, text escaped. */
export function sanitizeSummaryHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  let index = 0;
  while (index < html.length) {
    const lt = html.indexOf('<', index);
    if (lt === -1) {
      out += escapeText(html.slice(index));
      break;
    }
    out += escapeText(html.slice(index, lt));
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      index = end === -1 ? html.length : end + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      const end = html.indexOf('>', lt);
      index = end === -1 ? html.length : end + 1;
      continue;
    }
    TAG.lastIndex = lt;
    const match = TAG.exec(html);
    if (!match) {
      out += '&lt;';
      index = lt + 1;
      continue;
    }
    index = TAG.lastIndex;
    const [, closing, rawName, rawAttributes] = match;
    const name = rawName.toLowerCase();
    if (!closing && DROPPED_WITH_CONTENT.has(name)) {
      index = endOfDroppedElement(html, name, index);
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (closing) {
      const position = open.lastIndexOf(name);
      if (position === -1) continue;
      while (open.length > position) out += `</${open.pop()}>`;
      continue;
    }
    out += `<${name}${safeAttributes(name, rawAttributes)}>`;
    if (!VOID_TAGS.has(name)) open.push(name);
  }
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}

/** The text a reader sees: tags removed, entities decoded, outer spaces trimmed. */
export function summaryPlainText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, '')).trim();
}

function endOfDroppedElement(html: string, name: string, from: number): number {
  const closing = new RegExp(`</${name}[^>]*>`, 'ig');
  closing.lastIndex = from;
  const match = closing.exec(html);
  return match ? closing.lastIndex : html.length;
}

function safeAttributes(tag: string, raw: string): string {
  const kept = new Map<string, string>();
  ATTRIBUTE.lastIndex = 0;
  for (const match of raw.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase();
    const value = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
    if (name === 'class' && CLASS_VALUE.test(value)) kept.set('class', value);
    if (tag === 'a' && name === 'href' && isSafeUrl(value)) kept.set('href', value.trim());
    if (tag === 'a' && name === 'target' && value === '_blank') kept.set('target', '_blank');
  }
  if (kept.has('target')) kept.set('rel', 'noopener noreferrer');
  return [...kept].map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
}

function isSafeUrl(value: string): boolean {
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:"), so they go first.
  const compact = [...value].filter((char) => !isControlOrSpace(char.charCodeAt(0))).join('');
  // "/\\host" is read as "//host" by browsers.
  if (compact.includes('\\')) return false;
  if (SAFE_URL.test(compact)) return true;
  return !HAS_SCHEME.test(compact) && !compact.startsWith('//') && compact.length > 0 && !compact.includes(':');
}

function isControlOrSpace(code: number): boolean {
  return code <= 0x20 || (code >= 0x7f && code <= 0x9f);
}

function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '&') out += ENTITY.test(text.slice(i, i + 40)) ? '&' : '&amp;';
    else if (char === '<') out += '&lt;';
    else if (char === '>') out += '&gt;';
    else out += char;
  }
  return out;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/g, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? (body.length > 0 ? '?' : whole);
  });
}
