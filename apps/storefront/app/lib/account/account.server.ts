// The commerce server's customer accounts (Vendure's native auth): sign-in, sign-out, password reset, the signed-in
// customer. Each call answers a small result the operations turn into what the shopper reads; the session token the
// commerce server issues rides along for the shopper's cookie.
import type { SignedInCustomer } from '~/lib/account/customer-token.server';
import { shopQuery, type ShopApiResult } from '~/lib/vendure/client.server';
import { graphql } from '~/lib/vendure/graphql';
import { DEFAULT_LOCALE } from '~/lib/locale/markets';
import { shopContextFor, type ShopRequestContext } from '~/lib/vendure/request-context.server';

const LOGIN = graphql(`
    mutation SignIn($username: String!, $password: String!) {
        login(username: $username, password: $password) {
            __typename
            ... on CurrentUser {
                id
            }
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`);

const REGISTER = graphql(`
    mutation Register($input: ShopRegistrationInput!) {
        registerShopCustomer(input: $input) {
            __typename
            ... on ErrorResult {
                errorCode
                message
            }
            ... on RegistrationInputError {
                field
                reason
            }
        }
    }
`);

const ACTIVE_CUSTOMER = graphql(`
    query SignedInCustomer {
        activeCustomer {
            id
            firstName
            lastName
            emailAddress
            customFields {
                fiscalCode
            }
        }
    }
`);

const PLACED_ORDERS = graphql(`
    query PlacedOrders {
        activeCustomer {
            id
            orders(
                options: { filter: { orderPlacedAt: { isNull: false } }, sort: { orderPlacedAt: DESC }, take: 100 }
            ) {
                items {
                    code
                    orderPlacedAt
                    totalWithTax
                    state
                }
            }
        }
    }
`);

const LOGOUT = graphql(`
    mutation SignOut {
        logout {
            success
        }
    }
`);

const REQUEST_PASSWORD_RESET = graphql(`
    mutation RequestPasswordReset($emailAddress: String!) {
        requestPasswordReset(emailAddress: $emailAddress) {
            __typename
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`);

const RESET_PASSWORD = graphql(`
    mutation ResetPassword($token: String!, $password: String!) {
        resetPassword(token: $token, password: $password) {
            __typename
            ... on CurrentUser {
                id
            }
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`);

const RESET_TOKEN_USABLE = graphql(`
    query ResetTokenUsable($token: String!) {
        passwordResetTokenUsable(token: $token)
    }
`);

/**
 * Whether a reset link's token can still set a password; true when the commerce server cannot say (the form then
 * tries, and the reset's own answer tells).
 */
export async function resetTokenUsable(ctx: ShopRequestContext, token: string): Promise<boolean> {
    try {
        const result = await shopQuery(RESET_TOKEN_USABLE, { token }, ctx);
        return result.data.passwordResetTokenUsable;
    } catch {
        return true;
    }
}

/** The ErrorResult codes these calls can answer; the operations map each to a catalog key. */
export type AccountErrorCode = ReturnType<typeof graphql.scalar<'ErrorCode'>>;

export type AccountCall<T = true> =
    | { ok: true; value: T; authToken?: string }
    | {
          ok: false;
          errorCode: AccountErrorCode;
          message: string;
          /** A registration field the commerce server refused, and why (a validation message key). */
          field?: string;
          reason?: string;
          authToken?: string;
      };

interface ResultNode {
    __typename: string;
    errorCode?: AccountErrorCode;
    message?: string;
    field?: string;
    reason?: string;
}

function fromResult<T>(result: ShopApiResult<unknown>, node: ResultNode | null | undefined, value: T): AccountCall<T> {
    if (node && node.errorCode !== undefined) {
        const { errorCode, message = '', field, reason } = node;
        return { ok: false, errorCode, message, field, reason, authToken: result.authToken };
    }
    return { ok: true, value, authToken: result.authToken };
}

export interface AccountCustomer extends SignedInCustomer {
    fiscalCode: string | null;
}

