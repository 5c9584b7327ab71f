/**
 * Coupons of the commerce service (docs/decisions.md "Commerce: coupons"). VIVALAVIDA10 and PRIMEIRACOMPRA are named
 * in campaign content: keep their codes. Amounts in reais; times ISO-8601 UTC.
 */
export const COUPONS = [
  {
    code: 'VIVALAVIDA10',
    kind: 'percentage',
    value: 10,
    minimum_subtotal: 100,
    first_purchase_only: false,
    public: true,
    active: true,
    starts_at: null,
    expires_at: null,
    description: '10% de desconto em pedidos a partir de R$ 100,00 (campanha Viva la Vida).',
  },
  {
    // spec §3 haveFirstDiscount: the first-purchase discount
    code: 'PRIMEIRACOMPRA',
    kind: 'fixed',
    value: 20,
    minimum_subtotal: 0,
    first_purchase_only: true,
    public: true,
    active: true,
    starts_at: null,
    expires_at: null,
    description: 'R$ 20,00 de desconto na primeira compra.',
  },
  {
    code: 'BEMVINDO2023',
    kind: 'percentage',
    value: 15,
    minimum_subtotal: 0,
    first_purchase_only: false,
    public: true,
    active: true,
    starts_at: '2023-01-01T03:00:00.000Z',
    // 31/12/2023 23:59:59 in São Paulo: expired
    expires_at: '2024-01-01T02:59:59.000Z',
    description: '15% de desconto (campanha encerrada em 2023).',
  },
  {
    code: 'NATAL15',
    kind: 'fixed',
    value: 15,
    minimum_subtotal: 150,
    first_purchase_only: false,
    public: false,
    active: false,
    starts_at: null,
    expires_at: null,
    description: 'R$ 15,00 de desconto acima de R$ 150,00 (desativado fora da época).',
  },
] as const;
