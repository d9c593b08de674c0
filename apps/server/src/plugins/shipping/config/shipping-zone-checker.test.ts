import { describe, expect, it } from 'vitest';

import { SHIPPING_ZONE_COUNTRIES } from '../constants';
import { isShippableCountry } from './shipping-zone-checker';

describe('shipping zone', () => {
    it('serves Italy, San Marino and the Vatican City, in any letter case', () => {
        for (const code of ['IT', 'SM', 'VA', 'it']) {
            expect(isShippableCountry(code, SHIPPING_ZONE_COUNTRIES)).toBe(true);
        }
    });

    it('does not serve other countries', () => {
        for (const code of ['FR', 'CH', 'DE', 'US']) {
            expect(isShippableCountry(code, SHIPPING_ZONE_COUNTRIES)).toBe(false);
        }
    });

    it('shows the domestic rate before an address is given', () => {
        expect(isShippableCountry(undefined, SHIPPING_ZONE_COUNTRIES)).toBe(true);
        expect(isShippableCountry('', SHIPPING_ZONE_COUNTRIES)).toBe(true);
    });
});
