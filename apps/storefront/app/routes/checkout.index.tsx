// /it/checkout itself: the first step the order has not completed (the 'checkout' guard sends an empty cart back).
import { redirect } from 'react-router';
import type { Route } from './+types/checkout.index';
import { guardCheckout } from '~/lib/checkout/checkout-guard.server';
import { checkoutStepPath } from '~/lib/checkout/checkout-steps';
import { requireLocale } from '~/lib/locale/require-locale';

export async function loader({ params, request, context }: Route.LoaderArgs) {
    const locale = requireLocale(params);
    const checkout = await guardCheckout(request, locale, context.secureCookies, null);
    throw redirect(checkoutStepPath(locale, checkout.step), { headers: { 'Cache-Control': 'no-store' } });
}