/** The customer the session belongs to, or null for a guest's (or an ended) session. */
export async function activeCustomer(
    ctx: ShopRequestContext,
): Promise<{ value: AccountCustomer | null; authToken?: string }> {
    const result = await shopQuery(ACTIVE_CUSTOMER, {}, ctx);
    const customer = result.data.activeCustomer;
    return {
        authToken: result.authToken,
        value: customer
            ? {
                  id: customer.id,
                  firstName: customer.firstName,
                  lastName: customer.lastName,
                  email: customer.emailAddress,
                  fiscalCode: customer.customFields?.fiscalCode ?? null,
              }
            : null,
    };
}

/** A placed order as the order history lists it. */
export interface PlacedOrderRow {
    code: string;
    placedAt: string;
    /** Cents, VAT included. */
    total: number;
    state: string;
}

/**
 * The signed-in customer's placed orders, newest first (the cart, never placed, is not one of them); null when the
 * session has no customer. The commerce server answers only the session's own customer's orders.
 */
export async function placedOrders(ctx: ShopRequestContext): Promise<PlacedOrderRow[] | null> {
    const result = await shopQuery(PLACED_ORDERS, {}, ctx);
    const customer = result.data.activeCustomer;
    if (!customer) return null;
    return customer.orders.items.flatMap(order =>
        order.orderPlacedAt
            ? [{ code: order.code, placedAt: order.orderPlacedAt, total: order.totalWithTax, state: order.state }]
            : [],
    );
}

/**
 * Native sign-in. With the guest's wishlist token in `ctx` the commerce server merges that wishlist in the same
 * transaction (decision 013); the guest's cart is merged by Vendure's order merge strategy.
 */
export async function signIn(
    ctx: ShopRequestContext,
    username: string,
    password: string,
): Promise<AccountCall<AccountCustomer>> {
    const result = await shopQuery(LOGIN, { username, password }, ctx);
    const signed = fromResult(result, result.data.login, true as const);
    if (!signed.ok) return signed;
    // The new session's token names the customer: read them with it.
    const session = { ...ctx, authToken: result.authToken ?? ctx.authToken, wishlistToken: undefined };
    const me = await activeCustomer(session);
    if (!me.value) return { ok: false, errorCode: 'INVALID_CREDENTIALS_ERROR', message: 'No customer after login' };
    return { ok: true, value: me.value, authToken: result.authToken };
}

export interface Registration {
    emailAddress: string;
    firstName: string;
    lastName: string;
    fiscalCode: string;
    password: string;
    privacyAccepted: boolean;
    newsletter: boolean;
}

/** Creates the account (the commerce server checks every field again); the shopper signs in with a separate call. */
export async function registerCustomer(ctx: ShopRequestContext, input: Registration): Promise<AccountCall> {
    const result = await shopQuery(REGISTER, { input }, ctx);
    return fromResult(result, result.data.registerShopCustomer, true as const);
}

export async function signOut(ctx: ShopRequestContext): Promise<void> {
    await shopQuery(LOGOUT, {}, ctx);
}

/** Logs a commerce session out by its token alone (an ended `customer` cookie's session, found before any page). */
export async function endCommerceSession(token: string): Promise<void> {
    const ctx = shopContextFor(new Request('http://storefront.invalid/'), DEFAULT_LOCALE);
    await shopQuery(LOGOUT, {}, { ...ctx, authToken: token });
}

/** Answers the same for known and unknown addresses (the commerce server sees to it, timing included). */
export async function requestPasswordReset(ctx: ShopRequestContext, emailAddress: string): Promise<AccountCall> {
    const result = await shopQuery(REQUEST_PASSWORD_RESET, { emailAddress }, ctx);
    return fromResult(result, result.data.requestPasswordReset, true as const);
}

/** A successful reset signs the customer in (Vendure answers with the new session's token). */
export async function resetPassword(
    ctx: ShopRequestContext,
    token: string,
    password: string,
): Promise<AccountCall<AccountCustomer>> {
    const result = await shopQuery(RESET_PASSWORD, { token, password }, ctx);
    const reset = fromResult(result, result.data.resetPassword, true as const);
    if (!reset.ok) return reset;
    const me = await activeCustomer({ ...ctx, authToken: result.authToken ?? ctx.authToken });
    if (!me.value) return { ok: false, errorCode: 'PASSWORD_RESET_TOKEN_INVALID_ERROR', message: 'No customer' };
    return { ok: true, value: me.value, authToken: result.authToken };
}
