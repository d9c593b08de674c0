/**
 * How the cart plugin says no, by code: the reasons the order interceptor gives (Vendure's
 * OrderInterceptorError.interceptorError) and the error results of the attached-services mutations. Clients
 * recognise a refusal by these codes; the messages are requirements §8's words, for reading only.
 */
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
