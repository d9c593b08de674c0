// The browser's view of the shopper's wishlist: which cards' variants are in it and how many items it holds. Hearts and
// the header button read it; membership for every card on screen is asked in one /api/wishlist/has-items call after
// hydration (never during the server render). Kept tiny and free of libraries: it is in every page's first load.
// A registry rather than a fetcher (decision 017): the hearts of one page are many components mounted in one commit,
// asked about in one call, and what later calls learn (the search panel's cards, the next page) adds to what is known.
import { useEffect, useSyncExternalStore } from 'react';
import type {
    WishlistChangeAnswer,
    WishlistMembershipAnswer,
    WishlistPage,
    WishlistToggleAnswer,
} from '~/lib/wishlist/view';
import { MAX_MEMBERSHIP_SKUS } from '~/lib/wishlist/limits';

export interface WishlistState {
    /** Items in the wishlist; null until the first answer. */
    count: number | null;
    /** SKU → item uid, for the SKUs in the wishlist among those asked about. */
    members: ReadonlyMap<string, string>;
    /** SKUs whose membership is known (asked, or changed here). */
    known: ReadonlySet<string>;
}

const INITIAL: WishlistState = { count: null, members: new Map(), known: new Set() };

let state: WishlistState = INITIAL;
const listeners = new Set<() => void>();
const wanted = new Set<string>();
const asking = new Set<string>();
let countWanted = false;
let countAsked = false;
let scheduled = false;

function setState(next: WishlistState): void {
    state = next;
    for (const listener of listeners) listener();
}

export function getWishlistState(): WishlistState {
    return state;
}

function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
}

/** Which of these SKUs are in the wishlist, and how many items it holds; null when the answer did not come. */
async function askMembership(query: URLSearchParams): Promise<WishlistMembershipAnswer | null> {
    try {
        const response = await fetch(`/api/wishlist/has-items?${query.toString()}`, {
            headers: { accept: 'application/json' },
        });
        return response.ok ? ((await response.json()) as WishlistMembershipAnswer) : null;
    } catch {
        return null;
    }
}

/** What is known after an answer about these SKUs. */
export function withMembership(
    current: WishlistState,
    asked: readonly string[],
    answer: WishlistMembershipAnswer,
): WishlistState {
    const members = new Map(current.members);
    const known = new Set(current.known);
    for (const sku of asked) {
        members.delete(sku);
        known.add(sku);
    }
    for (const item of answer.items) members.set(item.sku, item.itemUid);
    return { count: answer.totalItems, members, known };
}

async function flush(): Promise<void> {
    scheduled = false;
    const skus = [...wanted].slice(0, MAX_MEMBERSHIP_SKUS);
    if (skus.length === 0 && (!countWanted || countAsked)) return;
    for (const sku of skus) {
        wanted.delete(sku);
        asking.add(sku);
    }
    countAsked = true;
    const query = new URLSearchParams(skus.map(sku => ['sku', sku]));
    const answer = await askMembership(query);
    if (answer) setState(withMembership(state, skus, answer));
    // Without an answer hearts stay empty and the count hidden; the next page asks again.
    else countAsked = state.count !== null;
    for (const sku of skus) asking.delete(sku);
    // More than one call's worth of cards (rare): ask for the rest.
    if (wanted.size > 0) schedule();
}

function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    // Cards mounted in the same commit register in the same task: one call for them all.
    setTimeout(() => void flush(), 0);
}

/** Asks (once, batched with the other cards on screen) whether these SKUs are in the wishlist. */
export function watchSkus(skus: readonly string[]): void {
    let added = false;
    for (const sku of skus) {
        if (!sku || state.known.has(sku) || asking.has(sku) || wanted.has(sku)) continue;
        wanted.add(sku);
        added = true;
    }
    if (added) schedule();
}

/** The header's count: asked with the first membership check, or alone on a page without cards. */
export function watchCount(): void {
    countWanted = true;
    if (!countAsked) schedule();
}

/** A variant's heart: whether it is in the wishlist (false until known). */
export function useWishlistMembership(sku: string): { inWishlist: boolean; known: boolean } {
    useEffect(() => watchSkus([sku]), [sku]);
    const snapshot = useSyncExternalStore(subscribe, getWishlistState, () => INITIAL);
    return { inWishlist: snapshot.members.has(sku), known: snapshot.known.has(sku) };
}

export function useWishlistCount(): number | null {
    useEffect(() => watchCount(), []);
    return useSyncExternalStore(
        subscribe,
        () => state.count,
        () => null,
    );
}

/** Records what the commerce server holds after a heart added or removed a variant (requirements §4). */
export function recordWishlistToggle(sku: string, answer: WishlistToggleAnswer): void {
    const members = new Map(state.members);
    if (answer.inWishlist) members.set(sku, answer.item?.uid ?? state.members.get(sku) ?? '');
    else members.delete(sku);
    setState({ count: answer.totalItems, members, known: new Set(state.known).add(sku) });
}

/** Records what a loaded page of the wishlist shows: the count and its items' SKUs. */
export function recordWishlistPage(page: WishlistPage): void {
    const members = new Map(state.members);
    const known = new Set(state.known);
    for (const item of page.items) {
        members.set(item.sku, item.uid);
        known.add(item.sku);
    }
    setState({ count: page.totalItems, members, known });
}

/** Records a change the sidebar made: the new count, and a SKU that left the wishlist. */
export function recordWishlistChange(answer: WishlistChangeAnswer, removedSku?: string): void {
    const members = new Map(state.members);
    if (removedSku) members.delete(removedSku);
    setState({ ...state, count: answer.totalItems, members });
}

/** For unit tests: back to a page that has asked nothing. */
export function resetWishlistStore(): void {
    state = INITIAL;
    wanted.clear();
    asking.clear();
    countWanted = false;
    countAsked = false;
    scheduled = false;
    listeners.clear();
}
