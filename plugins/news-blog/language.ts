/**
 * Sets `xml:lang` on an Atom feed's root element. The `feed` library the blog plugin uses
 * writes the language into RSS (`<language>`) but names none in Atom.
 */
export function withAtomLanguage(xml: string, language: string): string {
  const root = /<feed\b[^>]*>/.exec(xml);
  if (!root) throw new Error('feed-language: no <feed> element in the Atom feed');
  const tag = root[0];
  const lang = `xml:lang="${language}"`;
  const updated = /\sxml:lang="[^"]*"/.test(tag)
    ? tag.replace(/\sxml:lang="[^"]*"/, ` ${lang}`)
    : tag.replace(/^<feed\b/, `<feed ${lang}`);
  return xml.slice(0, root.index) + updated + xml.slice(root.index + tag.length);
}
