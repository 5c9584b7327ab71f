import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Document } from './Document.tsx';
import { AGE_NOTICE_SCRIPT } from './age-notice.ts';

/** A classic script: one the parser waits for when a stylesheet above it is still loading. */
const CLASSIC_SCRIPT = /<script(?![^>]*type="(?:application\/(?:ld\+)?json|speculationrules)")[^>]*>/g;

describe('Document head: what the first paint waits for', () => {
  const head = renderToStaticMarkup(
    <Document
      title="Adega Sommelier - Momentos"
      storeName="Adega Sommelier"
      seo={{ canonical: 'https://loja.test/momentos', jsonLd: [{ '@context': 'https://schema.org', '@type': 'WebSite', name: 'Adega Sommelier' }] }}
      stylesheets={['/assets/style-abc.css']}
      publicConfig={{ buildId: 'b1', versionPollMs: 0, cartInOneCall: true }}
    >
      <p>página</p>
    </Document>,
  ).split('</head>')[0]!;

  it("runs the adults-only notice's script and the image fallback's before asking for the stylesheet, and no script after it", () => {
    const stylesheet = head.indexOf('<link rel="stylesheet" href="/assets/style-abc.css"/>');
    expect(stylesheet).toBeGreaterThan(0);
    const scripts = [head.indexOf(AGE_NOTICE_SCRIPT), head.indexOf("<script>document.addEventListener('error'")];
    for (const script of scripts) {
      expect(script).toBeGreaterThan(0);
      expect(script).toBeLessThan(stylesheet);
    }
    // after it only data (JSON, JSON-LD, speculation rules), which never waits: the parser goes on into the body
    expect(head.slice(stylesheet).match(CLASSIC_SCRIPT)).toBeNull();
    expect(head.slice(stylesheet)).toContain('application/ld+json');
  });
});
