/**
 * spec §9 "Affordable price band R$0 to R$49.99", as the one `preco` value (DECISIONS "Affordable
 * band"). A module without schemas: the popup's link needs it on every page (first-load budget).
 */
export const AFFORDABLE_PRICE_BAND = '0-49.99';
