import { describe, expect, it, vi } from 'vitest';
import { catalogDataCache, notFoundCache, siteDataCache } from '~/lib/cache/public-data.server';
import { approximateSize, NotFoundCache, SwrCache } from '~/lib/cache/swr-cache.server';

// Starts well past zero, like performance.now() in a running process (a time of 0 reads as "no TTL" to lru-cache).
function clock(start = 1_000_000) {
    let now = start;
    return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('SwrCache', () => {
    it('answers from memory while fresh', async () => {
        const time = clock();
        const cache = new SwrCache({ ttlMs: 60_000, staleMs: 600_000, now: time.now });
        const load = vi.fn(async () => 'menu');
        expect(await cache.get('k', load)).toBe('menu');
        time.advance(59_000);
        expect(await cache.get('k', load)).toBe('menu');
        expect(load).toHaveBeenCalledTimes(1);
    });

    it('serves the stale value and refreshes once in the background', async () => {
        const time = clock();
        const cache = new SwrCache({ ttlMs: 1000, staleMs: 10_000, now: time.now });
        let version = 1;
        const load = vi.fn(async () => `v${version}`);
        await cache.get('k', load);
        version = 2;
        time.advance(2000);
        const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
        expect([a, b]).toEqual(['v1', 'v1']);
        await new Promise(resolve => setTimeout(resolve, 0));
        expect(load).toHaveBeenCalledTimes(2);
        expect(await cache.get('k', load)).toBe('v2');
    });

    it('keeps serving stale data while the source fails', async () => {
        const time = clock();
        const cache = new SwrCache({ ttlMs: 1000, staleMs: 10_000, now: time.now });
        await cache.get('k', async () => 'good');
        time.advance(5000);
        expect(await cache.get('k', async () => Promise.reject(new Error('down')))).toBe('good');
    });

    it('runs one refresh at a time: requests during a slow refresh all get the stale value', async () => {
        const time = clock();
        const cache = new SwrCache({ ttlMs: 1000, staleMs: 10_000, now: time.now });
        await cache.get('k', async () => 'v1');
        time.advance(2000);
        let finish: (value: string) => void = () => {};
        const slow = vi.fn(() => new Promise<string>(resolve => (finish = resolve)));
        const answers = await Promise.all(Array.from({ length: 5 }, () => cache.get('k', slow)));
        expect(answers).toEqual(['v1', 'v1', 'v1', 'v1', 'v1']);
        expect(await cache.get('k', slow)).toBe('v1');
        expect(slow).toHaveBeenCalledTimes(1);
        finish('v2');
        await new Promise(resolve => setTimeout(resolve, 0));
        expect(await cache.get('k', slow)).toBe('v2');
        expect(slow).toHaveBeenCalledTimes(1);
    });

    it('tries the source again on the next request after a failed refresh', async () => {
        const time = clock();
        const cache = new SwrCache({ ttlMs: 1000, staleMs: 10_000, now: time.now });
        await cache.get('k', async () => 'good');
        time.advance(2000);
        const failing = vi.fn(async (): Promise<string> => Promise.reject(new Error('down')));
        expect(await cache.get('k', failing)).toBe('good');
        await new Promise(resolve => setTimeout(resolve, 0));
        expect(failing).toHaveBeenCalledTimes(1);
        expect(await cache.get('k', failing)).toBe('good');
        await new Promise(resolve => setTimeout(resolve, 0));
        expect(failing).toHaveBeenCalledTimes(2);
        expect(await cache.get('k', async () => 'fixed')).toBe('good');
        await new Promise(resolve => setTimeout(resolve, 0));
        expect(await cache.get('k', failing)).toBe('fixed');
        expect(failing).toHaveBeenCalledTimes(2);
    });

    it('remembers an answer of null or undefined like any other', async () => {
        const cache = new SwrCache({ ttlMs: 60_000, staleMs: 0 });
        const none = vi.fn(async () => undefined);
        const empty = vi.fn(async () => null);
        expect(await cache.get('u', none)).toBeUndefined();
        expect(await cache.get('u', none)).toBeUndefined();
        expect(await cache.get('n', empty)).toBeNull();
        expect(await cache.get('n', empty)).toBeNull();
        expect(none).toHaveBeenCalledTimes(1);
        expect(empty).toHaveBeenCalledTimes(1);
    });

    it('makes one upstream call for a burst of misses and does not cache failures', async () => {
        const cache = new SwrCache({ ttlMs: 1000, staleMs: 0 });
        const load = vi.fn(async () => 'x');
        await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
        expect(load).toHaveBeenCalledTimes(1);
        await expect(cache.get('e', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
        expect(await cache.get('e', async () => 'back')).toBe('back');
    });

    it('forgets values once too stale', async () => {
        const time = clock();
        const cache = new SwrCache({ ttlMs: 1000, staleMs: 1000, now: time.now });
        await cache.get('k', async () => 'old');
        time.advance(2001);
        await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    });

    it('keeps at most maxEntries, dropping the least recently used', async () => {
        const cache = new SwrCache({ ttlMs: 60_000, staleMs: 0, maxEntries: 2 });
        await cache.get('a', async () => 1);
        await cache.get('b', async () => 2);
        await cache.get('a', async () => 99); // hit: 'a' becomes the most recent
        await cache.get('c', async () => 3);
        expect(cache.size).toBe(2);
        expect(await cache.get('a', async () => 100)).toBe(1);
        expect(await cache.get('b', async () => 200)).toBe(200);
    });

    it('stays within its bound under many distinct keys', async () => {
        const cache = new SwrCache({ ttlMs: 60_000, staleMs: 0, maxEntries: 100 });
        for (let i = 0; i < 1000; i++) await cache.get(`listing:${i}`, async () => i);
        expect(cache.size).toBe(100);
        expect(await cache.get('listing:999', async () => -1)).toBe(999);
        expect(await cache.get('listing:0', async () => -1)).toBe(-1);
    });
});

describe('SwrCache bounded by bytes', () => {
    // About 1 KB of JSON each.
    const listing = (n: number) => ({ n, items: 'x'.repeat(1000) });

    it('drops the least recently used entries once their JSON passes the byte budget', async () => {
        const cache = new SwrCache({ ttlMs: 60_000, staleMs: 0, maxEntries: 1000, maxBytes: 5_000 });
        for (let n = 0; n < 20; n++) await cache.get(`listing:${n}`, async () => listing(n));
        expect(approximateSize(listing(19))).toBe(1019);
        // Four of 1,019 bytes fit in 5,000; the entry limit (1,000) never came into play.
        expect(cache.size).toBe(4);
        expect(cache.bytes).toBe(4 * 1019);
        const load = vi.fn(async () => listing(19));
        expect(await cache.get('listing:19', load)).toEqual(listing(19));
        expect(load).not.toHaveBeenCalled();
        expect(await cache.get('listing:0', async () => 'reloaded')).toBe('reloaded');
    });

    it('answers an entry larger than the whole budget without keeping it', async () => {
        const cache = new SwrCache({ ttlMs: 60_000, staleMs: 0, maxBytes: 500 });
        expect(await cache.get('big', async () => listing(1))).toEqual(listing(1));
        expect(cache.size).toBe(0);
        expect(cache.bytes).toBe(0);
    });
});

describe('not found answers', () => {
    it('live in their own short-lived cache, not among the real entries', async () => {
        const time = clock();
        const notFound = new NotFoundCache({ ttlMs: 30_000, maxEntries: 3, now: time.now });
        const cache = new SwrCache({ ttlMs: 60_000, staleMs: 600_000, notFound, now: time.now });
        const load = vi.fn(async () => null);
        expect(await cache.get('catalog-product:it:NOPE', load)).toBeNull();
        expect(await cache.get('catalog-product:it:NOPE', load)).toBeNull();
        expect(load).toHaveBeenCalledTimes(1);
        expect([cache.size, notFound.size]).toEqual([0, 1]);
        // Past its 30 s the commerce server is asked again (the product may have been published since).
        time.advance(31_000);
        expect(await cache.get('catalog-product:it:NOPE', async () => ({ code: 'NOPE' }))).toEqual({ code: 'NOPE' });
        expect(cache.size).toBe(1);
    });

    it('cannot push real entries out, however many made-up URLs arrive', async () => {
        const notFound = new NotFoundCache({ ttlMs: 30_000, maxEntries: 10 });
        const cache = new SwrCache({ ttlMs: 60_000, staleMs: 0, maxEntries: 5, notFound });
        for (let n = 0; n < 5; n++) await cache.get(`real:${n}`, async () => `page ${n}`);
        for (let n = 0; n < 1000; n++) await cache.get(`made-up:${n}`, async () => null);
        expect([cache.size, notFound.size]).toEqual([5, 10]);
        const load = vi.fn(async () => 'reloaded');
        for (let n = 0; n < 5; n++) expect(await cache.get(`real:${n}`, load)).toBe(`page ${n}`);
        expect(load).not.toHaveBeenCalled();
    });

    it('drops a cached page that has since gone', async () => {
        const time = clock();
        const notFound = new NotFoundCache({ ttlMs: 30_000, maxEntries: 10, now: time.now });
        const cache = new SwrCache({ ttlMs: 1000, staleMs: 600_000, notFound, now: time.now });
        await cache.get('cms-page:it:saldi', async () => ({ title: 'Saldi' }));
        time.advance(2000);
        // The stale page is answered while the refresh learns it is gone...
        expect(await cache.get('cms-page:it:saldi', async () => null)).toEqual({ title: 'Saldi' });
        // The refresh runs after the answer: on a busy machine it may take more than one turn of the event loop.
        for (let turn = 0; turn < 100 && cache.size !== 0; turn++) await new Promise(resolve => setTimeout(resolve, 5));
        // ...and from then on the answer is "not found".
        expect(await cache.get('cms-page:it:saldi', async () => ({ title: 'Saldi' }))).toBeNull();
        expect(cache.size).toBe(0);
    });
});

describe("the storefront's public-data partitions", () => {
    it('keep the menu and CMS blocks cached while catalog keys flood in', async () => {
        siteDataCache.clear();
        catalogDataCache.clear();
        notFoundCache.clear();
        await siteDataCache.get('menu:main:it', async () => [{ label: 'TV e Audio', url: '/c/tv-audio' }]);
        await siteDataCache.get('cms-blocks:it:headerText', async () => ({ headerText: 'Spedizione gratuita' }));
        for (let n = 0; n < 6000; n++) {
            await catalogDataCache.get(`catalog-listing:it:{"term":"q${n}"}`, async () => ({ items: [], total: n }));
        }
        for (let n = 0; n < 1500; n++) await catalogDataCache.get(`catalog-product:it:X${n}`, async () => null);
        expect(catalogDataCache.size).toBe(5000);
        expect(notFoundCache.size).toBe(1000);
        const load = vi.fn(async () => 'reloaded');
        expect(await siteDataCache.get('menu:main:it', load)).toEqual([{ label: 'TV e Audio', url: '/c/tv-audio' }]);
        expect(await siteDataCache.get('cms-blocks:it:headerText', load)).toEqual({
            headerText: 'Spedizione gratuita',
        });
        expect(load).not.toHaveBeenCalled();
    });
});
