/**
 * The attempt startPayment is recording, handed to the payment handler through Vendure's addPaymentToOrder. Keyed by
 * the request context of that call: a payment the shop API's own addPaymentToOrder asks for finds nothing here and is
 * refused, so no client can record an attempt (or a Findomestic token) of its choosing.
 */
import { RequestContext } from '@vendure/core';

export interface PendingAttempt {
    /** XPay's codTrans, or the financing attempt's own reference: the Payment's transactionId. */
    transactionId: string;
    /** Findomestic: the SHA-256 of the token in the shopper's return URL (display only); the token is never stored. */
    returnTokenHash?: string;
    /** Findomestic: the SHA-256 of the token in the callback URL, a different one; the token is never stored. */
    callbackTokenHash?: string;
    /** The order's lines the attempt pays for (orderLinesKey). */
    lines: string;
}

const attempts = new WeakMap<RequestContext, PendingAttempt>();

export function registerAttempt(ctx: RequestContext, attempt: PendingAttempt): void {
    attempts.set(ctx, attempt);
}

export function takeAttempt(ctx: RequestContext): PendingAttempt | undefined {
    const attempt = attempts.get(ctx);
    attempts.delete(ctx);
    return attempt;
}
