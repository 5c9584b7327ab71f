/** The header strip's rotating messages (spec §2 Header), in display order. */
export const MESSAGE_BANNERS = [
  { id: 1, text: 'Frete grátis acima de R$ 100,00 para o Sul e o Sudeste', position: 1 },
  { id: 2, text: 'Parcele em até 6x sem juros no cartão de crédito', position: 2 },
  { id: 3, text: 'Não sabe qual escolher? Pergunte ao nosso sommelier virtual', position: 3 },
] as const;
