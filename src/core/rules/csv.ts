/**
 * CSV as Brazilian spreadsheets read and write it (docs/operating-the-shop.md): `;` between
 * fields (Excel in pt-BR uses the comma for decimals), quotes around fields that need them, a
 * UTF-8 byte-order mark so accents open right, CRLF line ends. Reading also takes `,` (a file saved
 * by other tools), chosen from the header line.
 */
const BOM = '\uFEFF';

/**
 * Whatever any common reader could take for the end of a cell: `;` (Excel in pt-BR), `,` (most
 * other tools), tab, `|`, and line ends. A cell holding one is quoted, whichever delimiter this
 * file uses, so a reader splitting on another one still sees the cell whole when it honours quotes.
 */
const ANY_DELIMITER = /[;,\t|\r\n]/;

/**
 * A cell, or a part of it after any delimiter, that a spreadsheet would run as a formula (`=`,
 * `+`, `-`, `@`, tab, carriage return) gets an apostrophe before it, which spreadsheets hide:
 * exported data never becomes code in the owner's Excel (CSV injection), even in a reader that
 * splits on commas and ignores quotes (`Ana,=cmd|…` is written `"Ana,'=cmd|…"`); spaces and quotes
 * between the delimiter and the formula do not hide it (`Ana,"=cmd|…` gets its apostrophe too).
 */
function neutralised(cell: string): string {
  return cell.replace(/(^|[;,\t|\r\n])[\s"]*(?=[=+\-@\t\r])/g, (start) => `${start}'`);
}

function quoted(cell: string, delimiter: string): string {
  return cell.includes('"') || cell.includes(delimiter) || ANY_DELIMITER.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** The rows as a CSV document (header first), ready to download. */
export function toCsv(rows: readonly (readonly (string | number)[])[], delimiter = ';'): string {
  return `${BOM}${rows.map((row) => row.map((cell) => quoted(neutralised(String(cell)), delimiter)).join(delimiter)).join('\r\n')}\r\n`;
}

/**
 * The rows of a CSV document, each a list of cells as written (quotes undone). Blank lines are
 * kept as empty rows, so a row's index + 1 is its line number for the owner (with no line breaks
 * inside quoted cells).
 */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith(BOM) ? text.slice(1) : text;
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes(';') || !firstLine.includes(',') ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let inQuotes = false;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (inQuotes) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') inQuotes = false;
      else cell += char;
    } else if (char === '"' && cell === '') inQuotes = true;
    else if (char === delimiter) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** A cell read back: the apostrophes `toCsv` put before formula-like parts come off. */
export function cellValue(cell: string): string {
  const value = cell.replace(/(^|[;,\t|\r\n])([\s"]*)'(?=[=+\-@\t\r])/g, '$1$2');
  return value === cell ? cell.trim() : value;
}

/**
 * Windows-1252's bytes 0x80–0x9F (the rest of its upper half is Latin-1: the byte is the code
 * point). What Excel in Portuguese writes for "CSV (separado por vírgulas)".
 */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  return text;
}

/**
 * A spreadsheet file's text, whatever Excel saved it as: UTF-8 with or without its byte-order mark
 * ("CSV UTF-8"), else Windows-1252 (Excel's default "CSV (separado por vírgulas)" in Portuguese).
 * A file that is not valid UTF-8 is never read as UTF-8, so "Rosé" never becomes "Ros�".
 */
export function decodeSpreadsheetText(bytes: Uint8Array): { text: string; encoding: 'utf-8' | 'windows-1252' } {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    return { text: text.startsWith(BOM) ? text.slice(1) : text, encoding: 'utf-8' };
  } catch {
    return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
  }
}

/**
 * Whether a name read from a file differs from the stored one only by a character set gone wrong:
 * a character that could not be read ("Ros�"), or UTF-8 read as Windows-1252 ("RosÃ©"). Saving
 * it would change the name by encoding alone.
 */
export function changedByEncodingAlone(read: string, stored: string): boolean {
  if (read === stored) return false;
  if (read.includes('\uFFFD')) return true;
  const bytes: number[] = [];
  for (const char of read) {
    const high = WINDOWS_1252_HIGH.indexOf(char);
    const code = high >= 0 ? 0x80 + high : (char.codePointAt(0) ?? 0);
    if (code > 0xff) return false;
    bytes.push(code);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(new Uint8Array(bytes)) === stored;
  } catch {
    return false;
  }
}
