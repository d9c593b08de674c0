import { describe, expect, it } from 'vitest';

import { inServicePriceBand, type ServicePriceBand } from './service-bands.js';

const upTo300: ServicePriceBand = { above: null, upTo: 30_000 };
const from300To1000: ServicePriceBand = { above: 30_000, upTo: 100_000 };

describe('inServicePriceBand', () => {
    it('offers a 799 € phone the 300–1.000 € warranty and not the up-to-300 € one', () => {
        expect(inServicePriceBand(from300To1000, 79_900)).toBe(true);
        expect(inServicePriceBand(upTo300, 79_900)).toBe(false);
    });

    it('puts a price on a boundary in exactly one of two adjoining bands', () => {
        for (const price of [29_999, 30_000, 30_001, 99_999, 100_000, 100_001]) {
            const bands = [upTo300, from300To1000].filter(band => inServicePriceBand(band, price));
            expect(bands.length, String(price)).toBe(price > 100_000 ? 0 : 1);
        }
        expect(inServicePriceBand(upTo300, 30_000)).toBe(true);
        expect(inServicePriceBand(from300To1000, 30_000)).toBe(false);
        expect(inServicePriceBand(from300To1000, 100_000)).toBe(true);
    });

    it('lets a service without a band, or with one bound only, apply as far as it says', () => {
        expect(inServicePriceBand(null, 1)).toBe(true);
        expect(inServicePriceBand(undefined, 500_000)).toBe(true);
        expect(inServicePriceBand({ above: null, upTo: null }, 500_000)).toBe(true);
        expect(inServicePriceBand({ above: 100_000, upTo: null }, 100_001)).toBe(true);
        expect(inServicePriceBand({ above: 100_000, upTo: null }, 99_000)).toBe(false);
    });
});
