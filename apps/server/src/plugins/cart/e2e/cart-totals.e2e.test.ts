/**
 * The cart's money through the real shop API (decision 034): a shipping line from the first product, 5 € under
 * 100 €, free from 100 €, and Order.summary's figures adding up to Vendure's own total with coupons and gift cards.
 */
import { LanguageCode, PaymentMethodHandler } from '@vendure/core';
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createShopTestEnvironment, testPort } from '../../../../test/shop-test-environment';
import { catalog } from '../../../seed/catalog';
import { CouponRefusalReason } from '../errors';

const PORT = testPort(4118);

/** Pays any amount at once: what is under test is the coupon rules, not a payment provider. */
const testPaymentHandler = new PaymentMethodHandler({
    code: 'totals-test-payment',
    description: [{ languageCode: LanguageCode.en, value: 'Test payment' }],
    args: {},
    createPayment: (_ctx, _order, amount) => ({ amount, state: 'Settled' as const, transactionId: 'test' }),
    settlePayment: () => ({ success: true }),
});

const TOTALS = gql`
    fragment Totals on Order {
        id
        state
        subTotalWithTax
        shippingWithTax
        totalWithTax
        couponCodes
        lines {
            id
            quantity
        }
        shippingLines {
            priceWithTax
            discountedPriceWithTax
            shippingMethod {
                code
            }
        }
        summary {
            subtotal
            discounts {
                description
                amount
            }
            discountTotal
            shipping
            shippingDiscount
            shippingWithDiscount
            giftCards
            vat
            vatRates {
                rate
                amount
            }
            total
        }
    }
`;
const ANSWER = `
    ...Totals
    ... on ErrorResult {
        errorCode
        message
    }
`;
const ADD = gql`
    mutation Add($id: ID!, $qty: Int!) {
        addItemToOrder(productVariantId: $id, quantity: $qty) { ${ANSWER} }
    }
    ${TOTALS}
`;
const ADJUST = gql`
    mutation Adjust($lineId: ID!, $qty: Int!) {
        adjustOrderLine(orderLineId: $lineId, quantity: $qty) { ${ANSWER} }
    }
    ${TOTALS}
`;
const REMOVE = gql`
    mutation Remove($lineId: ID!) {
        removeOrderLine(orderLineId: $lineId) { ${ANSWER} }
    }
    ${TOTALS}
`;
const COUPON = gql`
    mutation Coupon($code: String!) {
        applyCouponCode(couponCode: $code) {
            ${ANSWER}
            ... on CouponCodeRefusedError {
                couponCode
                reason
            }
        }
    }
    ${TOTALS}
`;
const REMOVE_COUPON = gql`
    mutation RemoveCoupon($code: String!) {
        removeCouponCode(couponCode: $code) {
            ...Totals
        }
    }
    ${TOTALS}
`;
const CREATE_CUSTOMER = gql`
    mutation CreateCustomer($input: CreateCustomerInput!, $password: String) {
        createCustomer(input: $input, password: $password) {
            __typename
        }
    }
`;
const CREATE_PAYMENT_METHOD = gql`
    mutation PaymentMethod {
        createPaymentMethod(
            input: {
                code: "totals-test-payment"
                enabled: true
                handler: { code: "totals-test-payment", arguments: [] }
                translations: [{ languageCode: it, name: "Pagamento di prova" }]
            }
        ) {
            id
        }
    }
`;
const PLACE = gql`
    mutation Place {
        transitionOrderToState(state: "ArrangingPayment") {
            ... on Order {
                state
            }
            ... on ErrorResult {
                errorCode
                message
            }
        }
        addPaymentToOrder(input: { method: "totals-test-payment", metadata: {} }) {
            ... on Order {
                state
            }
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`;
const GIFT_CARD = gql`
    mutation GiftCard($code: String!) {
        applyGiftCard(code: $code) { ${ANSWER} }
    }
    ${TOTALS}
`;
const ACTIVE = gql`
    query Active {
        activeOrder {
            ...Totals
        }
    }
    ${TOTALS}
`;
const SET_ADDRESS = gql`
    mutation Address($countryCode: String!) {
        setOrderShippingAddress(
            input: { fullName: "Mario Rossi", streetLine1: "Via Roma 1", city: "Roma", postalCode: "00100", countryCode: $countryCode }
        ) { ${ANSWER} }
    }
    ${TOTALS}
`;
const METHODS = gql`
    query Methods {
        eligibleShippingMethods {
            id
            code
        }
    }
`;
const SET_METHOD = gql`
    mutation Method($id: [ID!]!) {
        setOrderShippingMethod(shippingMethodId: $id) { ${ANSWER} }
    }
    ${TOTALS}
`;
const VARIANT_BY_SKU = gql`
    query Variant($sku: String!) {
        productVariants(options: { filter: { sku: { eq: $sku } } }) {
            items {
                id
                sku
                priceWithTax
            }
        }
    }
`;
const CREATE_CARD = gql`
    mutation Card($input: CreateGiftCardInput!) {
        createGiftCard(input: $input) {
            code
        }
    }
`;
const CREATE_PROMOTION = gql`
    mutation Promotion($input: CreatePromotionInput!) {
        createPromotion(input: $input) {
            ... on Promotion {
                id
            }
        }
    }
`;

