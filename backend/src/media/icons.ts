/**
 * Line icons of the header filter's buttons (spec §3 "Category button data": main_icon, icon),
 * 24×24, drawn with the current colour, by the file name under /media/icons/.
 */
export const ICONS: Record<string, string> = {
  // main filter buttons
  ocasiao: '<path d="M8 2h8l-1 7a3 3 0 0 1-6 0z"/><path d="M12 12v8M8 22h8"/>',
  prato: '<path d="M4 2v7a3 3 0 0 0 6 0V2M7 2v20"/><path d="M17 2c-2 2-3 5-3 8h3v12"/>',
  'todos-os-vinhos': '<path d="M10 2h4v5c0 1 3 2 3 5v9a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1v-9c0-3 3-4 3-5z"/><path d="M7 14h10"/>',
  'black-friday': '<path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z"/><circle cx="8" cy="8" r="1.5"/>',
  // occasions
  churrasco: '<path d="M12 2c1 3 5 5 5 10a5 5 0 0 1-10 0c0-3 2-4 2-6 1 1 2 2 2 3 1-2 1-4 1-7z"/><path d="M5 22h14"/>',
  'jantar-a-dois': '<path d="M12 21s-8-5-8-11a4.5 4.5 0 0 1 8-3 4.5 4.5 0 0 1 8 3c0 6-8 11-8 11z"/>',
  'happy-hour': '<path d="M5 3h6l-1 6a2 2 0 0 1-4 0zM13 3h6l-1 6a2 2 0 0 1-4 0z"/><path d="M8 11v8M16 11v8M6 21h4M14 21h4"/>',
  presentear: '<rect x="3" y="8" width="18" height="13" rx="1"/><path d="M12 8v13M3 12h18M12 8c-2-4-6-4-6-1s6 1 6 1 6 2 6-1-4-3-6 1z"/>',
  'dia-a-dia': '<path d="M3 11l9-8 9 8"/><path d="M5 10v11h14V10"/><path d="M10 21v-6h4v6"/>',
  comemoracoes: '<path d="M12 2l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 17l-6.1 3.4 1.5-6.8L2.2 9l6.9-.7z"/>',
  'noite-de-queijos': '<path d="M3 18l9-12 9 12z"/><circle cx="10" cy="14" r="1.5"/><circle cx="15" cy="15" r="1"/>',
  verao: '<circle cx="12" cy="12" r="4"/><path d="M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"/>',
  // main courses
  'carnes-vermelhas': '<path d="M15 4c4 0 6 3 6 6 0 5-5 9-11 9-4 0-7-2-7-5 0-3 3-4 5-6s3-4 7-4z"/><circle cx="15" cy="9" r="2"/>',
  massas: '<path d="M3 12h18a9 9 0 0 1-18 0z"/><path d="M7 12c0-4 2-8 2-8M12 12V3M17 12c0-4-2-8-2-8"/>',
  'peixes-e-frutos-do-mar': '<path d="M2 12c3-5 9-7 14-3l5-3v12l-5-3c-5 4-11 2-14-3z"/><circle cx="8" cy="11" r="1"/>',
  queijos: '<path d="M3 18l9-12 9 12z"/><path d="M3 18h18"/><circle cx="12" cy="14" r="1.5"/>',
  aves: '<path d="M14 4a6 6 0 0 1 4 10l-4 1-5 5-2-2 5-5 1-4a6 6 0 0 1 1-5z"/><path d="M5 20l-2-1 1-2"/>',
  pizza: '<path d="M12 22L3 6c6-3 12-3 18 0z"/><circle cx="10" cy="10" r="1.2"/><circle cx="14" cy="13" r="1.2"/><circle cx="12" cy="17" r="1"/>',
  'comida-japonesa': '<ellipse cx="9" cy="15" rx="6" ry="4"/><path d="M3 15v2c0 2 3 4 6 4s6-2 6-4v-2"/><path d="M14 3l8 8M12 5l8 8"/>',
  sobremesas: '<path d="M4 12h16v9H4z"/><path d="M4 16h16"/><path d="M12 12V8M12 5a1 1 0 1 0 0 .1"/>',
  feijoada: '<path d="M4 10h16v6a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5z"/><path d="M2 10h20M9 6c0-2 2-2 2-4M14 6c0-2 2-2 2-4"/>',
  risotos: '<path d="M3 11h18a9 9 0 0 1-18 0z"/><circle cx="9" cy="9" r="1"/><circle cx="13" cy="8" r="1"/><circle cx="16" cy="9.5" r="1"/>',
  // all wines, by type
  tinto: '<path d="M7 3h10l-1 7a4 4 0 0 1-8 0z" fill="#6d1230"/><path d="M12 14v6M8 21h8"/>',
  branco: '<path d="M7 3h10l-1 7a4 4 0 0 1-8 0z" fill="#e9d98b"/><path d="M12 14v6M8 21h8"/>',
  rose: '<path d="M7 3h10l-1 7a4 4 0 0 1-8 0z" fill="#e88a9a"/><path d="M12 14v6M8 21h8"/>',
  espumante: '<path d="M9 2h6l-1 10a2 2 0 0 1-4 0z" fill="#d8c56a"/><path d="M12 14v6M9 21h6"/>',
  fortificado: '<path d="M8 6h8l-1 5a3 3 0 0 1-6 0z" fill="#7a2e12"/><path d="M12 14v6M9 21h6"/>',
  sobremesa: '<path d="M8 5h8l-1 6a3 3 0 0 1-6 0z" fill="#d99a2b"/><path d="M12 14v6M9 21h6"/>',
};

/** The file holding every icon, each shown alone by its name as the URL's fragment (`icons.svg#churrasco`). */
export const ICON_SHEET_FILE = 'icons.svg';

/**
 * Where a filter button's icon is: in the one sheet when it is one of ours, so a page's icons are
 * one request, not one each; a name we do not draw keeps its own address (which answers 404).
 */
export function iconUrl(icon: string): string {
  return Object.hasOwn(ICONS, icon) ? `/media/icons/${ICON_SHEET_FILE}#${icon}` : `/media/icons/${icon}.svg`;
}

/**
 * Every icon stacked in one SVG, each under a `<view>` of its own: an <img> whose URL names a view
 * by its fragment shows that view's box alone (SVG 1.1 §17.2.2, "SVG fragment identifiers").
 */
export function iconSheetSvg(): string {
  const icons = Object.entries(ICONS).map(
    ([name, paths], index) => `<view id="${name}" viewBox="0 ${index * 24} 24 24"/><g transform="translate(0 ${index * 24})">${paths}</g>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 ${icons.length * 24}" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${icons.join('')}</svg>`;
}

export function iconSvg(paths: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${paths}</svg>`;
}
