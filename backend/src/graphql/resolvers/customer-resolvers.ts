import { ERROR_CODES } from '../../../../src/contracts/graphql/error-codes.ts';
import { completePartialRegistration, customerForToken, loginWithGoogle, loginWithPassword, renewAccessToken } from '../../commerce/auth.ts';
import { createCustomer, toCustomerView, type CustomerCreateInput, type CustomerSimpleCreateInput } from '../../commerce/customers.ts';
import { AccountExistsError, CommerceError } from '../../commerce/errors.ts';
import { registrationAttemptMail } from '../../mail/account-mails.ts';
import { changePasswordByRecovery, requestPasswordRecovery } from '../../commerce/password-recovery.ts';
import type { CommerceContext } from '../context.ts';

/** Customer operations of spec §7, with the hosted signatures (notes/storefront-api.md). */
type Maybe<T> = T | null | undefined;

const missingInput = () => new CommerceError(ERROR_CODES.customerInvalid, 'Dados do cliente não informados.');

/** A registration that met an existing account: its owners hear of it by mail, the caller only a refusal. */
async function tellingOwners<T>(context: CommerceContext, registration: Promise<T>): Promise<T> {
  try {
    return await registration;
  } catch (error) {
    if (error instanceof AccountExistsError) {
      for (const owner of error.owners) context.mail(registrationAttemptMail(owner, context.origin));
    }
    throw error;
  }
}

export const customerQueries = {
  async customer(args: { customerAccessToken?: Maybe<string> }, context: CommerceContext) {
    return toCustomerView(await customerForToken(context.db, args.customerAccessToken, context.now));
  },
};

export const customerMutations = {
  customerAuthenticatedLogin(args: { input: { input: string; password: string } }, context: CommerceContext) {
    return loginWithPassword(context.db, args.input.input, args.input.password, context);
  },

  customerAccessTokenRenew(args: { customerAccessToken: string }, context: CommerceContext) {
    return renewAccessToken(context.db, args.customerAccessToken, context.now);
  },

  customerSocialLoginGoogle(args: { userCredential?: Maybe<string> }, context: CommerceContext) {
    return loginWithGoogle(context.db, context.config.google, args.userCredential, context);
  },

  async customerCreate(args: { input?: Maybe<CustomerCreateInput> }, context: CommerceContext) {
    const input = args.input;
    if (!input) throw missingInput();
    return toCustomerView(await tellingOwners(context, createCustomer(context.db, input, context.now)));
  },

  customerCompletePartialRegistration(args: { customerAccessToken: string; input?: Maybe<CustomerSimpleCreateInput> }, context: CommerceContext) {
    const input = args.input;
    if (!input) throw missingInput();
    return tellingOwners(context, completePartialRegistration(context.db, args.customerAccessToken, input, context));
  },

  customerPasswordRecovery(args: { input: string }, context: CommerceContext) {
    return requestPasswordRecovery(context.db, args.input, context);
  },

  customerPasswordChangeByRecovery(
    args: { input?: Maybe<{ key?: Maybe<string>; newPassword?: Maybe<string>; newPasswordConfirmation?: Maybe<string> }> },
    context: CommerceContext,
  ) {
    return changePasswordByRecovery(context.db, args.input ?? {}, context.now);
  },
};
