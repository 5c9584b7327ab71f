import { z } from 'zod/mini';
import { ADMIN_MESSAGES } from './api.ts';

/**
 * The owner's shipping rates through the admin API (`GET`/`PUT /admin-api/shipping`; spec §9,
 * DECISIONS "Free shipping"): ranges of CEP prefixes (the CEP's first two digits, 01–99) with the
 * standard and express delivery's price and business days and whether the standard delivery can
 * be free there; the products subtotal from which it is; and whether pickup ("Retirada") is
 * offered. A `PUT` replaces them all: every prefix 01–99 in exactly one range.
 */
export const ADMIN_SHIPPING_MESSAGES = {
  region: 'Informe o nome da região, de 1 a 60 caracteres.',
  cepFrom: 'Informe o início da faixa: os 2 primeiros dígitos do CEP, de 01 a 99.',
  cepTo: 'Informe o fim da faixa: 2 dígitos de 01 a 99, não menor que o início.',
  price: 'Informe um preço de R$ 0,00 a R$ 10.000,00, com até 2 casas decimais.',
  days: 'Informe o prazo em dias úteis, de 1 a 60.',
  freeShipping: 'Informe se a entrega padrão pode ser grátis nesta faixa (sim ou não).',
  minimum: 'Informe o valor mínimo para o frete grátis, de R$ 0,00 a R$ 100.000,00.',
  pickup: 'Informe se a retirada na loja é oferecida (sim ou não).',
  ranges: 'Informe de 1 a 60 faixas de CEP.',
  coverage: 'Cada início de CEP de 01 a 99 deve estar em exatamente uma faixa.',
  invalidFields: ADMIN_MESSAGES.invalidFields,
  unknownField: ADMIN_MESSAGES.unknownField,
  notAnObject: ADMIN_MESSAGES.notAnObject,
} as const;

const M = ADMIN_SHIPPING_MESSAGES;

const centavos = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

const money = (message: string, max: number) =>
  z.number({ error: message }).check(z.gte(0, { error: message }), z.lte(max, { error: message }), z.refine(centavos, { error: message }));

const prefix = (message: string) => z.number({ error: message }).check(z.int({ error: message }), z.gte(1, { error: message }), z.lte(99, { error: message }));

const days = z.number({ error: M.days }).check(z.int({ error: M.days }), z.gte(1, { error: M.days }), z.lte(60, { error: M.days }));

const objectError = (issue: { code: string }) => (issue.code === 'unrecognized_keys' ? M.unknownField : M.notAnObject);

/** One range of CEP prefixes and its rates. */
const shippingRangeSchema = z
  .strictObject(
    {
      region: z.string({ error: M.region }).check(z.trim(), z.minLength(1, { error: M.region }), z.maxLength(60, { error: M.region })),
      cep_from: prefix(M.cepFrom),
      cep_to: prefix(M.cepTo),
      standard_price: money(M.price, 10_000),
      standard_days: days,
      express_price: money(M.price, 10_000),
      express_days: days,
      free_shipping: z.boolean({ error: M.freeShipping }),
    },
    { error: objectError },
  )
  .check(z.refine((range) => range.cep_to >= range.cep_from, { error: M.cepTo, path: ['cep_to'] }));

export type ShippingRange = z.infer<typeof shippingRangeSchema>;

/** The prefixes 01–99 no range covers, and those more than one does. */
export function coverageProblems(ranges: ReadonlyArray<Pick<ShippingRange, 'cep_from' | 'cep_to'>>): { missing: number[]; repeated: number[] } {
  const missing: number[] = [];
  const repeated: number[] = [];
  for (let value = 1; value <= 99; value += 1) {
    const owners = ranges.filter((range) => value >= range.cep_from && value <= range.cep_to).length;
    if (owners === 0) missing.push(value);
    if (owners > 1) repeated.push(value);
  }
  return { missing, repeated };
}

const covered = (ranges: ReadonlyArray<Pick<ShippingRange, 'cep_from' | 'cep_to'>>) => {
  const { missing, repeated } = coverageProblems(ranges);
  return missing.length === 0 && repeated.length === 0;
};

/** `PUT /admin-api/shipping` (and the `GET`'s answer). */
export const shippingRatesSchema = z
  .strictObject(
    {
      ranges: z.array(shippingRangeSchema, { error: M.ranges }).check(z.minLength(1, { error: M.ranges }), z.maxLength(60, { error: M.ranges })),
      free_shipping_minimum: money(M.minimum, 100_000),
      pickup: z.boolean({ error: M.pickup }),
    },
    { error: objectError },
  )
  .check(z.refine((rates) => covered(rates.ranges), { error: M.coverage, path: ['ranges'] }));

export type AdminShippingRates = z.infer<typeof shippingRatesSchema>;
