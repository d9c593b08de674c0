/** Channel, shipping and promotion settings of the Italian store: prices in EUR with VAT included, free shipping from 100 €, demo coupons. */
import {
    ChannelService,
    CurrencyCode,
    GlobalSettingsService,
    LanguageCode,
    PromotionService,
    RequestContext,
    ShippingMethodService,
} from '@vendure/core';
import { INestApplicationContext } from '@nestjs/common';

import {
    FREE_SHIPPING_THRESHOLD,
    SHIPPING_ZONE_COUNTRIES,
    STANDARD_SHIPPING_PRICE,
    STANDARD_VAT_RATE,
} from '../plugins/shipping';

export const STANDARD_SHIPPING_CODE = 'spedizione-standard';

/**
 * Coupons staff can see and edit in the dashboard (Marketing → Promotions), each with limits, since anyone can type
 * a code: once per customer (a guest is counted by the email given at checkout, when the order is placed), and a
 * total that bounds what a code passed around can cost. The costlier the coupon, the lower its total.
 */
export const demoCoupons = [
    {
        couponCode: 'BENVENUTO10',
        name: 'Benvenuto: 10% di sconto',
        description: 'Sconto del 10% sul primo ordine, una volta per cliente.',
        perCustomerUsageLimit: 1,
        usageLimit: 1000,
        conditions: [],
        actions: [{ code: 'order_percentage_discount', arguments: [{ name: 'discount', value: '10' }] }],
    },
    {
        couponCode: 'RISPARMIA50',
        name: '50 € di sconto da 500 €',
        description:
            'Sconto di 50 € sugli ordini da 500 € (IVA inclusa), una volta per cliente, per i primi 100 ordini.',
        perCustomerUsageLimit: 1,
        usageLimit: 100,
        conditions: [
            {
                code: 'minimum_order_amount',
                arguments: [
                    { name: 'amount', value: '50000' },
                    { name: 'taxInclusive', value: 'true' },
                ],
            },
        ],
        actions: [{ code: 'order_fixed_discount', arguments: [{ name: 'discount', value: '5000' }] }],
    },
    {
        couponCode: 'SPEDIZIONEGRATIS',
        name: 'Spedizione gratuita',
        description: 'Spedizione gratuita su un ordine, una volta per cliente.',
        perCustomerUsageLimit: 1,
        usageLimit: 500,
        conditions: [],
        actions: [{ code: 'free_shipping', arguments: [] }],
    },
];

export async function configureChannel(app: INestApplicationContext, ctx: RequestContext) {
    await app.get(GlobalSettingsService).updateSettings(ctx, {
        availableLanguages: [LanguageCode.it, LanguageCode.en],
    });
    const channelService = app.get(ChannelService);
    const channel = await channelService.getDefaultChannel(ctx);
    await channelService.update(ctx, {
        id: channel.id,
        defaultLanguageCode: LanguageCode.it,
        availableLanguageCodes: [LanguageCode.it, LanguageCode.en],
        defaultCurrencyCode: CurrencyCode.EUR,
        availableCurrencyCodes: [CurrencyCode.EUR],
        pricesIncludeTax: true,
    });
}

export async function createShippingMethods(app: INestApplicationContext, ctx: RequestContext) {
    await app.get(ShippingMethodService).create(ctx, {
        code: STANDARD_SHIPPING_CODE,
        fulfillmentHandler: 'manual-fulfillment',
        checker: {
            code: 'shipping-zone-countries',
            arguments: [{ name: 'countries', value: SHIPPING_ZONE_COUNTRIES.join(',') }],
        },
        calculator: {
            code: 'italy-free-from-threshold',
            arguments: [
                { name: 'threshold', value: String(FREE_SHIPPING_THRESHOLD) },
                { name: 'price', value: String(STANDARD_SHIPPING_PRICE) },
                { name: 'taxRate', value: String(STANDARD_VAT_RATE) },
            ],
        },
        translations: [
            {
                languageCode: LanguageCode.it,
                name: 'Spedizione standard',
                description: 'Gratuita in Italia da 100 €, altrimenti 5 €. Spedizione entro 48 ore.',
            },
            {
                languageCode: LanguageCode.en,
                name: 'Standard shipping',
                description: 'Free in Italy from €100, otherwise €5. Dispatched within 48 hours.',
            },
        ],
    });
}

export async function createDemoCoupons(app: INestApplicationContext, ctx: RequestContext) {
    if (process.env.NODE_ENV === 'production') {
        throw new Error('The demo coupons are never created in production: their codes are public.');
    }
    const promotionService = app.get(PromotionService);
    for (const coupon of demoCoupons) {
        await promotionService.createPromotion(ctx, {
            enabled: true,
            couponCode: coupon.couponCode,
            perCustomerUsageLimit: coupon.perCustomerUsageLimit,
            usageLimit: coupon.usageLimit,
            conditions: coupon.conditions,
            actions: coupon.actions,
            translations: [{ languageCode: LanguageCode.it, name: coupon.name, description: coupon.description }],
        });
    }
}
