/**
 * Every code the service answers. CKT1xx and TKN100 are the hosted API's (known meanings kept);
 * the numbers whose hosted meaning is unknown, and the CUS/SHP/PAY/TKN101/GGL codes, are ours and are
 * documented in the docs/commerce-graphql.md. The storefront decides by these
 * codes (e.g. CKT106 → "Produto indisponivel", CKT117 → start a new cart: DECISIONS "A completed
 * checkout"); the embedded service and its tests import the same constant.
 */
export const ERROR_CODES = {
  checkoutCreate: 'CKT101',
  productNotFound: 'CKT102',
  checkoutGet: 'CKT103',
  couponInvalid: 'CKT104',
  couponNotApplicable: 'CKT105',
  insufficientStock: 'CKT106',
  productAdd: 'CKT107',
  productRemove: 'CKT108',
  metadataInvalid: 'CKT109',
  checkoutForbidden: 'CKT110',
  checkoutHasCustomer: 'CKT111',
  shippingQuoteInvalid: 'CKT112',
  checkoutNotFound: 'CKT113',
  checkoutCompleted: 'CKT117',
  minimumQuantity: 'CKT120',
  tokenRenewal: 'TKN100',
  tokenInvalid: 'TKN101',
  /** checkoutSelectPaymentMethod with an id paymentMethods does not offer. */
  paymentMethodInvalid: 'PAY101',
  /** A card for a customer whose age was confirmed by CPF only (level B): Pix in that CPF, or a level-A confirmation first. */
  cardNeedsAgeLevelA: 'PAY102',
  cepInvalid: 'SHP101',
  shippingNoProducts: 'SHP102',
  customerInvalid: 'CUS100',
  nameInvalid: 'CUS101',
  emailInvalid: 'CUS102',
  passwordWeak: 'CUS103',
  passwordMismatch: 'CUS104',
  cpfInvalid: 'CUS105',
  phoneInvalid: 'CUS106',
  birthDateInvalid: 'CUS107',
  underAge: 'CUS108',
  /** The e-mail or the CPF already has an account: one answer for both, no field named. */
  registrationRefused: 'CUS109',
  loginFailed: 'CUS111',
  customerTypeUnsupported: 'CUS112',
  /** A password-reset key unknown, used or past its hour. */
  recoveryKeyInvalid: 'CUS113',
  googleTokenInvalid: 'GGL100',
  googleNotConfigured: 'GGL101',
  // request-level (no resolver ran)
  tooManyRequests: 'TOO_MANY_REQUESTS',
  unauthenticated: 'UNAUTHENTICATED',
  badRequest: 'BAD_REQUEST',
  parseFailed: 'GRAPHQL_PARSE_FAILED',
  validationFailed: 'GRAPHQL_VALIDATION_FAILED',
  internal: 'INTERNAL_SERVER_ERROR',
} as const;
