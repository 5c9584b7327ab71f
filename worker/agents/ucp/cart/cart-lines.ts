import type { Context } from 'hono';
import type { CartItem } from '../../../../src/contracts/cart-item.ts';
import type { CartRequest } from '../../../../src/contracts/ucp/cart.ts';
import { UCP_LIMITS, type UcpMessage } from '../../../../src/contracts/ucp/protocol.ts';
import type { WineCard } from '../../../../src/contracts/wine.ts';
import { AGENT_MESSAGES } from '../../../../src/core/messages/pt-BR-agents.ts';
import { cartWineFromCard } from '../../../../src/features/cart/cart-rules.ts';
import type { AppEnv } from '../../../env.ts';
import { pageData } from '../../../render/page-data.ts';
import { WINE_ID } from '../catalog-lookup.ts';

/** The lines a cart can hold, and why any asked-for line is not among them (each message points at its line). */
export interface ResolvedLines {
  items: CartItem[];
  messages: UcpMessage[];
  /** The catalogue's records of the wines asked for, for the answer's titles and images. */
  wines: WineCard[];
}

/**
 * The requested lines as cart items, with the catalogue's fresh price and stock (the cart's own
 * `POST /api/productsCart`, one call): a wine named twice is one line of the summed quantity; a
 * wine the catalogue does not have, or has none of, is left out with an error message; a quantity
 * past the stock is lowered to it with a warning, as the storefront's cart does (spec §4, CKT106).
 */
export async function resolveCartLines(c: Context<AppEnv>, lines: CartRequest['line_items']): Promise<ResolvedLines> {
  const asked = new Map<string, { quantity: number; index: number }>();
  for (const [index, line] of lines.entries()) {
    const id = line.item.id.trim();
    const before = asked.get(id);
    asked.set(id, { quantity: (before?.quantity ?? 0) + line.quantity, index: before?.index ?? index });
  }
  const ids = [...asked.keys()].filter((id) => WINE_ID.test(id)).map(Number);
  const wines = ids.length > 0 ? await pageData(c).catalogue.winesByIds(ids) : [];
  const byId = new Map<string, WineCard>(wines.map((wine) => [String(wine.id), wine]));
  const items: CartItem[] = [];
  const messages: UcpMessage[] = [];
  for (const [id, { quantity, index }] of asked) {
    const path = `$.line_items[${index}]`;
    const wine = byId.get(id);
    if (!wine) {
      messages.push({ type: 'error', code: 'not_found', severity: 'recoverable', path, content: AGENT_MESSAGES.idNotFound(id) });
      continue;
    }
    if (wine.stock <= 0) {
      messages.push({ type: 'error', code: 'out_of_stock', severity: 'recoverable', path, content: AGENT_MESSAGES.outOfStock(wine.name) });
      continue;
    }
    const fitted = Math.min(quantity, wine.stock, UCP_LIMITS.maxLineQuantity);
    if (fitted < quantity) messages.push({ type: 'warning', code: 'quantity_adjusted', path, content: AGENT_MESSAGES.quantityAdjusted(wine.name, fitted) });
    items.push({ ...cartWineFromCard(wine), quantity: fitted });
  }
  return { items, messages, wines };
}
