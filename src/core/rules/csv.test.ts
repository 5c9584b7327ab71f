import { describe, expect, it } from 'vitest';
import { cellValue, changedByEncodingAlone, decodeSpreadsheetText, parseCsv, toCsv } from './csv.ts';

describe('CSV for Brazilian spreadsheets', () => {
  it('writes ; separated rows with a BOM, quoting what needs it', () => {
    const csv = toCsv([
      ['sku', 'nome', 'preco'],
      ['ADS-1', 'Vinho "Tinto"; Reserva', '89,90'],
    ]);
    expect(csv).toBe('\uFEFFsku;nome;preco\r\nADS-1;"Vinho ""Tinto""; Reserva";"89,90"\r\n');
  });

  it('never writes a cell a spreadsheet would run as a formula', () => {
    const csv = toCsv([['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', 'ok']]);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")";'+1;'-2;'@SUM(A1);ok`);
    expect(parseCsv(csv)[0]?.map(cellValue)).toEqual(['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', 'ok']);
  });

  it('quotes a cell holding any common delimiter and neutralises a formula after any of them', () => {
    const cells = ["Ana,=cmd|' /C calc'!A0", 'Bia\t+1', 'Caio|@SUM(A1)', 'Duda;-2', 'Eva\n=1+1', 'Flor, =HYPERLINK("x")', 'Gil,"=cmd|x', 'Malbec, Reserva'];
    const csv = toCsv([cells]);
    const [line] = csv.slice(1).split(/\r\n/);
    // every cell quoted (each holds a delimiter), and no delimiter anywhere is followed by a formula character
    expect(parseCsv(csv)[0]).toHaveLength(cells.length);
    for (const delimiter of [';', ',', '\t', '|', '\n']) {
      for (const part of csv.slice(1).split(delimiter)) expect(part.replace(/^[\s"]+/, ''), JSON.stringify(part)).not.toMatch(/^[=+\-@]/);
    }
    expect(line?.startsWith(`"Ana,'=cmd|' /C calc'!A0";`)).toBe(true);
    expect(parseCsv(csv)[0]?.map(cellValue)).toEqual(cells);
  });

  it('reads back what it writes, and files saved with commas', () => {
    const rows = [
      ['sku', 'nome'],
      ['ADS-1', 'Côtes du Rhône; "Villages"'],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
    expect(parseCsv('sku,nome\nADS-2,"Malbec, Reserva"\n')).toEqual([
      ['sku', 'nome'],
      ['ADS-2', 'Malbec, Reserva'],
    ]);
  });

  it('keeps blank lines, so a row index + 1 is its line number', () => {
    expect(parseCsv('a;b\r\n\r\nc;d')).toEqual([['a', 'b'], [''], ['c', 'd']]);
  });
});

describe('spreadsheet files as Excel in Portuguese saves them', () => {
  /** Windows-1252 bytes of a text (every character here is in it). */
  const windows1252 = (text: string) => Uint8Array.from([...text].map((char) => ({ '€': 0x80, '–': 0x96 })[char] ?? char.charCodeAt(0)));

  it('reads UTF-8 with and without its byte-order mark, and Windows-1252 ("CSV separado por vírgulas")', () => {
    const line = 'sku;nome\r\nADS-1;Rosé – Coração € 10\r\n';
    expect(decodeSpreadsheetText(new TextEncoder().encode(line))).toEqual({ text: line, encoding: 'utf-8' });
    expect(decodeSpreadsheetText(new TextEncoder().encode(`\uFEFF${line}`))).toEqual({ text: line, encoding: 'utf-8' });
    expect(decodeSpreadsheetText(windows1252(line))).toEqual({ text: line, encoding: 'windows-1252' });
  });

  it('tells a name changed only by a character set gone wrong from a real change', () => {
    expect(changedByEncodingAlone('Ros\uFFFD', 'Rosé')).toBe(true);
    expect(changedByEncodingAlone('RosÃ©', 'Rosé')).toBe(true);
    expect(changedByEncodingAlone('CoraÃ§Ã£o', 'Coração')).toBe(true);
    expect(changedByEncodingAlone('Rosé Reserva', 'Rosé')).toBe(false);
    expect(changedByEncodingAlone('Rosé', 'Rosé')).toBe(false);
  });
});
