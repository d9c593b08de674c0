import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
    getWishlistState,
    recordWishlistChange,
    resetWishlistStore,
    toggleWishlist,
    watchCount,
    watchSkus,
    WishlistRequestError,
    withMembership,
} from '~/lib/wishlist/wishlist-store';

const fetchMock = vi.fn<typeof fetch>();

function jsonAnswer(body: unknown, status = 200): Response {
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Lets the batching timer and the answer's promises run. */
async function settle() {
    await vi.runAllTimersAsync();
}

beforeEach(() => {
    resetWishlistStore();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.useFakeTimers();
});

afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
});

describe('membership of the cards on a page', () => {
    it('asks once for every card that registered in the same task, with the count', async () => {
        fetchMock.mockResolvedValueOnce(
            jsonAnswer({
                items: [{ sku: 'B', variantId: '2', itemUid: 'wishlist-item::9', quantity: 1 }],
                totalItems: 4,
            }),
        );
        watchCount();
        watchSkus(['A', 'B']);
        watchSkus(['B', 'C']);
        await settle();
        expect(fetchMock).toHaveBeenCalledTimes(1);
        expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/wishlist/has-items?sku=A&sku=B&sku=C');
        const state = getWishlistState();
        expect(state.count).toBe(4);
        expect([...state.members]).toEqual([['B', 'wishlist-item::9']]);
        expect([...state.known].sort()).toEqual(['A', 'B', 'C']);

        // Cards already known cost nothing more; a new card asks only about itself.
        fetchMock.mockResolvedValueOnce(jsonAnswer({ items: [], totalItems: 4 }));
        watchSkus(['A', 'B', 'D']);
        watchCount();
        await settle();
        expect(fetchMock).toHaveBeenCalledTimes(2);
        expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/wishlist/has-items?sku=D');
    });

    it('asks for the count alone on a page without cards, once', async () => {
        fetchMock.mockResolvedValue(jsonAnswer({ items: [], totalItems: 0 }));
        watchCount();
        watchCount();
        await settle();
        expect(fetchMock).toHaveBeenCalledTimes(1);
        expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/wishlist/has-items?');
        expect(getWishlistState().count).toBe(0);
    });
});

describe('withMembership', () => {
    it('forgets asked SKUs that are no longer in the wishlist', () => {
        const before = { count: 2, members: new Map([['A', 'wishlist-item::1']]), known: new Set(['A']) };
        const after = withMembership(before, ['A', 'B'], { items: [], totalItems: 1 });
        expect(after.members.size).toBe(0);
        expect(after.count).toBe(1);
        expect([...after.known]).toEqual(['A', 'B']);
    });
});

describe('toggle', () => {
    it('records the answer: in the wishlist, then out, with the count', async () => {
        fetchMock.mockResolvedValueOnce(
            jsonAnswer({ inWishlist: true, item: { uid: 'wishlist-item::3', sku: 'A' }, totalItems: 1 }),
        );
        const added = await toggleWishlist('A');
        expect(added.inWishlist).toBe(true);
        const [url, init] = fetchMock.mock.calls[0] ?? [];
        expect(url).toBe('/api/wishlist/toggle');
        expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ sku: 'A' }) });
        expect(getWishlistState().members.get('A')).toBe('wishlist-item::3');
        expect(getWishlistState().count).toBe(1);

        fetchMock.mockResolvedValueOnce(jsonAnswer({ inWishlist: false, totalItems: 0 }));
        await toggleWishlist('A');
        expect(getWishlistState().members.has('A')).toBe(false);
        expect(getWishlistState().count).toBe(0);
    });

    it('turns an error answer into a WishlistRequestError with its code', async () => {
        fetchMock.mockResolvedValueOnce(jsonAnswer({ error: 'Your wishlist is full', code: 'full' }, 400));
        await expect(toggleWishlist('A')).rejects.toEqual(new WishlistRequestError('Your wishlist is full', 'full'));
        fetchMock.mockRejectedValueOnce(new TypeError('offline'));
        await expect(toggleWishlist('A')).rejects.toMatchObject({ code: 'unavailable' });
        expect(getWishlistState().members.has('A')).toBe(false);
    });

    it('a removal from the sidebar updates count and heart', async () => {
        fetchMock.mockResolvedValueOnce(
            jsonAnswer({ inWishlist: true, item: { uid: 'wishlist-item::3', sku: 'A' }, totalItems: 1 }),
        );
        await toggleWishlist('A');
        recordWishlistChange({ item: null, totalItems: 0 }, 'A');
        expect(getWishlistState().members.has('A')).toBe(false);
        expect(getWishlistState().count).toBe(0);
    });
});
