import { describe, expect, it } from 'vitest';
import { ShopApiError, shopApiHeaders } from '~/lib/vendure/client.server';
import { shopContextFor } from '~/lib/vendure/request-context.server';
import { failureAnswer } from '~/lib/wishlist/wishlist-api.server';
import { wishlistContextFor, WishlistMutationError } from '~/lib/wishlist/wishlist.server';

const TOKEN = 'a'.repeat(43);

describe('the guest token travels only on wishlist calls', () => {
    const request = new Request('http://shop.test/api/wishlist/load', {
        headers: { cookie: `wishlist=${TOKEN}; store=negozio; vendure-token=s1` },
    });

    it('wishlist calls send it as x-wishlist-token, with the session token', () => {
        const headers = shopApiHeaders(wishlistContextFor(request, 'it'));
        expect(headers['x-wishlist-token']).toBe(TOKEN);
        expect(headers.authorization).toBe('Bearer s1');
        expect(headers.cookie).toBe('store=negozio');
    });

    it('other calls send neither the header nor the cookie', () => {
        const headers = shopApiHeaders(shopContextFor(request, 'it'));
        expect(headers['x-wishlist-token']).toBeUndefined();
        expect(headers.cookie).toBe('store=negozio');
    });

    it('without the cookie there is no header', () => {
        const headers = shopApiHeaders(wishlistContextFor(new Request('http://shop.test/'), 'it'));
        expect(headers['x-wishlist-token']).toBeUndefined();
    });
});

describe('failureAnswer', () => {
    const userError = (message: string) =>
        new ShopApiError(`Shop API error: ${message}`, 502, [{ message, extensions: { code: 'USER_INPUT_ERROR' } }]);

    it("answers a shopper's mistake with 400 and a code the screens translate, by the server's error code", async () => {
        const full = failureAnswer(new WishlistMutationError('WISHLIST_FULL_ERROR', 'Your wishlist is full'));
        expect(full.status).toBe(400);
        expect(full.headers.get('cache-control')).toBe('no-store');
        expect(await full.json()).toEqual({ error: 'Your wishlist is full', code: 'full' });
        const unavailable = new WishlistMutationError('WISHLIST_PRODUCT_UNAVAILABLE_ERROR', 'Not this one');
        expect(await failureAnswer(unavailable).json()).toEqual({ error: 'Not this one', code: 'cannotAdd' });
        const notFound = new WishlistMutationError('WISHLIST_ITEM_NOT_FOUND_ERROR', 'Gone');
        expect(await failureAnswer(notFound).json()).toMatchObject({ code: 'notFound' });
        for (const code of ['WISHLIST_QUANTITY_ERROR', 'WISHLIST_ITEM_REFERENCE_ERROR'] as const) {
            const answer = failureAnswer(new WishlistMutationError(code, 'Bad input'));
            expect(answer.status).toBe(400);
            expect(await answer.json()).toMatchObject({ code: 'invalid' });
        }
        const concurrent = failureAnswer(new WishlistMutationError('WISHLIST_CONCURRENT_CHANGE_ERROR', 'Try again'));
        expect(await concurrent.json()).toEqual({ error: 'Try again', code: 'concurrent' });
        expect(await failureAnswer(userError('Invalid page token')).json()).toMatchObject({ code: 'invalid' });
    });

    it('no longer reads a meaning into the wording of a GraphQL error', async () => {
        // The sentence the server once answered for a full wishlist, now only an input error like any other.
        expect(await failureAnswer(userError('Your wishlist is full')).json()).toEqual({
            error: 'Your wishlist is full',
            code: 'invalid',
        });
    });

    it('answers a commerce failure with its 502/503 and anything else with 502, never 500', async () => {
        const down = failureAnswer(new ShopApiError('Commerce server unreachable', 503));
        expect(down.status).toBe(503);
        expect(await down.json()).toEqual({ error: 'The wishlist is not available right now', code: 'unavailable' });
        const internal = new ShopApiError('Shop API error: boom', 502, [
            { message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
        ]);
        expect(failureAnswer(internal).status).toBe(502);
        expect(failureAnswer(new Error('bug')).status).toBe(502);
    });
});