type Summary = {
    subtotal: number;
    discounts: Array<{ description: string; amount: number }>;
    discountTotal: number;
    shipping: number | null;
    shippingDiscount: number;
    shippingWithDiscount: number | null;
    giftCards: number;
    vat: number;
    vatRates: Array<{ rate: number; amount: number }>;
    total: number;
};
type Totals = {
    id: string;
    subTotalWithTax: number;
    shippingWithTax: number;
    totalWithTax: number;
    couponCodes: string[];
    lines: Array<{ id: string; quantity: number }>;
    shippingLines: Array<{ priceWithTax: number; discountedPriceWithTax: number; shippingMethod: { code: string } }>;
    summary: Summary;
};

function physicalVariantPriced(price: number) {
    for (const product of catalog.products) {
        const variant = product.variants.find(v => v.price === price && v.stock > 3);
        if (variant && !product.isVirtual) {
            return variant;
        }
    }
    throw new Error(`The demo catalog has no physical, in-stock variant priced ${price} cents`);
}

/** The summary adds up, and to Vendure's own total. */
function expectAddsUp(order: Totals) {
    const { summary } = order;
    expect(summary.subtotal - summary.discountTotal + (summary.shippingWithDiscount ?? 0) - summary.giftCards).toBe(
        summary.total,
    );
    expect(summary.discounts.reduce((sum, discount) => sum + discount.amount, 0)).toBe(summary.discountTotal);
    expect(summary.total).toBe(order.totalWithTax);
    expect(summary.shippingWithDiscount ?? 0).toBe(order.shippingWithTax);
}

