/**
 * Shipping rules of the embedded service (spec §3 "Shipping quote", §9 "Free shipping above
 * R$ 100,00, South and Southeast only"; DECISIONS "Free shipping"). Prices and deadlines (business
 * days) by CEP range; the standard delivery is free when the products subtotal (before coupon and
 * shipping) reaches R$ 100,00 and the CEP starts with 01–39 or 80–99. Pickup at the shop ("Retirada")
 * is always offered, free.
 */
const FREE_SHIPPING_MINIMUM_CENTS = 10_000;

type ShippingService = 'standard' | 'express' | 'pickup';

interface Region {
  name: string;
  /** Inclusive ranges of the CEP's first two digits. */
  prefixes: ReadonlyArray<readonly [number, number]>;
  standard: { cents: number; days: number };
  express: { cents: number; days: number };
  freeShipping: boolean;
}

/** Ordered by CEP; every two-digit prefix 01–99 belongs to exactly one region. */
export const REGIONS: readonly Region[] = [
  { name: 'Grande São Paulo', prefixes: [[1, 9]], standard: { cents: 1290, days: 2 }, express: { cents: 2290, days: 1 }, freeShipping: true },
  { name: 'Interior de São Paulo', prefixes: [[10, 19]], standard: { cents: 1590, days: 3 }, express: { cents: 2790, days: 2 }, freeShipping: true },
  { name: 'Rio de Janeiro e Espírito Santo', prefixes: [[20, 29]], standard: { cents: 1890, days: 4 }, express: { cents: 3290, days: 2 }, freeShipping: true },
  { name: 'Minas Gerais', prefixes: [[30, 39]], standard: { cents: 1990, days: 4 }, express: { cents: 3490, days: 2 }, freeShipping: true },
  { name: 'Nordeste', prefixes: [[40, 65]], standard: { cents: 3490, days: 9 }, express: { cents: 5990, days: 5 }, freeShipping: false },
  {
    name: 'Norte',
    prefixes: [
      [66, 69],
      [77, 77],
    ],
    standard: { cents: 4490, days: 12 },
    express: { cents: 7490, days: 7 },
    freeShipping: false,
  },
  {
    name: 'Centro-Oeste',
    prefixes: [
      [70, 76],
      [78, 79],
    ],
    standard: { cents: 2990, days: 7 },
    express: { cents: 4990, days: 4 },
    freeShipping: false,
  },
  { name: 'Sul', prefixes: [[80, 99]], standard: { cents: 2290, days: 5 }, express: { cents: 3990, days: 3 }, freeShipping: true },
];

const SERVICE_NAMES: Record<ShippingService, { name: string; type: string }> = {
  standard: { name: 'Entrega Padrão', type: 'Entrega' },
  express: { name: 'Entrega Expressa', type: 'Expressa' },
  pickup: { name: 'Retirada na loja', type: 'Retirada' },
};

/** Pickup at the shop in São Paulo: ready the next business day. */
const PICKUP = { cents: 0, days: 1 };

/** The 8 digits of a CEP (spec §5 Cep: digits only; the storefront sends it without hyphen). */
export function parseCep(text: string | null | undefined): string | undefined {
  const cep = (text ?? '').trim();
  if (!/^\d{8}$/.test(cep) || cep.startsWith('00')) return undefined;
  return cep;
}

function regionOf(cep: string): Region | undefined {
  const prefix = Number(cep.slice(0, 2));
  return REGIONS.find((region) => region.prefixes.some(([from, to]) => prefix >= from && prefix <= to));
}

/** spec §5 / DECISIONS "Free shipping": prefixes 01–39 and 80–99. */
export function isFreeShippingRegion(cep: string): boolean {
  return regionOf(cep)?.freeShipping ?? false;
}

export interface ServiceQuote {
  service: ShippingService;
  name: string;
  type: string;
  cents: number;
  /** Business days. */
  deadline: number;
}

/** One service's price for a CEP and a products subtotal, or undefined for an unknown service. */
export function quoteService(service: string, cep: string, subtotalCents: number): ServiceQuote | undefined {
  const region = regionOf(cep);
  if (!region) return undefined;
  const names = SERVICE_NAMES[service as ShippingService];
  if (!names) return undefined;
  if (service === 'pickup') return { service, ...names, cents: PICKUP.cents, deadline: PICKUP.days };
  const rate = service === 'express' ? region.express : region.standard;
  const free = service === 'standard' && region.freeShipping && subtotalCents >= FREE_SHIPPING_MINIMUM_CENTS;
  return { service: service as ShippingService, ...names, cents: free ? 0 : rate.cents, deadline: rate.days };
}

/** Every service for a CEP, cheapest delivery first, pickup last. */
export function quoteAll(cep: string, subtotalCents: number): ServiceQuote[] {
  return (['standard', 'express', 'pickup'] as const)
    .map((service) => quoteService(service, cep, subtotalCents))
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
