export const loggerCtx = 'PaymentsPlugin';
export const PAYMENTS_PLUGIN_OPTIONS = Symbol('PAYMENTS_PLUGIN_OPTIONS');

/** The PaymentMethod codes the store configuration creates, and the handler codes behind them. */
export const NEXI_XPAY_METHOD = 'nexi-xpay';
export const FINDOMESTIC_METHOD = 'findomestic';
export const FINDOMESTIC_ELIGIBILITY_CHECKER = 'findomestic-financeable';
/** The lender financing is subject to, as advertising names it. */
export const FINDOMESTIC_LENDER = 'Findomestic Banca';

/** The payment state of an attempt sent to the provider with no verified answer yet: it covers nothing. */
export const REDIRECTED = 'Redirected';

/** Where the commerce server serves the providers' local sandboxes outside production (decision 033). */
export const XPAY_SANDBOX_ROUTE = '/payment-sandbox/xpay';
export const FINDOMESTIC_SANDBOX_ROUTE = '/payment-sandbox/findomestic';
/** The development sandbox's terminal: published here, so only ever accepted by the sandbox. */
export const XPAY_SANDBOX_ALIAS = 'ALIAS_SANDBOX_SCINTILLA';
export const XPAY_SANDBOX_MAC_KEY = 'sandbox-mac-key-not-a-secret';
export const FINDOMESTIC_SANDBOX_TVEI = 'TVEI-SANDBOX';
export const FINDOMESTIC_SANDBOX_PRF = 'PRF-SANDBOX';

/**
 * How long another shopper's open attempt holds its units: a payment page or a financing application left this long
 * without an answer stops keeping the last units from others (decision 033).
 */
export const ATTEMPT_HOLD_MS = 30 * 60 * 1000;

/**
 * How long an order with an unanswered financing attempt waits for payment before it is released to the shopper's cart
 * again. Longer than a card's hold: Findomestic's application asks for documents, an income check and a signature by
 * SMS code, a shopper may take hours over it, and its callback may come well after the shopper closed the page. An
 * application Findomestic is assessing ("in valutazione") has answered and is never released; this is only for one
 * that never came back at all (decision 033).
 */
export const FINANCING_RELEASE_MS = 24 * 60 * 60 * 1000;

/**
 * How long an order placed "in valutazione" (Findomestic's callback approved the application: the payment is
 * Authorized, stock allocated) waits for staff to settle it once Findomestic has confirmed the financing. Past it the
 * order is cancelled and its stock released, as an application left unanswered (decision 059).
 */
export const FINANCING_REVIEW_MS = 7 * 24 * 60 * 60 * 1000;

/** The scheduled task that gives abandoned payments back to their carts, and how often it runs. */
export const RELEASE_ABANDONED_TASK_ID = 'release-abandoned-payments';
export const RELEASE_ABANDONED_EVERY_MINUTES = 5;

/** Why the shop cancelled an attempt nobody answered within its window (`cancelledBecause` in its metadata). */
export const EXPIRED = 'expired';

/**
 * The reasons the shop cancels an attempt that may still be paid on the provider's page (`cancelledBecause`): it
 * expired, a newer attempt replaced it (a double click, a second tab, back from the error page), or the cart changed
 * during payment. A verified success for one of them places the order when it is still the one paid for, and is
 * otherwise recorded for refund (decision 033).
 */
export const SUPERSEDED_REASONS: ReadonlySet<string> = new Set([
    EXPIRED,
    'new-attempt',
    'order-changed',
    'paid-by-earlier-attempt',
]);

/** The storefront's pages the providers send the shopper back to, under STOREFRONT_ORIGIN. */
export const STOREFRONT_PATHS = {
    xpayReturn: '/it/Checkout/ExternalCheckoutThankYou',
    findomesticReturn: '/it/findomestic-confirm',
} as const;

/**
 * The commerce server's own endpoint for XPay's server-to-server notification (`urlpost`, the plugin's controller),
 * under SERVER_PUBLIC_URL.
 */
export const XPAY_NOTIFICATION_ROUTE = 'payments/nexi/notification';

/**
 * The commerce server's own endpoint for Findomestic's server-to-server callback (the plugin's controller), under
 * SERVER_PUBLIC_URL: it is never a page the shopper sees, and it answers only Findomestic's addresses.
 */
export const FINDOMESTIC_CALLBACK_ROUTE = 'payments/findomestic/callback';

/** requirements §8 wording of the refusals startPayment answers (English; the storefront shows its catalog's text). */
export const PAYMENT_START_MESSAGES = {
    PAYMENT_METHOD_UNAVAILABLE: 'Unable to select payment method, please try again later',
    ORDER_NOT_PAYABLE:
        'The order cannot be paid yet: it needs products, an email address, a shipping address and a shipping method',
    NOT_FINANCEABLE: 'Findomestic financing is not available for this order total',
    INSUFFICIENT_STOCK: 'There is no longer enough stock of some products in the cart',
    COUPON_NO_LONGER_VALID:
        'A coupon on the order is no longer valid (its uses ran out meanwhile): it was removed and the total updated',
    GIFT_CARD_USED_UP: 'A gift card on the order no longer has the balance it covered: it was spent on another order',
    ALREADY_PAID: 'An earlier payment attempt for this order has been paid',
} as const;
export type PaymentStartErrorCode = keyof typeof PAYMENT_START_MESSAGES;

/**
 * What a card answer reports when the shopper paid on an attempt that had expired and the order could no longer take
 * the payment (changed, sold out, its gift card spent): the shop refunds it by hand (decision 033).
 */
export const LATE_REFUND = { outcome: 'refund', messageKey: 'lateRefund' } as const;
