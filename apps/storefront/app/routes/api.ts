// Browser-side calls at /api/<tag>/<method>: one table of reads (GET) and one of changes (POST); anything else is a JSON 404.
import { data } from 'react-router';
import type { Route } from './+types/api';
import { cartApi } from '~/lib/cart/cart-api.server';
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
        load: ({ request, context }) => cartApi.load({ request, secure: context.secureCookies }),
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
    // JSON bodies: add {variantId, quantity}, update {lineId, quantity}, remove {lineId}, coupon(-remove) {code}.
    // update and remove may carry expectedVersion (lib/cart/cart-version.ts): a cart changed since is a 409 'outdated'.
    cart: {
        add: ({ request, context }) => cartApi.add({ request, secure: context.secureCookies }),
        update: ({ request, context }) => cartApi.update({ request, secure: context.secureCookies }),
        remove: ({ request, context }) => cartApi.remove({ request, secure: context.secureCookies }),
        coupon: ({ request, context }) => cartApi.coupon({ request, secure: context.secureCookies }),
        'coupon-remove': ({ request, context }) => cartApi.couponRemove({ request, secure: context.secureCookies }),
        // {code}: a gift card, taken off the total as a negative surcharge.
        'gift-card': ({ request, context }) => cartApi.giftCard({ request, secure: context.secureCookies }),
        'gift-card-remove': ({ request, context }) =>
            cartApi.giftCardRemove({ request, secure: context.secureCookies }),
        // {productSku, serviceSkus}: exactly these services attached to that product line (requirements §4).
        services: ({ request, context }) => cartApi.services({ request, secure: context.secureCookies }),
    },
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
