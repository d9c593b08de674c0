/** Shipping price: free from the threshold (order total incl. VAT), a flat price below it. */
import { LanguageCode, ShippingCalculator } from '@vendure/core';

import { withoutGiftCards } from '../../gift-card';
import { FREE_SHIPPING_THRESHOLD, STANDARD_SHIPPING_PRICE, STANDARD_VAT_RATE } from '../constants';

export const italyShippingCalculator = new ShippingCalculator({
    code: 'italy-free-from-threshold',
    description: [
        { languageCode: LanguageCode.it, value: 'Gratuita da una soglia, altrimenti prezzo fisso (IVA inclusa)' },
        { languageCode: LanguageCode.en, value: 'Free from a threshold, otherwise flat price (VAT included)' },
    ],
    args: {
        threshold: {
            type: 'int',
            ui: { component: 'currency-form-input' },
            defaultValue: FREE_SHIPPING_THRESHOLD,
            label: [{ languageCode: LanguageCode.it, value: 'Soglia spedizione gratuita' }],
        },
        price: {
            type: 'int',
            ui: { component: 'currency-form-input' },
            defaultValue: STANDARD_SHIPPING_PRICE,
            label: [{ languageCode: LanguageCode.it, value: 'Prezzo sotto soglia' }],
        },
        taxRate: {
            type: 'int',
            ui: { component: 'number-form-input', suffix: '%' },
            defaultValue: STANDARD_VAT_RATE,
            label: [{ languageCode: LanguageCode.it, value: 'Aliquota IVA' }],
        },
    },
    calculate: (ctx, order, args) => {
        // The threshold is read against the VAT-inclusive goods total, as shoppers see it; a gift card is a means of
        // payment and never takes free shipping away.
        const free = withoutGiftCards(order).subTotalWithTax >= args.threshold;
        return {
            price: free ? 0 : args.price,
            priceIncludesTax: true,
            taxRate: args.taxRate,
            metadata: { freeShippingThreshold: args.threshold, dispatchWithinHours: 48 },
        };
    },
});
