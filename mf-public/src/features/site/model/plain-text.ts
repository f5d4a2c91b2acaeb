/** The text of stored rich text (for previews): tags dropped, entities decoded, spaces collapsed. */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
