/**
 * A "Pix Copia e Cola" text: an EMV® QRCPS Merchant-Presented BR Code, as in the Central Bank's
 * "Manual de Padrões para Iniciação do Pix" (annex II). Each field is ID (2 digits), length
 * (2 digits) and value; the last one, 63, is the CRC16 of everything before it, "6304" included.
 * The stand-in makes one for each Pix it "creates", so the shop shows a code any Pix reader parses.
 */
export interface BrCodeFields {
  /** The Pix key (field 26, sub-field 01). */
  key: string;
  amountCents: number;
  /** At most 25 characters, shown by the payer's bank. */
  merchantName: string;
  /** At most 15 characters. */
  merchantCity: string;
  /** The transaction's id (field 62, sub-field 05): at most 25 letters and digits. */
  txid: string;
}

function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`BR Code field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC16-CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR), 4 upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function brCode(fields: BrCodeFields): string {
  const payload = [
    field('00', '01'), // payload format indicator
    field('26', field('00', 'br.gov.bcb.pix') + field('01', fields.key)), // merchant account information: Pix
    field('52', '0000'), // merchant category code: not given
    field('53', '986'), // currency: BRL (ISO 4217)
    field('54', (fields.amountCents / 100).toFixed(2)),
    field('58', 'BR'),
    field('59', fields.merchantName.slice(0, 25)),
    field('60', fields.merchantCity.slice(0, 15)),
    field('62', field('05', fields.txid.slice(0, 25))), // additional data: the txid
  ].join('');
  return `${payload}6304${crc16(`${payload}6304`)}`;
}
