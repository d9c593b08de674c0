// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import {
    ADDRESS_RELOAD_GUARD_MS,
    hydratedHistory,
    reloadIfAddressMoved,
    renderedForAddress,
    watchHistoryUntilHydrated,
} from '~/lib/hydration/rendered-address';

function memoryStorage() {
    const values = new Map<string, string>();
    return {
        getItem: (key: string) => values.get(key) ?? null,
        setItem: (key: string, value: string) => void values.set(key, value),
        removeItem: (key: string) => void values.delete(key),
    };
}

describe('the address a page was rendered for', () => {
    it('matches the address shown, encoded or not, query included', () => {
        expect(renderedForAddress('/it/c/caff%C3%A8?page=2', '/it/c/caffè?page=2')).toBe(true);
        expect(renderedForAddress('/it/checkout/shipping', '/it/checkout/shipping')).toBe(true);
        expect(renderedForAddress(undefined, '/it')).toBe(true);
        expect(renderedForAddress('/it/checkout/shipping', '/it/checkout/user-account')).toBe(false);
        expect(renderedForAddress('/it/c/tv?page=2', '/it/c/tv')).toBe(false);
    });
});

describe('going back before the page has hydrated', () => {
    it('loads the address shown instead of hydrating the other page; a reload that did not help is not repeated', () => {
        const storage = memoryStorage();
        let reloads = 0;
        const moved = (now: number) =>
            reloadIfAddressMoved({
                rendered: '/it/checkout/shipping',
                shown: '/it/checkout/user-account',
                storage,
                now,
                reload: () => (reloads += 1),
            });
        expect(moved(1_000)).toBe(true);
        expect(reloads).toBe(1);
        // The reload answered the same mismatch: hydrate as it is rather than loop.
        expect(moved(2_000)).toBe(false);
        expect(moved(1_000 + ADDRESS_RELOAD_GUARD_MS)).toBe(true);
        expect(reloads).toBe(2);
    });

    it('reloads again for the same address once a reload has worked (the shopper goes back again)', () => {
        const storage = memoryStorage();
        let reloads = 0;
        const check = (rendered: string, shown: string, now: number) =>
            reloadIfAddressMoved({ rendered, shown, storage, now, reload: () => (reloads += 1) });
        expect(check('/it/checkout/billing', '/it/checkout/shipping', 1_000)).toBe(true);
        // The reloaded page belongs to its address.
        expect(check('/it/checkout/shipping', '/it/checkout/shipping', 1_200)).toBe(false);
        // Forward to billing, reload, back again within the minute.
        expect(check('/it/checkout/billing', '/it/checkout/shipping', 5_000)).toBe(true);
        expect(reloads).toBe(2);
    });

    it('does nothing when the page belongs to the address shown', () => {
        let reloads = 0;
        expect(
            reloadIfAddressMoved({
                rendered: '/it/checkout/shipping',
                shown: '/it/checkout/shipping',
                storage: memoryStorage(),
                now: 0,
                reload: () => (reloads += 1),
            }),
        ).toBe(false);
        expect(reloads).toBe(0);
    });
});

describe('history moves while the page hydrates', () => {
    it("reload the address shown until the first render has committed, and are the router's after", () => {
        const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
        window.sessionStorage.clear();
        window.history.replaceState(null, '', '/it/checkout/shipping');
        document.documentElement.dataset.path = '/it/checkout/shipping';
        expect(watchHistoryUntilHydrated()).toBe(false);

        window.history.replaceState(null, '', '/it/checkout/user-account');
        window.dispatchEvent(new PopStateEvent('popstate'));
        expect(reload).toHaveBeenCalledTimes(1);

        hydratedHistory();
        window.history.replaceState(null, '', '/it/checkout/billing');
        window.dispatchEvent(new PopStateEvent('popstate'));
        expect(reload).toHaveBeenCalledTimes(1);
        reload.mockRestore();
    });
});
