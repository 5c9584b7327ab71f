import { isValidElement, type ReactNode } from 'react';
import { markdownHref, markdownText } from './markdown-text.ts';

/**
 * A text page's React elements as markdown: the same components the page renders, so the policy
 * an assistant reads is the one a shopper reads. Covers what those pages are made of: headings,
 * paragraphs, lists, definition lists, links, emphasis. Function components are called (they are
 * plain: no hooks); anything interactive renders nothing. Text is escaped and links are checked
 * (markdown-text.ts): an owner's text reads as text, never as markup or a script link.
 */
const BLOCKS = new Set(['p', 'div', 'section', 'article', 'header', 'footer', 'main', 'address', 'blockquote', 'ul', 'ol', 'dl', 'table']);
const SKIPPED = new Set(['button', 'form', 'input', 'select', 'textarea', 'script', 'style', 'svg', 'img', 'noscript', 'template']);

interface Props {
  children?: ReactNode;
  href?: string;
}

function inline(text: string): string {
  return text.replace(/\s+/gu, ' ');
}

function render(node: ReactNode, origin: string): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return markdownText(inline(String(node)));
  if (Array.isArray(node)) return node.map((child) => render(child as ReactNode, origin)).join('');
  if (!isValidElement<Props>(node)) return '';
  const { type, props } = node;
  const children = () => render(props.children, origin);
  if (typeof type === 'function') return render((type as (props: Props) => ReactNode)(props), origin);
  // fragments, context providers, Suspense: their children
  if (typeof type !== 'string') return children();
  if (SKIPPED.has(type)) return '';
  const heading = /^h([1-6])$/u.exec(type);
  if (heading) return `\n\n${'#'.repeat(Number(heading[1]))} ${children().trim()}\n\n`;
  switch (type) {
    case 'strong':
    case 'b':
      return `**${children().trim()}**`;
    case 'em':
    case 'i':
      return `_${children().trim()}_`;
    case 'a': {
      const href = markdownHref(props.href ?? '', origin);
      return href ? `[${children().trim()}](${href})` : children();
    }
    case 'br':
      return '\n';
    case 'li':
      return `\n- ${children().trim()}`;
    case 'dt':
      return `\n- **${children().trim()}**:`;
    case 'dd':
      return ` ${children().trim()}`;
    default:
      return BLOCKS.has(type) ? `\n\n${children().trim()}\n\n` : children();
  }
}

/** Markdown of `node`, its links made absolute on `origin`. */
export function elementMarkdown(node: ReactNode, origin: string): string {
  return `${render(node, origin)
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/gu, '\n\n')
    .trim()}\n`;
}
