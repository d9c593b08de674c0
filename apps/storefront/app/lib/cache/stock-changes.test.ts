import { describe, expect, it } from 'vitest';
import { StockChangeWatch, type StockChanges } from '~/lib/cache/stock-changes';

function watch(answers: Array<StockChanges | Error>, intervalMs = 1000) {
    let clock = 0;
    const asked: Array<string | null> = [];
    const dropped: Array<readonly string[] | null> = [];
    const instance = new StockChangeWatch({
        intervalMs,
        waitMs: 500,
        now: () => clock,
        look: since => {
            asked.push(since);
            const next = answers.shift();
            return next instanceof Error || next === undefined
                ? Promise.reject(next ?? new Error('no answer'))
                : Promise.resolve(next);
        },
        onChange: codes => dropped.push(codes),
    });
    return { instance, asked, dropped, advance: (ms: number) => (clock += ms) };
}

describe('looking at stock changes', () => {
    it('learns the version first, then drops the products named since it, once per interval', async () => {
        const { instance, asked, dropped, advance } = watch([
            { version: '10', productCodes: [] },
            { version: '12', productCodes: ['920-004523'] },
            { version: '12', productCodes: [] },
        ]);
        await instance.current();
        await instance.current();
        expect(asked).toEqual([null]);
        advance(1000);
        await instance.current();
        expect(asked).toEqual([null, '10']);
        expect(dropped).toEqual([['920-004523']]);
        advance(1000);
        await instance.current();
        expect(asked).toEqual([null, '10', '12']);
        expect(dropped).toEqual([['920-004523']]);
    });

    it('drops everything when the answer names no products, and keeps its version when a look fails', async () => {
        const { instance, asked, dropped, advance } = watch([
            { version: '3', productCodes: [] },
            new Error('commerce server away'),
            { version: '900', productCodes: null },
        ]);
        await instance.current();
        advance(1000);
        await instance.current();
        advance(1000);
        await instance.current();
        expect(asked).toEqual([null, '3', '3']);
        expect(dropped).toEqual([null]);
    });

    it('makes one look for answers that arrive together', async () => {
        const { instance, asked } = watch([{ version: '1', productCodes: [] }], 0);
        await Promise.all([instance.current(), instance.current(), instance.current()]);
        expect(asked).toEqual([null]);
    });
});
