// /it/Checkout/ExternalCheckoutThankYou: where XPay's hosted page sends the shopper back (its `url` and `url_back`),
// with the result in the query (or, by POST, in the form). The commerce server verifies it (MAC, amount, currency, transaction) and applies it
// once, whether the notification came first or not; the shopper goes on to the thank-you page or back to payment.
import type { Route } from './+types/checkout.card-return';
import { paramsOf, applyCardResult } from '~/lib/checkout/payments.server';
import { redirectForOutcome } from '~/lib/checkout/payment-return.server';
import { checkoutErrorPath } from '~/lib/checkout/checkout-steps';
import { requireLocale } from '~/lib/locale/require-locale';
import { ShopApiError } from '~/lib/vendure/client.server';
import { shopContextFor } from '~/lib/vendure/request-context.server';
import { redirect } from 'react-router';

export function loader({ params, request, context }: Route.LoaderArgs) {
    return applyReturn(request, requireLocale(params), new URL(request.url).searchParams, context.secureCookies);
}

/**
 * XPay may send the shopper back with a form POST instead (its return by POST): the same result, answered with a 303
 * to a GET page, so the browser's history holds no POST to resubmit when the shopper goes back from the thank-you page.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
    const locale = requireLocale(params);
    const fields = await request.formData().catch(() => new FormData());
    const query = new URL(request.url).searchParams;
    for (const [name, value] of query) if (!fields.has(name)) fields.append(name, value);
    return applyReturn(request, locale, fields, context.secureCookies);
}

async function applyReturn(request: Request, locale: string, source: URLSearchParams | FormData, secure: boolean) {
    try {
        const outcome = await applyCardResult(shopContextFor(request, locale), paramsOf(source));
        return redirectForOutcome(outcome, locale, secure);
    } catch (error) {
        if (!(error instanceof ShopApiError)) throw error;
        console.warn(`[checkout] card return not applied: ${error.message}`);
        return redirect(checkoutErrorPath(locale), { status: 303, headers: { 'Cache-Control': 'no-store' } });
    }
}
