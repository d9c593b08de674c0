// /api/cart/<method>: the shopper's cart (per shopper, never cached). GET load answers { cart }; the POST methods take a
// JSON body, one schema per intent (lib/cart/cart-input.ts): add {variantId, quantity}, update {lineId, quantity},
// remove {lineId}, coupon(-remove) {code}, gift-card(-remove) {code}, services {productSku, serviceSkus}. update and
// remove may carry expectedVersion (lib/cart/cart-version.ts): a cart changed since is a 409 'outdated'.
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/api.cart';
import { callApi } from '~/lib/api/api-client';
import { dispatch, dispatchChange, type Endpoint } from '~/lib/api/endpoints.server';
import type { CartAnswer, CartView } from '~/lib/cart/cart';
import { cartIntents } from '~/lib/cart/cart-input';
import { cartApiAction, cartApiLoad } from '~/lib/cart/cart-operations.server';

const reads: Record<string, Endpoint> = {
    load: ({ request, context }) => cartApiLoad(request, context.secureCookies),
};

const changes: Record<string, Endpoint> = Object.fromEntries(
    Object.keys(cartIntents).map(intent => [
        intent,
        ({ request, context }: Parameters<Endpoint>[0]) => cartApiAction(intent, request, context.secureCookies),
    ]),
);

export const loader = (args: Route.LoaderArgs) => dispatch(reads, args);
export const action = (args: Route.ActionArgs) => dispatchChange(changes, args);
/** The last cart the browser loaded: a load that fails keeps showing it, with the failure beside it. */
let lastLoaded: CartView | undefined;
/**
 * A change answers with the cart as it now is: the load React Router runs after the change (shouldRevalidate below)
 * takes that cart instead of asking the server again, so a change costs one round trip.
 */
let answeredByChange: CartView | undefined;

export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<CartAnswer> {
    if (answeredByChange) {
        lastLoaded = answeredByChange;
        answeredByChange = undefined;
        return { cart: lastLoaded };
    }
    const answer = await callApi<CartAnswer>(request);
    if ('cart' in answer && answer.cart) {
        lastLoaded = answer.cart;
        return answer;
    }
    return lastLoaded && 'error' in answer ? { ...answer, cart: lastLoaded } : answer;
}

export async function clientAction({ request }: Route.ClientActionArgs): Promise<CartAnswer> {
    const answer = await callApi<CartAnswer>(request);
    answeredByChange = 'cart' in answer && answer.cart ? answer.cart : undefined;
    return answer;
}

/**
 * The cart the header loaded (lib/cart/use-cart.ts) is loaded again after every change of the cart, so every component
 * shows the server's cart; except after a change refused as outdated, where the shopper keeps seeing the cart they acted
 * on until they ask to reload it (requirements §8).
 */
export function shouldRevalidate({ formAction, actionResult }: ShouldRevalidateFunctionArgs) {
    if (!formAction?.startsWith('/api/cart/')) return false;
    return (actionResult as { error?: string } | undefined)?.error !== 'outdated';
}
