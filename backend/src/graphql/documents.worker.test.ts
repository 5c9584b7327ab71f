import { Kind, parse, validate, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as contracts from '../../../src/contracts/graphql/index.ts';
import { STOREFRONT_OPERATIONS } from '../../../src/contracts/graphql/index.ts';
import { OWN_BACKEND_OPERATIONS } from '../../../src/contracts/graphql/own-operations.ts';
import { QueryComplexityRule } from './limits.ts';
import { commerceSchema } from './schema.ts';

/**
 * ARCHITECTURE "Contracts are defined once": every GraphQL document the storefront sends
 * (src/contracts/graphql) is valid against our SDL, within the abuse limits, so the two cannot drift.
 */
describe('the storefront GraphQL documents', () => {
  it('lists every exported operation in STOREFRONT_OPERATIONS', () => {
    const exported = Object.values(contracts as Record<string, unknown>).filter(
      (value) => typeof value === 'object' && value !== null && 'operationName' in value && 'query' in value,
    );
    expect(new Set(STOREFRONT_OPERATIONS)).toEqual(new Set(exported));
    expect(STOREFRONT_OPERATIONS).toHaveLength(20);
  });

  it("covers every operation of spec §7 once, and the edge's own read of a customer's identity (age verification)", () => {
    const rootFields = STOREFRONT_OPERATIONS.map((operation) => {
      const definition = parse(operation.query).definitions.find((node) => node.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
      return definition.selectionSet.selections.map((selection) => (selection.kind === Kind.FIELD ? selection.name.value : '?')).join(',');
    });
    expect(rootFields.sort()).toEqual(
      [
        'createCheckout',
        'checkout',
        'checkoutAddProduct',
        'checkoutRemoveProduct',
        'checkoutAddCoupon',
        'checkoutRemoveCoupon',
        'checkoutCustomerAssociate',
        'checkoutAddMetadata',
        'checkoutRemoveMetadata',
        'shippingQuotes',
        'checkoutSelectShippingQuote',
        'customerAuthenticatedLogin',
        'customerAccessTokenRenew',
        'customer',
        // CustomerIdentity: the edge's own document (never a browser's), docs/age-verification.md
        'customer',
        'customerSocialLoginGoogle',
        'customerCreate',
        'customerCompletePartialRegistration',
        'customerPasswordRecovery',
        'customerPasswordChangeByRecovery',
      ].sort(),
    );
  });

  it.each([...STOREFRONT_OPERATIONS, ...OWN_BACKEND_OPERATIONS].map((operation) => [operation.operationName, operation]))(
    '%s is valid against the SDL and within the limits',
    (name, operation) => {
      const document = parse(operation.query);
      const errors = validate(commerceSchema(), document, undefined);
      expect(errors.map((error) => error.message)).toEqual([]);
      expect(validate(commerceSchema(), document, [QueryComplexityRule]).map((error) => error.message)).toEqual([]);
      const operations = document.definitions.filter((node): node is OperationDefinitionNode => node.kind === Kind.OPERATION_DEFINITION);
      expect(operations.map((definition) => definition.name?.value)).toEqual([name]);
    },
  );

  it('would catch a document that drifted from the SDL', () => {
    const errors = validate(commerceSchema(), parse('query { checkout(checkoutId: "x") { checkoutId giftMessage } }'));
    expect(errors.map((error) => error.message)).toEqual(['Cannot query field "giftMessage" on type "Checkout".']);
  });
});
