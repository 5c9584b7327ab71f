/** @jsxRuntime automatic @jsxImportSource react */
// The pragma: wrangler's esbuild finds no JSX setting (the root tsconfig.json only references others) and would call React.createElement.
import { renderToReadableStream } from 'react-dom/server';
import { CART_ROOT_ID, CartCounter } from './cart-counter.tsx';

/** Where the bench's client build (build-client.ts) puts the bundle and its stylesheet, fixed names the page can point at. */
const CLIENT_FILES = { script: '/bare.js', stylesheet: '/bare.css' } as const;

const GRAPES = ['Touriga Nacional', 'Malbec', 'Cabernet Sauvignon', 'Tannat', 'Merlot', 'Syrah', 'Pinot Noir', 'Carménère'];
const REGIONS = ['Douro', 'Mendoza', 'Serra Gaúcha', 'Campanha', 'Alentejo', 'Maipo'];

/** 24 made-up wines, the same on every request: a listing's first screen, and nothing fetched to make it. */
const WINES = Array.from({ length: 24 }, (_, index) => ({
  slug: `vinho-${index + 1}`,
  name: `${GRAPES[index % GRAPES.length]} ${REGIONS[index % REGIONS.length]} Reserva ${2015 + (index % 8)}`,
  price: `R$ ${59 + index * 7},90`,
}));

/** A bottle drawn inline, in place of a product photo: no image request, the same size on every card. */
function Bottle() {
  return (
    <svg viewBox="0 0 60 120" width="60" height="120" aria-hidden="true">
      <path d="M25 4h10v30c8 6 12 14 12 24v56H13V58c0-10 4-18 12-24z" fill="#6d1a36" />
      <rect x="13" y="66" width="34" height="26" fill="#f3e6d8" />
    </svg>
  );
}

function BarePage() {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Vinhos — página de referência</title>
        <meta name="description" content="Uma página React mínima: 24 vinhos e um carrinho." />
        {/* No favicon request: a 404 in the console is not what the page is about. */}
        <link rel="icon" href="data:," />
        <link rel="stylesheet" href={CLIENT_FILES.stylesheet} />
      </head>
      <body>
        <header>
          <h1>Vinhos</h1>
          <div id={CART_ROOT_ID}>
            <CartCounter />
          </div>
        </header>
        <main>
          <ul>
            {WINES.map((wine) => (
              <li key={wine.slug} className="cartao">
                <a href={`/vinhos/${wine.slug}`}>
                  <Bottle />
                  <h2>{wine.name}</h2>
                  <p className="preco">{wine.price}</p>
                </a>
              </li>
            ))}
          </ul>
        </main>
      </body>
    </html>
  );
}

/** The page streamed by React as the shop's pages are, its client bundle started by React's bootstrap. */
export function streamBarePage(): Promise<ReadableStream<Uint8Array>> {
  return renderToReadableStream(<BarePage />, { bootstrapModules: [CLIENT_FILES.script] });
}
