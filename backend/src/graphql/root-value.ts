import { checkoutMutations, checkoutQueries } from './resolvers/checkout-resolvers.ts';
import { customerMutations, customerQueries } from './resolvers/customer-resolvers.ts';

/**
 * Root fields → resolvers. graphql-js's default resolver calls a function found on the root value
 * with (args, context, info); nested fields resolve from the plain objects they return.
 */
export const rootValue = {
  ...checkoutQueries,
  ...checkoutMutations,
  ...customerQueries,
  ...customerMutations,
};
