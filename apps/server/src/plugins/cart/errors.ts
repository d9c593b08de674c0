/**
 * How the cart plugin says no, by code: the reasons the order interceptor gives (Vendure's
 * OrderInterceptorError.interceptorError) and the error results of the attached-services mutations. Clients
 * recognise a refusal by these codes; the messages are requirements §8's words, for reading only.
 */
import { ErrorResult } from '@vendure/core/dist/common/error/generated-graphql-shop-errors';

import { MAX_SALEABLE_MESSAGE, NOT_ADDABLE_MESSAGE, SERVICE_ERROR_MESSAGE } from './constants';

/** The reasons the cart add rules refuse a shopper's change, as OrderInterceptorError.interceptorError. */
export enum CartRefusal {
    /** requirements §5: more than the variant's saleable stock. */
    MaxSaleableQuantity = 'MAX_SALEABLE_QUANTITY',
    /** No price, or not a variant of this channel. */
    NotAddable = 'NOT_ADDABLE',
    /** A service is added, and its quantity changed, only through the product it is attached to. */
    ServiceFollowsProduct = 'SERVICE_FOLLOWS_PRODUCT',
}

export const cartRefusalMessages: Record<CartRefusal, string> = {
    [CartRefusal.MaxSaleableQuantity]: MAX_SALEABLE_MESSAGE,
    [CartRefusal.NotAddable]: NOT_ADDABLE_MESSAGE,
    [CartRefusal.ServiceFollowsProduct]: SERVICE_ERROR_MESSAGE,
};

/**
 * The English message of Vendure's OrderInterceptorError: an ICU select from the reason's code to its requirements §8
 * sentence (a reason from elsewhere is shown as it is).
 */
export function orderInterceptorErrorMessage(): string {
    const cases = Object.entries(cartRefusalMessages).map(([code, message]) => `${code} {${message}}`);
    return `{interceptorError, select, ${cases.join(' ')} other {{interceptorError}}}`;
}

/** The shop API's CartServicesError: a change to attached services or to the notes was refused as a whole. */
export class CartServicesError {
    readonly __typename = 'CartServicesError';
    readonly errorCode = 'CART_SERVICES_ERROR';
    readonly message = SERVICE_ERROR_MESSAGE;
}

/**
 * Thrown by the attached-services work when it must refuse, possibly after some lines changed: the transaction
 * rolls back as a whole, then the resolver answers CartServicesError.
 */
export class CartServicesRefusal extends Error {
    constructor(reason: string) {
        super(reason);
        this.name = 'CartServicesRefusal';
    }
}

/** Why a coupon is refused by the coupon rules (decision 034), as CouponCodeRefusedError.reason. */
export enum CouponRefusalReason {
    /** A first-order coupon on a guest's cart: it is for signed-in customers. */
    SignInRequired = 'SIGN_IN_REQUIRED',
    /** A first-order coupon for a customer who has placed an order. */
    FirstOrderOnly = 'FIRST_ORDER_ONLY',
    /** A first-order coupon with another coupon, in either order. */
    NotCombinable = 'NOT_COMBINABLE',
    /** A coupon for orders from a minimum amount on a cart below it (the refusal says how much is missing). */
    MinimumOrderAmount = 'MINIMUM_ORDER_AMOUNT',
}

/** The English message of each refusal, for logs and staff (decision 010); shoppers read the storefront's catalog. */
export const couponRefusalMessages: Record<CouponRefusalReason, string> = {
    [CouponRefusalReason.SignInRequired]:
        "Coupon {couponCode} is for a registered customer's first order: sign in to use it",
    [CouponRefusalReason.FirstOrderOnly]:
        'Coupon {couponCode} is for a first order only, and this customer has placed an order',
    [CouponRefusalReason.NotCombinable]:
        'Coupon {couponCode} cannot be combined with the coupon already applied: a first-order coupon stands alone',
    [CouponRefusalReason.MinimumOrderAmount]:
        'Coupon {couponCode} is for orders from a minimum amount: add more to use it',
};

/**
 * The English message of CouponCodeRefusedError as Vendure's translation of its error results: an ICU select from the
 * reason to its sentence, with the coupon's code.
 */
export function couponRefusedErrorMessage(): string {
    const cases = Object.entries(couponRefusalMessages).map(([reason, message]) => `${reason} {${message}}`);
    return `{reason, select, ${cases.join(' ')} other {Coupon {couponCode} cannot be used}}`;
}

/** Thrown while Vendure applies a code the coupon rules refuse: the change rolls back, then it is answered as below. */
export class CouponRulesRefusal extends Error {
    constructor(
        readonly couponCode: string,
        readonly reason: CouponRefusalReason,
        readonly amounts?: CouponMinimumAmounts,
    ) {
        super(`Coupon ${couponCode} refused: ${reason}`);
        this.name = 'CouponRulesRefusal';
    }
}

/** With MINIMUM_ORDER_AMOUNT: the coupon's minimum and what the cart lacks to reach it, in cents as the minimum counts them. */
export interface CouponMinimumAmounts {
    minimumAmount: number;
    missingAmount: number;
}

/**
 * The shop API's CouponCodeRefusedError in ApplyCouponCodeResult: the code exists, but the coupon rules do not let this
 * cart use it now. Extends Vendure's shop ErrorResult, so its own union resolver recognises it.
 */
export class CouponCodeRefusedError extends ErrorResult {
    readonly __typename = 'CouponCodeRefusedError';
    readonly errorCode = 'COUPON_CODE_REFUSED_ERROR';
    /** Vendure translates it into the reason's sentence (couponRefusedErrorMessage). */
    readonly message = 'COUPON_CODE_REFUSED_ERROR';
    readonly minimumAmount: number | null;
    readonly missingAmount: number | null;

    constructor(
        readonly couponCode: string,
        readonly reason: CouponRefusalReason,
        amounts?: CouponMinimumAmounts,
    ) {
        super();
        this.minimumAmount = amounts?.minimumAmount ?? null;
        this.missingAmount = amounts?.missingAmount ?? null;
    }
}
