import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
    getWishlistState,
    recordWishlistChange,
    recordWishlistToggle,
    resetWishlistStore,
    watchCount,
    watchSkus,
    withMembership,
} from '~/lib/wishlist/wishlist-store';
import { wishlistResult } from '~/lib/wishlist/use-wishlist';
import type { WishlistItem } from '~/lib/wishlist/view';

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

describe('recording changes', () => {
    it("a heart's answer: in the wishlist, then out, with the count", () => {
        recordWishlistToggle('A', {
            inWishlist: true,
            item: { uid: 'wishlist-item::3', sku: 'A' } as WishlistItem,
            totalItems: 1,
        });
        expect(getWishlistState().members.get('A')).toBe('wishlist-item::3');
        expect(getWishlistState().known.has('A')).toBe(true);
        expect(getWishlistState().count).toBe(1);

        recordWishlistToggle('A', { inWishlist: false, totalItems: 0 });
        expect(getWishlistState().members.has('A')).toBe(false);
        expect(getWishlistState().count).toBe(0);
    });

    it('a removal from the sidebar updates count and heart', () => {
        recordWishlistToggle('A', {
            inWishlist: true,
            item: { uid: 'wishlist-item::3', sku: 'A' } as WishlistItem,
            totalItems: 1,
        });
        recordWishlistChange({ item: null, totalItems: 0 }, 'A');
        expect(getWishlistState().members.has('A')).toBe(false);
        expect(getWishlistState().count).toBe(0);
    });

    it('a membership call without an answer leaves hearts empty and the count unknown, to ask again', async () => {
        fetchMock.mockRejectedValueOnce(new TypeError('offline'));
        watchCount();
        watchSkus(['A']);
        await settle();
        expect(getWishlistState().count).toBeNull();
        expect(getWishlistState().members.size).toBe(0);
    });
});

describe('wishlistResult', () => {
    it('turns an error answer into its catalog code, and a missing answer into unavailable', () => {
        expect(wishlistResult({ error: 'Your wishlist is full', code: 'full' })).toEqual({ ok: false, code: 'full' });
        expect(wishlistResult({ error: 'generic', message: 'network' })).toEqual({ ok: false, code: 'unavailable' });
        expect(wishlistResult(undefined)).toEqual({ ok: false, code: 'unavailable' });
        expect(wishlistResult({ item: null, totalItems: 2 })).toEqual({
            ok: true,
            answer: { item: null, totalItems: 2 },
        });
    });
});
