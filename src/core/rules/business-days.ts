/** A delivery time in business days, singular or plural ("1 dia útil", "5 dias úteis"): the shop, its checkout, the back office and the assistants say it alike. */
export const businessDays = (days: number): string => `${days} ${days === 1 ? 'dia útil' : 'dias úteis'}`;
