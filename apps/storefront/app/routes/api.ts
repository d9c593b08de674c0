// Browser-side calls at /api/<tag>/<method>: one table of reads (GET) and one of changes (POST); anything else is a JSON 404.
import { data } from 'react-router';
import type { Route } from './+types/api';
import { cartIntents } from '~/lib/cart/cart-input';
import { cartApiAction, cartApiLoad } from '~/lib/cart/cart-operations.server';
import { searchCatalog } from '~/lib/search/search-api.server';
import { expireCookie } from '~/lib/session/cookies.server';
import * as wishlist from '~/lib/wishlist/wishlist-api.server';

type Answer = Response | ReturnType<typeof data>;
type ActionHandler = (args: Route.ActionArgs) => Answer | Promise<Answer>;
type LoaderHandler = (args: Route.LoaderArgs) => Answer | Promise<Answer>;

/** Reads: safe to repeat, and cacheable when the answer is the same for every shopper. */
const loaders: Record<string, Record<string, LoaderHandler>> = {
    catalog: {
        // The header search panel (requirements §2.3): ?q=…&category=…&page=…
        search: ({ request }) => searchCatalog(request),
    },
    // The shopper's cart for the header count and the sidebar; per shopper, never cached.
    cart: {
        load: ({ request, context }) => cartApiLoad(request, context.secureCookies),
    },
    // The shopper's wishlist (per shopper: never cached): one page of items, and which cards are in it.
    wishlist: {
        load: ({ request, context }) => wishlist.loadEndpoint({ request, secureCookies: context.secureCookies }),
        'has-items': ({ request, context }) =>
            wishlist.hasItemsEndpoint({ request, secureCookies: context.secureCookies }),
    },
};

const actions: Record<string, Record<string, ActionHandler>> = {
    message: {
        // The message cookie is httpOnly, so only the server can remove it once the shopper dismissed it.
        dismiss: ({ context }) =>
            data(
                { ok: true },
                { headers: { 'Set-Cookie': expireCookie('message', { secure: context.secureCookies }) } },
            ),
    },
    // JSON bodies, one schema per intent (lib/cart/cart-input.ts): add {variantId, quantity}, update {lineId, quantity},
    // remove {lineId}, coupon(-remove) {code}, gift-card(-remove) {code}, services {productSku, serviceSkus}. update and
    // remove may carry expectedVersion (lib/cart/cart-version.ts): a cart changed since is a 409 'outdated'.
    cart: Object.fromEntries(
        Object.keys(cartIntents).map(intent => [
            intent,
            ({ request, context }: Route.ActionArgs) => cartApiAction(intent, request, context.secureCookies),
        ]),
    ),
    wishlist: {
        toggle: ({ request, context }) => wishlist.toggleEndpoint({ request, secureCookies: context.secureCookies }),
        update: ({ request, context }) => wishlist.updateEndpoint({ request, secureCookies: context.secureCookies }),
        remove: ({ request, context }) => wishlist.removeEndpoint({ request, secureCookies: context.secureCookies }),
    },
};

function unknownMethod() {
    return data({ error: 'Unknown method' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
}

/** Own properties only: `/api/catalog/constructor` must not find Object.prototype's members. */
function lookup<T>(table: Record<string, Record<string, T>>, tag: string, method: string): T | undefined {
    const methods = Object.hasOwn(table, tag) ? table[tag] : undefined;
    return methods && Object.hasOwn(methods, method) ? methods[method] : undefined;
}

export async function action(args: Route.ActionArgs) {
    const handler = lookup(actions, args.params.tag, args.params.method);
    return handler ? handler(args) : unknownMethod();
}

export async function loader(args: Route.LoaderArgs) {
    const handler = lookup(loaders, args.params.tag, args.params.method);
    return handler ? handler(args) : unknownMethod();
}
