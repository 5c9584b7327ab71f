/**
 * Text and links as markdown, so what an owner or a catalogue typed stays text in an assistant's
 * reading: markdown's own characters are escaped (no raw HTML, no made-up link or heading), and a
 * link goes out only to an address of the web, mail or phone.
 */
export function markdownText(text: string): string {
  return text.replace(/([\\`*_[\]<>#|!])/gu, '\\$1');
}

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** A link's target made absolute on `origin`, or null for anything but http(s), mailto and tel. */
export function markdownHref(href: string, origin: string): string | null {
  const url = URL.parse(href, origin);
  if (!url || !LINK_PROTOCOLS.has(url.protocol)) return null;
  // characters that would end the link or open markup stay inside it
  return url.href.replace(/[()<> ]/gu, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}
