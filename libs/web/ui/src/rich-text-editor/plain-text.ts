/** The text a reader sees in an HTML fragment (tags removed, entities decoded, spaces collapsed). */
export function plainText(html: string): string {
  if (html === '') return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
