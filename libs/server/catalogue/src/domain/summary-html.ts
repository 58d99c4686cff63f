// Allowlist sanitiser for the package rich-text summary, on sanitize-html (decision 0004): the input is
// parsed and written out again from the allowlist only, so nothing the browser could run (script, event
// handlers, javascript: links, style) survives, however the markup is broken. See docs/api/catalogue.md.
import sanitizeHtml from 'sanitize-html';

const ALLOWED_TAGS = [
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
];

/** Tags dropped together with everything inside them (any other tag outside the allowlist keeps its text). */
const DROPPED_WITH_CONTENT = [
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
];

const NEW_TAB_REL = 'noopener noreferrer';

const SUMMARY_POLICY: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    '*': ['class'],
    a: ['href', 'target', 'rel'],
  },
  // Class names of the rich-text editor (ql-align-center, …): letters, digits, _ and -.
  allowedClasses: { '*': [/^[A-Za-z0-9_-]{1,100}$/] },
  // Links: http(s), mailto, relative and # targets; no protocol-relative ("//host", "/\host") URLs.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    // The only target kept is a new tab, which never gets the opener; a rel the author wrote is dropped.
    a: (tagName, { target, rel: _rel, ...kept }) => ({
      tagName,
      attribs: target === '_blank' ? { ...kept, target, rel: NEW_TAB_REL } : kept,
    }),
  },
};

const PLAIN_TEXT: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {}, nonTextTags: DROPPED_WITH_CONTENT };

/** The summary with only allowed tags and attributes, every tag closed, text escaped. */
export function sanitizeSummaryHtml(html: string): string {
  return sanitizeHtml(html, SUMMARY_POLICY);
}

/** The text a reader sees: tags removed, entities decoded, outer spaces trimmed. */
export function summaryPlainText(html: string): string {
  // sanitize-html decodes every entity while parsing and escapes only these four again on output.
  return sanitizeHtml(html, PLAIN_TEXT)
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim();
}
