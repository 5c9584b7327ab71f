/**
 * spec §5/§9: the shortest search term searched; ours: the longest taken (longer terms are refused
 * rather than cut). In characters, an emoji one, as the search contract's schema counts them. Apart
 * from that schema so the browser's code reads it without the schema library.
 */
export const SEARCH_TERM_LENGTH = { min: 3, max: 100 } as const;
