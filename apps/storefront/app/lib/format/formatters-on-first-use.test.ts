import { describe, expect, it, vi } from 'vitest';

describe('modules that format prices and dates', () => {
    // The first Intl formatter a browser builds loads the locale's data (about 15 ms on a slow machine, in the task that
    // starts the page's scripts); home hydrates without formatting a price, so it should not pay for it.
    it('build no Intl formatter while they load, and one when a price is first formatted', async () => {
        const built: string[] = [];
        const original = { NumberFormat: Intl.NumberFormat, DateTimeFormat: Intl.DateTimeFormat };
        /** Counts what `new Intl.<name>(…)` builds, and builds it. */
        const counted = <T extends object>(name: string, constructor: T): T =>
            new Proxy(constructor, {
                construct(target, args) {
                    built.push(name);
                    return Reflect.construct(target as new (...a: unknown[]) => object, args);
                },
            });
        vi.resetModules();
        Intl.NumberFormat = counted('NumberFormat', original.NumberFormat);
        Intl.DateTimeFormat = counted('DateTimeFormat', original.DateTimeFormat);
        try {
            const money = await import('~/lib/format/money');
            await import('~/lib/format/dates');
            await import('~/components/financing/financing-estimate-view');
            await import('~/components/cart/cart-summary');
            expect(built).toEqual([]);
            expect(money.formatCents(129900).replace(/\s/g, ' ')).toBe('1.299,00 €');
            expect(money.formatCents(5).replace(/\s/g, ' ')).toBe('0,05 €');
            expect(built).toEqual(['NumberFormat']);
        } finally {
            Object.assign(Intl, original);
            vi.resetModules();
        }
    });
});
