import { toCents } from '../../../src/core/rules/money.ts';

/**
 * Shipping rules of the embedded service (spec §3 "Shipping quote", §9 "Free shipping above
 * R$ 100,00, South and Southeast only"; DECISIONS "Free shipping"), with the owner's rates (back
 * office "Frete", migration 0047): prices and deadlines (business days) by range of CEP prefixes;
 * the standard delivery is free when the products subtotal (before coupon and shipping) reaches
 * the shop's minimum and the CEP's range has free shipping. Pickup at the shop ("Retirada") is
 * free, when the shop offers it.
 */
type ShippingService = 'standard' | 'express' | 'pickup';

/** One range of CEP prefixes (the CEP's first two digits) and its rates, as stored. */
interface RangeRate {
  region: string;
  cep_from: number;
  cep_to: number;
  standard_price: number;
  standard_days: number;
  express_price: number;
  express_days: number;
  free_shipping: number;
}

/** Everything a quote depends on, read with the checkout or the quote (never kept between requests). */
export interface ShippingRates {
  ranges: readonly RangeRate[];
  freeShippingMinimumCents: number;
  pickup: boolean;
}

/** The statements that read the rates: put them in the batch that needs them. */
export function shippingRatesStatements(db: D1Database): [D1PreparedStatement, D1PreparedStatement] {
  return [
    db.prepare(
      'SELECT region, cep_from, cep_to, standard_price, standard_days, express_price, express_days, free_shipping FROM shipping_ranges ORDER BY cep_from',
    ),
    db.prepare('SELECT free_shipping_minimum, pickup FROM shop_settings WHERE id = 1'),
  ];
}

/** The rates from those statements' results. */
export function shippingRatesOf(ranges: D1Result | undefined, settings: D1Result | undefined): ShippingRates {
  const row = settings?.results[0] as { free_shipping_minimum: number; pickup: number } | undefined;
  return {
    ranges: (ranges?.results ?? []) as RangeRate[],
    freeShippingMinimumCents: toCents(row?.free_shipping_minimum ?? 100),
    pickup: (row?.pickup ?? 1) === 1,
  };
}

export async function loadShippingRates(db: D1Database): Promise<ShippingRates> {
  const [ranges, settings] = await db.batch(shippingRatesStatements(db));
  return shippingRatesOf(ranges, settings);
}

const SERVICE_NAMES: Record<ShippingService, { name: string; type: string }> = {
  standard: { name: 'Entrega Padrão', type: 'Entrega' },
  express: { name: 'Entrega Expressa', type: 'Expressa' },
  pickup: { name: 'Retirada na loja', type: 'Retirada' },
};

/** Whether an order's stored shipping type is the pickup at the shop. */
export const isPickupType = (type: string | null): boolean => type === SERVICE_NAMES.pickup.type;

/** Pickup at the shop in São Paulo: ready the next business day. */
const PICKUP = { cents: 0, days: 1 };

/** The 8 digits of a CEP (spec §5 Cep: digits only; the storefront sends it without hyphen). */
export function parseCep(text: string | null | undefined): string | undefined {
  const cep = (text ?? '').trim();
  if (!/^\d{8}$/.test(cep) || cep.startsWith('00')) return undefined;
  return cep;
}

function rangeOf(cep: string, rates: ShippingRates): RangeRate | undefined {
  const prefix = Number(cep.slice(0, 2));
  return rates.ranges.find((range) => prefix >= range.cep_from && prefix <= range.cep_to);
}

export interface ServiceQuote {
  service: ShippingService;
  name: string;
  type: string;
  cents: number;
  /** Business days. */
  deadline: number;
}

/** One service's price for a CEP and a products subtotal, or undefined for a service not offered there. */
export function quoteService(service: string, cep: string, subtotalCents: number, rates: ShippingRates): ServiceQuote | undefined {
  const range = rangeOf(cep, rates);
  if (!range) return undefined;
  const names = SERVICE_NAMES[service as ShippingService];
  if (!names) return undefined;
  if (service === 'pickup') return rates.pickup ? { service, ...names, cents: PICKUP.cents, deadline: PICKUP.days } : undefined;
  const [price, days] = service === 'express' ? [range.express_price, range.express_days] : [range.standard_price, range.standard_days];
  const free = service === 'standard' && range.free_shipping === 1 && subtotalCents >= rates.freeShippingMinimumCents;
  return { service: service as ShippingService, ...names, cents: free ? 0 : toCents(price), deadline: days };
}

/** Every service for a CEP, cheapest delivery first, pickup last. */
export function quoteAll(cep: string, subtotalCents: number, rates: ShippingRates): ServiceQuote[] {
  return (['standard', 'express', 'pickup'] as const)
    .map((service) => quoteService(service, cep, subtotalCents, rates))
    .filter((quote): quote is ServiceQuote => quote !== undefined);
}

/** Splits a quote's value over the products by quantity (ShippingQuote.products); remainder to the last. */
export function splitByQuantity(
  cents: number,
  lines: ReadonlyArray<{ productVariantId: number; quantity: number }>,
): Array<{ productVariantId: number; cents: number }> {
  const units = lines.reduce((total, line) => total + line.quantity, 0);
  if (units === 0) return [];
  let given = 0;
  return lines.map((line, index) => {
    const share = index === lines.length - 1 ? cents - given : Math.floor((cents * line.quantity) / units);
    given += share;
    return { productVariantId: line.productVariantId, cents: share };
  });
}
