// The 'checkout' guard (requirements §2.1, a deliberate deviation from its placeholder, decision 036): an empty cart
// goes back to the cart with a notice; a step whose predecessors are incomplete sends the shopper to the first
// incomplete one. Step loaders call it and keep what it loaded.
import { redirect } from 'react-router';
import {
    canOpenStep,
    checkoutStepPath,
    firstIncompleteStep,
    stepOfPath,
    type CheckoutStep,
} from '~/lib/checkout/checkout-steps';
import { loadCheckout, progressOf, type CheckoutOrder, type CheckoutState } from '~/lib/checkout/checkout.server';
import { getI18n } from '~/lib/i18n/i18n';
import { DEFAULT_LOCALE } from '~/lib/locale/markets';
import { messageCookie } from '~/lib/session/message-cookie.server';
import { shopContextFor } from '~/lib/vendure/request-context.server';
import { pageData } from '~/lib/errors/page-data.server';
import '~/lib/i18n/messages/checkout';

export interface GuardedCheckout extends CheckoutState {
    order: CheckoutOrder;
    step: CheckoutStep;
}

function seeOther(to: string, cookies: string[] = []): Response {
    const headers = new Headers({ 'Cache-Control': 'no-store' });
    for (const cookie of cookies) headers.append('Set-Cookie', cookie);
    return redirect(to, { status: 303, headers });
}

/**
 * Loads the order and lets the request through to `step` (read from the path when not given) only when the cart has
 * lines and every earlier step is complete; otherwise throws the redirect.
 */
export async function guardCheckout(
    request: Request,
    locale: string = DEFAULT_LOCALE,
    secure = false,
    step: CheckoutStep | null = stepOfPath(new URL(request.url).pathname),
): Promise<GuardedCheckout> {
    const state = await pageData(() => loadCheckout(shopContextFor(request, locale)));
    const progress = progressOf(state.order);
    if (!state.order || !progress.hasLines) {
        const t = getI18n(locale).t;
        throw seeOther(`/${locale}/cart`, [messageCookie({ message: t('checkout.emptyCart'), type: 'info' }, secure)]);
    }
    const wanted = step ?? firstIncompleteStep(progress);
    if (!canOpenStep(wanted, progress)) throw seeOther(checkoutStepPath(locale, firstIncompleteStep(progress)));
    return { ...state, order: state.order, step: wanted };
}
