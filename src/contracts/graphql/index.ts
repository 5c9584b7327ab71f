/**
 * Every GraphQL document the storefront sends to the storefront API (spec §7), with the schemas
 * of their data. Cart and account code import from here; the backend's tests validate all of
 * STOREFRONT_OPERATIONS against the SDL and the hosted schema.
 */
import {
  CHECKOUT,
  CHECKOUT_ADD_COUPON,
  CHECKOUT_ADD_METADATA,
  CHECKOUT_ADD_PRODUCT,
  CHECKOUT_CUSTOMER_ASSOCIATE,
  CHECKOUT_REMOVE_COUPON,
  CHECKOUT_REMOVE_METADATA,
  CHECKOUT_REMOVE_PRODUCT,
  CHECKOUT_SELECT_SHIPPING_QUOTE,
  CREATE_CHECKOUT,
  SHIPPING_QUOTES,
} from './checkout-documents.ts';
import {
  CUSTOMER,
  CUSTOMER_ACCESS_TOKEN_RENEW,
  CUSTOMER_AUTHENTICATED_LOGIN,
  CUSTOMER_COMPLETE_PARTIAL_REGISTRATION,
  CUSTOMER_CREATE,
  CUSTOMER_IDENTITY,
  CUSTOMER_PASSWORD_CHANGE_BY_RECOVERY,
  CUSTOMER_PASSWORD_RECOVERY,
  CUSTOMER_SOCIAL_LOGIN_GOOGLE,
} from './customer-documents.ts';
import type { GraphqlOperation } from './operation.ts';

export * from './checkout-data.ts';
export * from './checkout-documents.ts';
export * from './customer-data.ts';
export * from './customer-documents.ts';
export * from './error-codes.ts';
export * from './operation.ts';

export const STOREFRONT_OPERATIONS: ReadonlyArray<Pick<GraphqlOperation<unknown, unknown>, 'operationName' | 'query'>> = [
  CREATE_CHECKOUT,
  CHECKOUT,
  CHECKOUT_ADD_PRODUCT,
  CHECKOUT_REMOVE_PRODUCT,
  CHECKOUT_ADD_COUPON,
  CHECKOUT_REMOVE_COUPON,
  CHECKOUT_CUSTOMER_ASSOCIATE,
  CHECKOUT_ADD_METADATA,
  CHECKOUT_REMOVE_METADATA,
  SHIPPING_QUOTES,
  CHECKOUT_SELECT_SHIPPING_QUOTE,
  CUSTOMER_AUTHENTICATED_LOGIN,
  CUSTOMER_ACCESS_TOKEN_RENEW,
  CUSTOMER,
  CUSTOMER_IDENTITY,
  CUSTOMER_SOCIAL_LOGIN_GOOGLE,
  CUSTOMER_CREATE,
  CUSTOMER_COMPLETE_PARTIAL_REGISTRATION,
  CUSTOMER_PASSWORD_RECOVERY,
  CUSTOMER_PASSWORD_CHANGE_BY_RECOVERY,
];
