import { describe, expect, it, vi } from 'vitest';

describe('what formats prices, rates, dates and lists', () => {
    // The first Intl formatter a browser builds loads the locale's data: 40–90 ms on a slow machine, in the middle of
    // the page's hydration (decision 056). Prices, rates, days and lists are written without one.
    it('builds no Intl formatter, while loading or formatting', async () => {
        const built: string[] = [];
        const original = {
            NumberFormat: Intl.NumberFormat,
            DateTimeFormat: Intl.DateTimeFormat,
            ListFormat: Intl.ListFormat,
        };
        /** Counts what `new Intl.<name>(…)` builds, and builds it. */
        const counted = <T extends object>(name: string, constructor: T): T =>
            new Proxy(constructor, {
                construct(target, args) {
                    built.push(name);
                    return Reflect.construct(target as new (...a: unknown[]) => object, args);
                },
            });
        vi.resetModules();
        Object.assign(Intl, {
            NumberFormat: counted('NumberFormat', original.NumberFormat),
            DateTimeFormat: counted('DateTimeFormat', original.DateTimeFormat),
            ListFormat: counted('ListFormat', original.ListFormat),
        });
        try {
            const money = await import('~/lib/format/money');
            const dates = await import('~/lib/format/dates');
            const lists = await import('~/lib/format/lists');
            await import('~/components/financing/financing-estimate-view');
            await import('~/components/cart/cart-summary');
            await import('~/components/catalog/product-page');
            expect(money.formatCents(129900)).toBe('1.299,00\u00a0€');
            expect(money.formatDate('2026-03-01T23:30:00Z')).toBe('2 marzo 2026');
            expect(money.sinceDayItalian('2026-11-12T10:00:00Z')).toBe('dal 12\u00a0novembre');
            expect(dates.dayRange('2024-11-26', '2024-11-28')).toEqual({ from: 'mar 26', to: 'gio 28 novembre' });
            expect(lists.joinAsList(['il colore', 'la memoria'], 'it')).toBe('il colore e la memoria');
            expect(built).toEqual([]);
        } finally {
            Object.assign(Intl, original);
            vi.resetModules();
        }
    });
});
