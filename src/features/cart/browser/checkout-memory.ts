import { z } from 'zod/mini';
import { CART, COOKIES, STORAGE_KEYS } from '../../../core/constants.ts';
import { cartIdSchema } from '../../../contracts/customer-link.ts';
import type { CheckoutMetadataInput } from '../../../contracts/graphql/checkout-documents.ts';

/**
 * What this browser remembers about its remote checkout (spec §3 keys and cookies): `cart-id`
 * (local storage key and a cookie, path /, 31536000 s, readable by page scripts: the edge reads it
 * for the login link and the checkout hand-off), `metaDataCheckout` (the metadata this browser
 * wrote, key = sku), `haveFirstDiscount`, and our pending link coupon.
 */
export interface BrowserMemory {
  storage: Storage;
  /** `document.cookie`: read the whole string, write one cookie at a time. */
  cookies: { read(): string; write(cookie: string): void };
  secure: boolean;
}

export function browserMemory(): BrowserMemory {
  return {
    storage: window.localStorage,
    cookies: {
      read: () => document.cookie,
      write: (cookie) => {
        document.cookie = cookie;
      },
    },
    secure: window.location.protocol === 'https:',
  };
}

function validCartId(value: string | null | undefined): string | null {
  if (!value || value === 'null') return null;
  return cartIdSchema.safeParse(value).success ? value : null;
}

/** The storage key first; the cookie when storage was cleared (both hold the same id). */
export function readCartId(memory: BrowserMemory): string | null {
  const stored = validCartId(memory.storage.getItem(STORAGE_KEYS.cartId));
  if (stored) return stored;
  const prefix = `${COOKIES.cartId.name}=`;
  const cookie = memory.cookies
    .read()
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  return validCartId(cookie ? decodeURIComponent(cookie.slice(prefix.length)) : null);
}

function cartIdCookie(value: string, maxAge: number, secure: boolean): string {
  return `${COOKIES.cartId.name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function saveCartId(memory: BrowserMemory, cartId: string): void {
  memory.storage.setItem(STORAGE_KEYS.cartId, cartId);
  memory.cookies.write(cartIdCookie(cartId, COOKIES.cartId.maxAge, memory.secure));
}

/** Forgets the checkout (and the metadata written to it): the next add starts a new one. */
export function forgetCartId(memory: BrowserMemory): void {
  memory.storage.removeItem(STORAGE_KEYS.cartId);
  memory.storage.removeItem(STORAGE_KEYS.checkoutMetadata);
  memory.cookies.write(cartIdCookie('', 0, memory.secure));
}

const metadataListSchema = z.array(z.object({ key: z.string(), value: z.string() }));

export function readCheckoutMetadata(memory: BrowserMemory): CheckoutMetadataInput[] {
  try {
    const parsed = metadataListSchema.safeParse(JSON.parse(memory.storage.getItem(STORAGE_KEYS.checkoutMetadata) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function writeCheckoutMetadata(memory: BrowserMemory, entries: readonly CheckoutMetadataInput[]): void {
  if (entries.length === 0) memory.storage.removeItem(STORAGE_KEYS.checkoutMetadata);
  else memory.storage.setItem(STORAGE_KEYS.checkoutMetadata, JSON.stringify(entries));
}

/**
 * Whether a change of this browser's cart has not reached the checkout yet (made offline, or its
 * sync failed or was cut short): set when a sync starts, cleared when one ends well.
 */
export function hasUnsyncedChanges(memory: BrowserMemory): boolean {
  return memory.storage.getItem(STORAGE_KEYS.cartUnsynced) === 'true';
}

export function markUnsynced(memory: BrowserMemory, unsynced: boolean): void {
  if (unsynced) memory.storage.setItem(STORAGE_KEYS.cartUnsynced, 'true');
  else memory.storage.removeItem(STORAGE_KEYS.cartUnsynced);
}

export function recordFirstDiscount(memory: BrowserMemory): void {
  memory.storage.setItem(STORAGE_KEYS.haveFirstDiscount, 'true');
}

const couponSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(60), z.regex(/^[A-Za-z0-9_-]+$/));

/** spec §7: "The coupon comes from the query parameter coupon". Null when absent or malformed. */
export function couponFromUrl(search: string): string | null {
  const parsed = couponSchema.safeParse(new URLSearchParams(search).get(CART.couponQueryParam) ?? '');
  return parsed.success ? parsed.data : null;
}

export function readPendingCoupon(memory: BrowserMemory): string | null {
  return memory.storage.getItem(STORAGE_KEYS.pendingCoupon);
}

export function rememberPendingCoupon(memory: BrowserMemory, coupon: string): void {
  memory.storage.setItem(STORAGE_KEYS.pendingCoupon, coupon);
}

export function clearPendingCoupon(memory: BrowserMemory): void {
  memory.storage.removeItem(STORAGE_KEYS.pendingCoupon);
}
