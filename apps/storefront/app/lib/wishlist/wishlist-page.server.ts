// The wishlist page (/it/wishlist): its data and its plain forms, so the wishlist works without JavaScript. A form post
// removes an item or moves it to the cart (requirements §4: on a cart error the error shows and the item stays), then
// comes back with a 303 and the notice in the `message` cookie; a post that names no item of the form answers 400.
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { cartNotice, runCartOperation } from '~/lib/cart/cart-operations.server';
import { readForm } from '~/lib/forms/read-form.server';
import { getI18n } from '~/lib/i18n/i18n';
import { messageCookie } from '~/lib/session/message-cookie.server';
import { cartPagePath } from '~/lib/locale/shop-paths';
import { sessionCookieFor } from '~/lib/session/vendure-session.server';
import { ShopApiError } from '~/lib/vendure/client.server';
import { shopContextFor } from '~/lib/vendure/request-context.server';
import type { WishlistErrorCode, WishlistPage } from '~/lib/wishlist/view';
import { canMoveToCart } from '~/lib/wishlist/view';
import { wishlistErrorCode } from '~/lib/wishlist/wishlist-api.server';
import { ITEM_UID_PATTERN } from '~/lib/wishlist/wishlist-input';
import {
    loadWishlist,
    removeFromWishlist,
    wishlistContextFor,
    WishlistMutationError,
} from '~/lib/wishlist/wishlist.server';

const PRIVATE = 'private, no-store';

/** The page's two forms: each names the item it acts on. */
const wishlistPageForm = z.object({
    intent: z.enum(['remove', 'move-to-cart']),
    itemUid: z.string().regex(ITEM_UID_PATTERN),
});

export type WishlistPageLoad = { locale: string; page: WishlistPage | null };

/** The first page of the shopper's wishlist (100 items, requirements §9); null when the wishlist cannot be read now. */
export async function wishlistPageLoader(request: Request, locale: string, secure: boolean) {
    const ctx = wishlistContextFor(request, locale);
    const headers = new Headers({ 'Cache-Control': PRIVATE });
    try {
        const result = await loadWishlist(ctx);
        const cookie = sessionCookieFor(result.session, ctx, secure);
        if (cookie) headers.append('Set-Cookie', cookie);
        return data({ locale, page: result.value } satisfies WishlistPageLoad, { headers });
    } catch (error) {
        if (!(error instanceof ShopApiError)) throw error;
        console.error(`[wishlist] ${error.message}`);
        return data({ locale, page: null } satisfies WishlistPageLoad, { headers });
    }
}

function back(to: string, cookies: Array<string | null>): Response {
    const headers = new Headers({ 'Cache-Control': 'no-store' });
    for (const cookie of cookies) if (cookie) headers.append('Set-Cookie', cookie);
    return redirect(to, { status: 303, headers });
}

export async function wishlistPageAction(request: Request, locale: string, secure: boolean) {
    const t = getI18n(locale).t;
    const form = await readForm(request);
    const to = new URL(request.url).pathname;
    const parsed = wishlistPageForm.safeParse(Object.fromEntries(form));
    if (!parsed.success) {
        return data({ error: t('wishlist.errors.invalid') }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
    }
    const { intent, itemUid } = parsed.data;
    const ctx = wishlistContextFor(request, locale);
    const danger = (code: WishlistErrorCode) =>
        messageCookie(
            { type: 'danger', title: t('wishlist.errors.title'), message: t(`wishlist.errors.${code}`) },
            secure,
        );
    try {
        const found = (await loadWishlist(ctx)).value.items.find(item => item.uid === itemUid);
        if (!found) return back(to, [danger('notFound')]);
        if (intent === 'move-to-cart') {
            if (!canMoveToCart(found)) {
                return back(to, [cartNotice(locale, secure, { ok: false, error: 'notAddable' }, 'add')]);
            }
            const call = { ctx: shopContextFor(request, locale), secure, services: 'merge' } as const;
            const added = await runCartOperation(
                { intent: 'add', variantId: found.variantId, quantity: found.quantity },
                call,
            );
            if (!added.ok) return back(to, [added.cookie, cartNotice(locale, secure, added, 'add')]);
            // A guest's wishlist goes by its own token, so the session the add may have started changes nothing here.
            await removeFromWishlist(ctx, itemUid);
            const moved = messageCookie(
                {
                    type: 'success',
                    message: t('cart.notices.added', { name: found.productName }),
                    action: { label: t('cart.notices.goToCart'), href: cartPagePath(locale) },
                },
                secure,
            );
            return back(to, [added.cookie, moved]);
        }
        await removeFromWishlist(ctx, itemUid);
        return back(to, [
            messageCookie({ type: 'success', message: t('wishlist.removed', { name: found.productName }) }, secure),
        ]);
    } catch (error) {
        if (error instanceof WishlistMutationError) return back(to, [danger(wishlistErrorCode(error))]);
        if (error instanceof ShopApiError) {
            console.error(`[wishlist] ${error.message}`);
            return back(to, [danger('unavailable')]);
        }
        throw error;
    }
}
