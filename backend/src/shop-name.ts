/** The shop's name where the backend writes it itself (e-mails, the link-preview card). */
export const SHOP_NAME = 'Adega Sommelier';
