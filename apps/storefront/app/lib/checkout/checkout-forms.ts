// The checkout forms' ids (a page may hold several forms; only the posted one shows the errors), shared by the pages
// and the actions, and what the payment step answers when the provider's page takes a form post (XPay).
import type { CheckoutStep } from '~/lib/checkout/checkout-steps';

export const CHECKOUT_FORM_IDS = {
    'user-account': 'checkout-guest',
    shipping: 'checkout-shipping',
    billing: 'checkout-billing',
    payment: 'checkout-payment',
} as const satisfies Record<CheckoutStep, string>;

export interface PaymentRedirectReply {
    redirect: { action: string; fields: Array<{ name: string; value: string }> };
}
