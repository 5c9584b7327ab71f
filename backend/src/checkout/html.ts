/**
 * Minimal HTML for the embedded checkout: escaped text, one accessible page frame, plain links and
 * forms (the Pix page adds one script of its own, and works without it).
 */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string | number): string {
  return String(text).replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** A value that is already HTML (built with `html` or escaped). */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Part = Html | string | number | null | undefined | false | ReadonlyArray<Html | string>;

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.value;
  if (Array.isArray(part)) return part.map((item) => render(item as Part)).join('');
  return escapeHtml(part as string | number);
}

/** Tagged template: interpolated values are escaped unless they are Html. */
export function html(strings: TemplateStringsArray, ...parts: Part[]): Html {
  return new Html(strings.reduce((out, text, index) => out + text + (index < parts.length ? render(parts[index] as Part) : ''), ''));
}

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#F3F3F3;color:#1d1d1d;line-height:1.5}
header{background:#2d4c47;color:#fff;padding:.75rem 1rem}header a{color:#fff}
main{max-width:46rem;margin:1.5rem auto;padding:1.5rem;background:#fff;border-radius:8px}
h1{font-size:1.5rem;margin-top:0;color:#2d4c47}h2{font-size:1.15rem;color:#2d4c47}
table{width:100%;border-collapse:collapse;margin:1rem 0}caption{text-align:left;font-weight:600;padding-bottom:.5rem}
th,td{padding:.5rem;border-bottom:1px solid #ddd;text-align:left}td.num,th.num{text-align:right}
tfoot th,tfoot td{border-bottom:none}
.total{font-size:1.2rem;font-weight:700}
.notice{padding:.75rem 1rem;border-radius:6px;background:#fdecea;color:#7a1c12;border:1px solid #f5c2bb}
.ok{background:#e8f5e9;color:#1b5e20;border-color:#b7dfb9}
fieldset{border:1px solid #ccc;border-radius:6px;margin:1rem 0}
label{display:block;margin:.25rem 0}
input[type=text],input[type=tel],input[type=date],select,textarea{font:inherit;padding:.4rem;border:1px solid #888;border-radius:4px}
[aria-invalid=true]{border:2px solid #b3261e}
.field-error{display:block;color:#b3261e;font-weight:600;margin-top:.25rem}
textarea{display:block;width:100%;box-sizing:border-box;font-family:ui-monospace,monospace;font-size:.85rem;word-break:break-all}
a.button{display:inline-block;font-weight:700;padding:.6rem 1.6rem;border-radius:6px;background:#E57B07;color:#1d1d1d;text-decoration:none}
button{font:inherit;font-weight:700;padding:.6rem 1.6rem;border:0;border-radius:6px;background:#E57B07;color:#1d1d1d;cursor:pointer}
button.secondary{background:#2d4c47;color:#fff}
a{color:#2d4c47}
:focus-visible{outline:3px solid #5CBBF6;outline-offset:2px}
`;

export function page(title: string, body: Html): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><a href="/">Voltar à loja</a></header>
<main>
${body.value}
</main>
</body>
</html>`;
}

/**
 * The stand-in's pages carry tokens in their URLs (the spec's hand-off): never cache them, never
 * leak them in a Referer, never frame them, and run no script at all.
 */
export const PAGE_HEADERS: Record<string, string> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-Robots-Tag': 'noindex',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
};

/** The Pix page also shows its QR code (a data: image) and runs its one script, from this origin, asking this origin. */
export const PIX_PAGE_HEADERS: Record<string, string> = {
  ...PAGE_HEADERS,
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; script-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
};
