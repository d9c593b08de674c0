// Where a provider's answer sends the shopper: the thank-you page (with this browser's `last-order` cookie) once the
// commerce server has verified and applied it, back to the payment step with the reason otherwise, and to the
// checkout error page when the answer could not be verified (nothing changed).
import { redirect } from 'react-router';
import { checkoutErrorPath, checkoutStepPath } from '~/lib/checkout/checkout-steps';
import { paymentNoticeOf } from '~/lib/checkout/payment-notices';
import { lastOrderCookie } from '~/lib/checkout/placed-order.server';
import type { PaymentOutcome } from '~/lib/checkout/payments.server';

function seeOther(to: string, cookie?: string): Response {
    const headers = new Headers({ 'Cache-Control': 'no-store' });
    if (cookie) headers.append('Set-Cookie', cookie);
    return redirect(to, { status: 303, headers });
}

export function redirectForOutcome(outcome: PaymentOutcome, locale: string, secure: boolean): Response {
    if (!outcome.verified) return seeOther(checkoutErrorPath(locale));
    switch (outcome.outcome) {
        case 'paid':
        case 'pending':
        case 'approved':
        case 'in-review':
            return outcome.orderCode
                ? seeOther(checkoutStepPath(locale, 'thank-you'), lastOrderCookie(outcome.orderCode, secure))
                : seeOther(checkoutErrorPath(locale));
        case 'cancelled':
            return seeOther(`${checkoutStepPath(locale, 'payment')}?esito=cancelled`);
        default: {
            const notice = paymentNoticeOf(outcome.messageKey) ?? 'paymentFailed';
            return seeOther(`${checkoutStepPath(locale, 'payment')}?esito=${notice}`);
        }
    }
}
