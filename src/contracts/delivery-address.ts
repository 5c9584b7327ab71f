import { z } from 'zod/mini';

/**
 * Where a delivered order goes (docs/payments.md "Delivery address"): the checkout page asks for it
 * when the delivery chosen is not a pickup, the order keeps it, the back office and the owner's mail
 * show it. The CEP is the delivery's own (the quote was made for it), kept beside it.
 */
export const BRAZIL_STATES = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;

export const DELIVERY_ADDRESS_LABELS = {
  recipient: 'Quem vai receber',
  street: 'Rua ou avenida',
  number: 'Número',
  complement: 'Complemento (opcional)',
  district: 'Bairro',
  city: 'Cidade',
  state: 'Estado (UF)',
} as const;

export type DeliveryAddressField = keyof typeof DELIVERY_ADDRESS_LABELS;

const DELIVERY_ADDRESS_MESSAGES: Record<DeliveryAddressField, string> = {
  recipient: 'Informe o nome de quem vai receber.',
  street: 'Informe a rua ou avenida.',
  number: 'Informe o número (ou S/N).',
  complement: 'Use no máximo 60 caracteres no complemento.',
  district: 'Informe o bairro.',
  city: 'Informe a cidade.',
  state: 'Escolha o estado.',
};

/** Line breaks and other control characters: never part of an address, and they would add lines to the owner's mail. */
const CONTROL = /\p{Cc}/u;

const text = (field: DeliveryAddressField, min: number, max: number) =>
  z.string({ error: DELIVERY_ADDRESS_MESSAGES[field] }).check(
    z.trim(),
    z.minLength(min, { error: DELIVERY_ADDRESS_MESSAGES[field] }),
    z.maxLength(max, { error: `Use no máximo ${max} caracteres.` }),
    z.refine((value) => !CONTROL.test(value), { error: DELIVERY_ADDRESS_MESSAGES[field] }),
  );

/** The longest each field may be, in characters: the schema refuses more, the form's fields stop there. */
export const DELIVERY_ADDRESS_MAX_LENGTH = { recipient: 120, street: 120, number: 10, complement: 60, district: 60, city: 60 } as const;

const M = DELIVERY_ADDRESS_MAX_LENGTH;

export const deliveryAddressSchema = z.object({
  recipient: text('recipient', 2, M.recipient),
  street: text('street', 2, M.street),
  number: text('number', 1, M.number),
  complement: text('complement', 0, M.complement),
  district: text('district', 2, M.district),
  city: text('city', 2, M.city),
  state: z.enum(BRAZIL_STATES, { error: DELIVERY_ADDRESS_MESSAGES.state }),
});

export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

/** The address on one line, as a label or a parcel reads it: "Ana Souza, Rua das Flores, 12, apto 3, Centro, Curitiba/PR". */
export function deliveryAddressLine(address: DeliveryAddress): string {
  const street = [address.street, address.number, address.complement].filter((part) => part !== '').join(', ');
  return `${address.recipient}, ${street}, ${address.district}, ${address.city}/${address.state}`;
}

/** A stored address (JSON), or null when there is none or it cannot be read. */
export function storedDeliveryAddress(json: string | null): DeliveryAddress | null {
  if (!json) return null;
  try {
    const parsed = deliveryAddressSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
