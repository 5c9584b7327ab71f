/** The back office's addresses (README "Operating the shop"), all under /admin. */
export const ADMIN_PATHS = {
  root: '/admin',
  login: '/admin/entrar',
  logout: '/admin/sair',
  /** The stylesheet, named by the build so it can be cached for good. */
  stylesheet: '/admin/estilo.css',
  wines: '/admin/vinhos',
  wineExport: '/admin/vinhos/exportar.csv',
  wineImport: '/admin/vinhos/importar',
  wineImportApply: '/admin/vinhos/importar/aplicar',
  wine: (id: number) => `/admin/vinhos/${id}`,
  history: '/admin/historico',
  coupons: '/admin/cupons',
  newCoupon: '/admin/cupons/novo',
  couponActive: (code: string) => `/admin/cupons/${encodeURIComponent(code)}/ativo`,
  partners: '/admin/parceiros',
  newPartner: '/admin/parceiros/novo',
  partner: (name: string) => `/admin/parceiros/${encodeURIComponent(name)}`,
  winePhoto: (id: number) => `/admin/vinhos/${id}/foto`,
  winePhotoRemoval: (id: number) => `/admin/vinhos/${id}/foto/remover`,
  banners: '/admin/banners',
  newPopup: '/admin/banners/popups/novo',
  popup: (id: number) => `/admin/banners/popups/${id}`,
  newMessage: '/admin/banners/mensagens/nova',
  message: (id: number) => `/admin/banners/mensagens/${id}`,
  /** `place` is "esquerda" or "direita" (worker/admin/banners/strip-and-page-forms.ts). */
  pageBanner: (place: string) => `/admin/banners/paginas/${place}`,
  orders: '/admin/pedidos',
  order: (id: number) => `/admin/pedidos/${id}`,
  newsletter: '/admin/newsletter',
  newsletterExport: '/admin/newsletter/exportar.csv',
  newsletterUnsubscribe: '/admin/newsletter/cancelar',
  settings: '/admin/configuracoes',
} as const;

/** The navigation, in the order the owner sees it. */
export const ADMIN_SECTIONS = [
  { label: 'Vinhos', path: ADMIN_PATHS.wines },
  { label: 'Cupons', path: ADMIN_PATHS.coupons },
  { label: 'Banners', path: ADMIN_PATHS.banners },
  { label: 'Parceiros', path: ADMIN_PATHS.partners },
  { label: 'Pedidos', path: ADMIN_PATHS.orders },
  { label: 'Newsletter', path: ADMIN_PATHS.newsletter },
  { label: 'Configurações', path: ADMIN_PATHS.settings },
  { label: 'Histórico', path: ADMIN_PATHS.history },
] as const;
