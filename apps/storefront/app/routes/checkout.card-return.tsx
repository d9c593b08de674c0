// /it/Checkout/ExternalCheckoutThankYou: where XPay's hosted page sends the shopper back (its `url` and `url_back`),
// with the result in the query. The commerce server verifies it (MAC, amount, currency, transaction) and applies it
// once, whether the notification came first or not; the shopper goes on to the thank-you page or back to payment.
import type { Route } from './+types/checkout.card-return';
import { paramsOf, applyCardResult } from '~/lib/checkout/payments.server';
import { redirectForOutcome } from '~/lib/checkout/payment-return.server';
import { checkoutErrorPath } from '~/lib/checkout/checkout-steps';
import { requireLocale } from '~/lib/locale/require-locale';
import { ShopApiError } from '~/lib/vendure/client.server';
import { shopContextFor } from '~/lib/vendure/request-context.server';
import { redirect } from 'react-router';

export async function loader({ params, request, context }: Route.LoaderArgs) {
    const locale = requireLocale(params);
    const query = new URL(request.url).searchParams;
    try {
        const outcome = await applyCardResult(shopContextFor(request, locale), paramsOf(query));
        return redirectForOutcome(outcome, locale, context.secureCookies);
    } catch (error) {
        if (!(error instanceof ShopApiError)) throw error;
        console.warn(`[checkout] card return not applied: ${error.message}`);
        return redirect(checkoutErrorPath(locale), { status: 303, headers: { 'Cache-Control': 'no-store' } });
    }
}
