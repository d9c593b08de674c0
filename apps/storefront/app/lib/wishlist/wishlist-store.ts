// The browser's view of the shopper's wishlist: which cards' variants are in it and how many items it holds. Hearts and
// the header button read it; membership for every card on screen is asked in one /api/wishlist/has-items call after
// hydration (never during the server render). Kept tiny and free of libraries: it is in every page's first load.
import { useEffect, useSyncExternalStore } from 'react';
import type {
    WishlistChangeAnswer,
    WishlistErrorAnswer,
    WishlistErrorCode,
    WishlistMembershipAnswer,
    WishlistPage,
    WishlistToggleAnswer,
} from '~/lib/wishlist/view';
import { MAX_MEMBERSHIP_SKUS } from '~/lib/wishlist/limits';

/** Other parts of the page open the wishlist sidebar with this DOM event (header button, footer link). */
export const OPEN_WISHLIST_EVENT = 'shop:open-wishlist';

export function openWishlist(): void {
    window.dispatchEvent(new Event(OPEN_WISHLIST_EVENT));
}

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

/** A wishlist call that failed, with the reason the shopper's message names. */
export class WishlistRequestError extends Error {
    constructor(
        message: string,
        readonly code: WishlistErrorCode,
    ) {
        super(message);
        this.name = 'WishlistRequestError';
    }
}

export async function wishlistRequest<T>(path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
        response = await fetch(
            `/api/wishlist/${path}`,
            body === undefined
                ? { headers: { accept: 'application/json' } }
                : {
                      method: 'POST',
                      headers: { 'content-type': 'application/json', accept: 'application/json' },
                      body: JSON.stringify(body),
                  },
        );
    } catch {
        throw new WishlistRequestError('Network error', 'unavailable');
    }
    const payload = (await response.json().catch(() => null)) as (T & Partial<WishlistErrorAnswer>) | null;
    if (!response.ok || payload === null) {
        throw new WishlistRequestError(payload?.error ?? `HTTP ${response.status}`, payload?.code ?? 'unavailable');
    }
    return payload;
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
    try {
        const answer = await wishlistRequest<WishlistMembershipAnswer>(`has-items?${query.toString()}`);
        setState(withMembership(state, skus, answer));
    } catch {
        // Hearts stay empty and the count hidden; the next page asks again.
        countAsked = state.count !== null;
    } finally {
        for (const sku of skus) asking.delete(sku);
    }
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

/** Adds or removes a variant (requirements §4) and records what the commerce server then holds. */
export async function toggleWishlist(sku: string): Promise<WishlistToggleAnswer> {
    const answer = await wishlistRequest<WishlistToggleAnswer>('toggle', { sku });
    const members = new Map(state.members);
    if (answer.inWishlist) members.set(sku, answer.item?.uid ?? state.members.get(sku) ?? '');
    else members.delete(sku);
    setState({ count: answer.totalItems, members, known: new Set(state.known).add(sku) });
    return answer;
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
