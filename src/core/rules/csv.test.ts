import { describe, expect, it } from 'vitest';
import { cellValue, parseCsv, toCsv } from './csv.ts';

describe('CSV for Brazilian spreadsheets', () => {
  it('writes ; separated rows with a BOM, quoting what needs it', () => {
    const csv = toCsv([
      ['sku', 'nome', 'preco'],
      ['ADS-1', 'Vinho "Tinto"; Reserva', '89,90'],
    ]);
    expect(csv).toBe('\uFEFFsku;nome;preco\r\nADS-1;"Vinho ""Tinto""; Reserva";89,90\r\n');
  });

  it('never writes a cell a spreadsheet would run as a formula', () => {
    const csv = toCsv([['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', 'ok']]);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")";'+1;'-2;'@SUM(A1);ok`);
    expect(parseCsv(csv)[0]?.map(cellValue)).toEqual(['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', 'ok']);
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
