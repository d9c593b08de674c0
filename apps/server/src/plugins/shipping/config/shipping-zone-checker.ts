/** Shipping eligibility: only addresses in Italy, San Marino and the Vatican City are served. */
import { LanguageCode, ShippingEligibilityChecker } from '@vendure/core';

import { SHIPPING_ZONE_COUNTRIES } from '../constants';

export function isShippableCountry(countryCode: string | undefined | null, countries: readonly string[]): boolean {
    // Before an address is given the shop shows its domestic rate, so an empty country counts as served.
    return !countryCode || countries.includes(countryCode.toUpperCase());
}

export const shippingZoneChecker = new ShippingEligibilityChecker({
    code: 'shipping-zone-countries',
    description: [
        { languageCode: LanguageCode.it, value: 'Solo indirizzi nei paesi indicati' },
        { languageCode: LanguageCode.en, value: 'Only addresses in the given countries' },
    ],
    args: {
        countries: {
            type: 'string',
            defaultValue: SHIPPING_ZONE_COUNTRIES.join(','),
            label: [{ languageCode: LanguageCode.it, value: 'Codici paese (separati da virgola)' }],
        },
    },
    check: (ctx, order, args) => {
        const countries = args.countries.split(',').map(c => c.trim().toUpperCase());
        return isShippableCountry(order.shippingAddress?.countryCode, countries);
    },
});
