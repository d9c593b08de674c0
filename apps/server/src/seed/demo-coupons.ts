/** The demo coupons: codes published in this repository, so created only with the demo catalog and never in production. */
import { INestApplicationContext } from '@nestjs/common';
import { LanguageCode, PromotionService, RequestContext } from '@vendure/core';

/**
 * Coupons staff can see and edit in the dashboard (Marketing → Promotions), each with limits, since anyone can type
 * a code: once per customer (a guest is counted by the email given at checkout, when the order is placed), and a
 * total that bounds what a code passed around can cost. The costlier the coupon, the lower its total.
 */
export const demoCoupons = [
    {
        couponCode: 'BENVENUTO10',
        name: 'Benvenuto: 10% di sconto',
        description: 'Sconto del 10% sul primo ordine dei clienti registrati, da solo (non con altri codici).',
        perCustomerUsageLimit: 1,
        usageLimit: 1000,
        // Decision 034: a first-order coupon is for a signed-in customer with no placed order, and stands alone.
        conditions: [{ code: 'first_order', arguments: [] }],
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
