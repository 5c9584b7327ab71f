/**
 * What a browser would post from a page's form, as the page shows it: every named field inside
 * `<form action={action}>` with its value (a text field's, a hidden field's, a ticked checkbox's,
 * a select's chosen option, a text area's text); no button, no file. Read with the runtime's
 * HTMLRewriter, so a test edits the page the owner saw, not fields it wrote itself.
 */
export async function formAsShown(html: string, action: string): Promise<[string, string][]> {
  const fields: [string, string][] = [];
  const form = `form[action="${action}"]`;
  let select: { name: string; chosen?: string; first?: string } | undefined;
  let area: { name: string; text: string } | undefined;
  const closeSelect = () => {
    const value = select?.chosen ?? select?.first;
    if (select && value !== undefined) fields.push([select.name, value]);
    select = undefined;
  };
  await new HTMLRewriter()
    .on(`${form} input`, {
      element(input) {
        const name = input.getAttribute('name');
        const type = input.getAttribute('type') ?? 'text';
        if (!name || ['submit', 'button', 'file', 'reset', 'image'].includes(type)) return;
        if ((type === 'checkbox' || type === 'radio') && !input.hasAttribute('checked')) return;
        fields.push([name, decode(input.getAttribute('value') ?? (type === 'checkbox' ? 'on' : ''))]);
      },
    })
    .on(`${form} select`, {
      element(element) {
        select = { name: element.getAttribute('name') ?? '' };
        element.onEndTag(closeSelect);
      },
    })
    .on(`${form} option`, {
      element(option) {
        if (!select) return;
        const value = decode(option.getAttribute('value') ?? '');
        select.first ??= value;
        if (option.hasAttribute('selected')) select.chosen = value;
      },
    })
    .on(`${form} textarea`, {
      element(element) {
        const name = element.getAttribute('name') ?? '';
        area = { name, text: '' };
        element.onEndTag(() => {
          if (area?.name) fields.push([area.name, decode(area.text).replace(/^\n/, '')]);
          area = undefined;
        });
      },
      text(chunk) {
        if (area) area.text += chunk.text;
      },
    })
    .transform(new Response(html))
    .text();
  return fields;
}

/** The entities React writes in attributes and text. */
function decode(text: string): string {
  return text.replace(
    /&(amp|quot|#x27|#39|lt|gt);/g,
    (_, entity: string) => ({ amp: '&', quot: '"', '#x27': "'", '#39': "'", lt: '<', gt: '>' })[entity] ?? '',
  );
}

/** The fields with `changes` applied: a name's value replaced (or added), a checkbox ticked by `true`, unticked by `false`. */
export function withChanges(fields: [string, string][], changes: Record<string, string | boolean>): [string, string][] {
  const kept = fields.filter(([name]) => !Object.hasOwn(changes, name));
  const changed = Object.entries(changes).flatMap(([name, value]): [string, string][] => {
    if (value === false) return [];
    return [[name, value === true ? 'sim' : value]];
  });
  return [...kept, ...changed];
}
