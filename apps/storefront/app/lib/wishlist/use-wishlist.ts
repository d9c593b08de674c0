// The wishlist in the browser, carried by React Router: the sidebar's first page is a keyed fetcher loaded at each
// opening and loaded again after every change of the wishlist (routes/api.wishlist.ts says when); every change is a
// fetcher submission of its own, whose answer also updates what the hearts and the header count read
// (wishlist-store.ts, the membership registry).
import { useCallback } from 'react';
import { useApiFetcher } from '~/lib/api/use-api-fetcher';
import type {
    WishlistChangeAnswer,
    WishlistErrorAnswer,
    WishlistErrorCode,
    WishlistItem,
    WishlistPage,
    WishlistToggleAnswer,
} from '~/lib/wishlist/view';
import { recordWishlistChange, recordWishlistToggle } from '~/lib/wishlist/wishlist-store';

export const WISHLIST_FETCHER_KEY = 'wishlist';
export const WISHLIST_LOAD_PATH = '/api/wishlist/load';

export type WishlistResult<T> = { ok: true; answer: T } | { ok: false; code: WishlistErrorCode };

/** An answer as the component needs it: what the server holds now, or why not (the catalog's error key). */
export function wishlistResult<T>(answer: unknown): WishlistResult<T> {
    if (typeof answer !== 'object' || answer === null || 'error' in answer) {
        const code = (answer as Partial<WishlistErrorAnswer> | null)?.code;
        return { ok: false, code: code ?? 'unavailable' };
    }
    return { ok: true, answer: answer as T };
}

/** The path of the page after `page`, or null on the last one. */
export function nextPagePath(page: WishlistPage): string | null {
    return page.nextPageToken ? `${WISHLIST_LOAD_PATH}?pageToken=${encodeURIComponent(page.nextPageToken)}` : null;
}

/** A component's changes to the wishlist (requirements §4), each answered once the sidebar's page is loaded again. */
export function useWishlistChanges() {
    const { send, load, busy } = useApiFetcher<object>();

    const toggle = useCallback(
        async (sku: string) => {
            const result = wishlistResult<WishlistToggleAnswer>(await send('/api/wishlist/toggle', { sku }));
            if (result.ok) recordWishlistToggle(sku, result.answer);
            return result;
        },
        [send],
    );
    const update = useCallback(
        async (item: WishlistItem, quantity: number) => {
            const result = wishlistResult<WishlistChangeAnswer>(
                await send('/api/wishlist/update', { itemUid: item.uid, quantity }),
            );
            if (result.ok) recordWishlistChange(result.answer);
            return result;
        },
        [send],
    );
    const remove = useCallback(
        async (item: WishlistItem) => {
            const result = wishlistResult<WishlistChangeAnswer>(
                await send('/api/wishlist/remove', { itemUid: item.uid }),
            );
            if (result.ok) recordWishlistChange(result.answer, item.sku);
            return result;
        },
        [send],
    );
    /** One more page of the list (pages after the first, which the sidebar's keyed fetcher holds). */
    const loadPage = useCallback(async (path: string) => wishlistResult<WishlistPage>(await load(path)), [load]);
    return { busy, toggle, update, remove, loadPage };
}