describe('cart totals: shipping line and summary', () => {
    const { adminClient, shopClient, config, init, destroy } = createShopTestEnvironment({ port: PORT });
    config.paymentOptions.paymentMethodHandlers.push(testPaymentHandler);
    const variants: Record<'under100' | 'at100' | 'phone', { id: string; priceWithTax: number }> = {} as never;

    async function variantFor(price: number) {
        const { productVariants } = await adminClient.query(VARIANT_BY_SKU, { sku: physicalVariantPriced(price).sku });
        expect(productVariants.items).toHaveLength(1);
        expect(productVariants.items[0].priceWithTax).toBe(price);
        return productVariants.items[0];
    }

    async function add(id: string, qty = 1): Promise<Totals> {
        const { addItemToOrder } = await shopClient.query(ADD, { id, qty });
        expect(addItemToOrder.errorCode).toBeUndefined();
        return addItemToOrder;
    }

    beforeAll(async () => {
        await init();
        await adminClient.asSuperAdmin();
        variants.under100 = await variantFor(9999);
        variants.at100 = await variantFor(10000);
        variants.phone = await variantFor(79900);
        await adminClient.query(CREATE_PAYMENT_METHOD);
    });

    afterAll(async () => {
        await destroy();
    });

    it('puts standard shipping at 5,00 € on the cart with its first product under 100 €, without an address', async () => {
        await shopClient.asAnonymousUser();
        const order = await add(variants.under100.id);
        expect(order.shippingLines).toHaveLength(1);
        expect(order.shippingLines[0].shippingMethod.code).toBe('spedizione-standard');
        expect(order.shippingWithTax).toBe(500);
        expect(order.totalWithTax).toBe(9999 + 500);
        expect(order.summary).toEqual({
            subtotal: 9999,
            discounts: [],
            discountTotal: 0,
            shipping: 500,
            shippingDiscount: 0,
            shippingWithDiscount: 500,
            giftCards: 0,
            // 22 % VAT included in 99,99 € and in 5,00 €.
            vat: 1803 + 90,
            vatRates: [{ rate: 22, amount: 1803 + 90 }],
            total: 10499,
        });
        expectAddsUp(order);
    });

    it('ships free once the goods reach 100,00 €, and charges again when they fall below', async () => {
        await shopClient.asAnonymousUser();
        const first = await add(variants.under100.id);
        const second = await add(variants.at100.id);
        expect(second.shippingLines).toHaveLength(1);
        expect(second.shippingWithTax).toBe(0);
        expect(second.summary.shipping).toBe(0);
        expect(second.totalWithTax).toBe(9999 + 10000);
        expectAddsUp(second);

        const secondLine = second.lines.find(line => line.id !== first.lines[0].id)!;
        const { removeOrderLine } = await shopClient.query(REMOVE, { lineId: secondLine.id });
        expect(removeOrderLine.shippingWithTax).toBe(500);
        expect(removeOrderLine.totalWithTax).toBe(10499);
        expectAddsUp(removeOrderLine);

        const { adjustOrderLine } = await shopClient.query(ADJUST, { lineId: first.lines[0].id, qty: 2 });
        expect(adjustOrderLine.shippingWithTax).toBe(0);
        expect(adjustOrderLine.summary.subtotal).toBe(2 * 9999);
        expectAddsUp(adjustOrderLine);
    });

    it('drops shipping with the last product, and brings it back with the next', async () => {
        await shopClient.asAnonymousUser();
        const order = await add(variants.under100.id);
        const { removeOrderLine } = await shopClient.query(REMOVE, { lineId: order.lines[0].id });
        expect(removeOrderLine.lines).toEqual([]);
        expect(removeOrderLine.shippingLines).toEqual([]);
        expect(removeOrderLine.summary.shipping).toBeNull();
        expect(removeOrderLine.totalWithTax).toBe(0);
        const again = await add(variants.under100.id);
        expect(again.shippingWithTax).toBe(500);
        expectAddsUp(again);
    });

    it('keeps the method the shopper chose, and the address decides eligibility', async () => {
        await shopClient.asAnonymousUser();
        await add(variants.under100.id);
        const { setOrderShippingAddress } = await shopClient.query(SET_ADDRESS, { countryCode: 'SM' });
        expect(setOrderShippingAddress.shippingWithTax).toBe(500);
        const { eligibleShippingMethods } = await shopClient.query(METHODS);
        const { setOrderShippingMethod } = await shopClient.query(SET_METHOD, { id: [eligibleShippingMethods[0].id] });
        expect(setOrderShippingMethod.shippingLines).toHaveLength(1);
        const more = await add(variants.at100.id);
        expect(more.shippingLines).toHaveLength(1);
        expect(more.shippingWithTax).toBe(0);
        expectAddsUp(more);

        // Outside the zone nothing serves the address: no shipping line, so no price made up for it.
        const { setOrderShippingAddress: abroad } = await shopClient.query(SET_ADDRESS, { countryCode: 'FR' });
        expect(abroad.shippingLines).toEqual([]);
        expect(abroad.summary.shipping).toBeNull();
        expectAddsUp(abroad);
    });

    it('shows the phone with two coupons and a gift card as figures that add up to the total', async () => {
        await adminClient.query(CREATE_PROMOTION, {
            input: {
                enabled: true,
                couponCode: 'PROVA20',
                conditions: [],
                actions: [{ code: 'order_fixed_discount', arguments: [{ name: 'discount', value: '2000' }] }],
                translations: [{ languageCode: 'it', name: '20 € di prova' }],
            },
        });
        await adminClient.query(CREATE_CARD, { input: { code: 'TOTA-LITE-STCA-RD01', initialBalance: 10000 } });

        await shopClient.asAnonymousUser();
        await add(variants.phone.id);
        const { applyCouponCode: one } = await shopClient.query(COUPON, { code: 'RISPARMIA50' });
        expect(one.couponCodes).toEqual(['RISPARMIA50']);
        const { applyCouponCode: two } = await shopClient.query(COUPON, { code: 'PROVA20' });
        expect(two.couponCodes).toEqual(['RISPARMIA50', 'PROVA20']);
        const { applyGiftCard } = await shopClient.query(GIFT_CARD, { code: 'TOTA-LITE-STCA-RD01' });
        expect(applyGiftCard.summary).toMatchObject({
            subtotal: 79900,
            // One entry per promotion, in the order Vendure applied them.
            discounts: [
                { description: '20 € di prova', amount: 2000 },
                { description: '50 € di sconto da 500 €', amount: 5000 },
            ],
            discountTotal: 7000,
            shipping: 0,
            shippingWithDiscount: 0,
            giftCards: 10000,
            total: 79900 - 7000 - 10000,
        });
        expect(applyGiftCard.summary.vatRates).toEqual([{ rate: 22, amount: applyGiftCard.summary.vat }]);
        // The VAT is the goods' after their discounts: a gift card is a means of payment.
        expect(applyGiftCard.summary.vat).toBe(Math.round(72900 - 72900 / 1.22));
        expectAddsUp(applyGiftCard);

        const { activeOrder } = await shopClient.query(ACTIVE);
        expect(activeOrder.summary).toEqual(applyGiftCard.summary);
    });

    describe('coupon rules', () => {
        const PASSWORD = 'Sconto-di-prova-2026';

        async function signedInCustomer(emailAddress: string) {
            const created = await adminClient.query(CREATE_CUSTOMER, {
                input: { emailAddress, firstName: 'Giulia', lastName: 'Bianchi' },
                password: PASSWORD,
            });
            expect(created).toEqual({ createCustomer: { __typename: 'Customer' } });
            await shopClient.asUserWithCredentials(emailAddress, PASSWORD);
        }

        async function coupon(code: string) {
            const { applyCouponCode } = await shopClient.query(COUPON, { code });
            return applyCouponCode;
        }

        function refused(couponCode: string, reason: CouponRefusalReason, message: string) {
            return { errorCode: 'COUPON_CODE_REFUSED_ERROR', message, couponCode, reason };
        }

        it('refuses the first-order coupon to a guest, and says to sign in', async () => {
            await shopClient.asAnonymousUser();
            await add(variants.phone.id);
            expect(await coupon('benvenuto10')).toEqual(
                refused(
                    'BENVENUTO10',
                    CouponRefusalReason.SignInRequired,
                    "Coupon BENVENUTO10 is for a registered customer's first order: sign in to use it",
                ),
            );
            const { activeOrder } = await shopClient.query(ACTIVE);
            expect(activeOrder.couponCodes).toEqual([]);
            expect(activeOrder.summary.discounts).toEqual([]);
        });

        it('gives a new customer 10 % on the first order, alone: no second coupon either way', async () => {
            await signedInCustomer('primo.ordine@example.it');
            await add(variants.phone.id);
            const welcome = await coupon('BENVENUTO10');
            expect(welcome.couponCodes).toEqual(['BENVENUTO10']);
            expect(welcome.summary.discounts).toEqual([{ description: 'Benvenuto: 10% di sconto', amount: 7990 }]);
            expect(welcome.totalWithTax).toBe(79900 - 7990);
            expectAddsUp(welcome);

            const notCombinable = (code: string) =>
                refused(
                    code,
                    CouponRefusalReason.NotCombinable,
                    `Coupon ${code} cannot be combined with the coupon already applied: a first-order coupon stands alone`,
                );
            expect(await coupon('RISPARMIA50')).toEqual(notCombinable('RISPARMIA50'));

            await shopClient.query(REMOVE_COUPON, { code: 'BENVENUTO10' });
            expect((await coupon('RISPARMIA50')).couponCodes).toEqual(['RISPARMIA50']);
            expect(await coupon('BENVENUTO10')).toEqual(notCombinable('BENVENUTO10'));
            const { activeOrder } = await shopClient.query(ACTIVE);
            expect(activeOrder.couponCodes).toEqual(['RISPARMIA50']);
            expect(activeOrder.summary.discounts).toEqual([{ description: '50 € di sconto da 500 €', amount: 5000 }]);
        });

        it('refuses the first-order coupon once the customer has placed an order', async () => {
            await signedInCustomer('secondo.ordine@example.it');
            await add(variants.under100.id);
            await shopClient.query(SET_ADDRESS, { countryCode: 'IT' });
            const placed = await shopClient.query(PLACE);
            expect(placed.addPaymentToOrder.state).toBe('PaymentSettled');

            await add(variants.phone.id);
            expect(await coupon('BENVENUTO10')).toEqual(
                refused(
                    'BENVENUTO10',
                    CouponRefusalReason.FirstOrderOnly,
                    'Coupon BENVENUTO10 is for a first order only, and this customer has placed an order',
                ),
            );
        });
    });
});
