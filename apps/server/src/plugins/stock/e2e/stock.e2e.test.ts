/**
 * The last unit on SQLite: two guest carts hold it, both reach payment (Vendure's own check reads the stock without
 * counting the other cart), and only the first one paid is placed; the second payment is refused with
 * INSUFFICIENT_STOCK and its cart is left as it was. PostgreSQL's concurrent case is in test/production-mode.
 */
import { LanguageCode, PaymentMethodHandler } from '@vendure/core';
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createShopTestEnvironment, testPort } from '../../../../test/shop-test-environment';
import { catalog } from '../../../seed/catalog';
import { UPDATE_VARIANTS, VARIANTS_BY_SKU } from '../../cart/e2e/cart-documents';
import { INSUFFICIENT_STOCK } from '../constants';
import { insufficientStockMessages } from '../errors';

const PORT = testPort(4111);
const shopApi = `http://127.0.0.1:${PORT}/shop-api`;

/** Pays any amount at once: what is under test is placing the order, not a payment provider. */
const testPaymentHandler = new PaymentMethodHandler({
    code: 'stock-test-payment',
    description: [{ languageCode: LanguageCode.en, value: 'Test payment' }],
    args: {},
    createPayment: (_ctx, _order, amount) => ({ amount, state: 'Settled' as const, transactionId: 'test' }),
    settlePayment: () => ({ success: true }),
});

const ORDER = `state active totalQuantity lines { quantity productVariant { sku } } payments { state amount }`;

interface Answer {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it asked for
    data: any;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
    token?: string;
}

/** A guest's request to the shop API over HTTP, carrying its own session token. */
async function shop(
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
    languageCode?: string,
): Promise<Answer> {
    const response = await fetch(languageCode ? `${shopApi}?languageCode=${languageCode}` : shopApi, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as Answer;
    return { ...body, token: response.headers.get('vendure-auth-token') ?? token };
}

/** A guest cart holding one unit of the variant, with everything a checkout asks for, moved to ArrangingPayment. */
async function cartAtPayment(variantId: string, n: number): Promise<string> {
    const added = await shop(
        'mutation($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { ... on Order { code } ... on ErrorResult { errorCode } } }',
        { id: variantId },
    );
    expect(added.data.addItemToOrder.code).toBeTruthy();
    const token = added.token!;
    await shop(
        `mutation($email: String!) {
            setCustomerForOrder(input: { emailAddress: $email, firstName: "Luca", lastName: "Neri" }) { ... on Order { id } }
            setOrderShippingAddress(input: {
                fullName: "Luca Neri", streetLine1: "Via Garibaldi 3", city: "Bologna", postalCode: "40100", countryCode: "IT"
            }) { ... on Order { id } }
        }`,
        { email: `luca.neri.${n}@example.it` },
        token,
    );
    const { data: methods } = await shop('{ eligibleShippingMethods { id } }', {}, token);
    await shop(
        'mutation($id: [ID!]!) { setOrderShippingMethod(shippingMethodId: $id) { ... on Order { id } } }',
        { id: [methods.eligibleShippingMethods[0].id] },
        token,
    );
    const { data } = await shop(
        `mutation { transitionOrderToState(state: "ArrangingPayment") {
            ... on Order { state } ... on OrderStateTransitionError { transitionError } } }`,
        {},
        token,
    );
    expect(data.transitionOrderToState).toEqual({ state: 'ArrangingPayment' });
    return token;
}

describe('stock plugin: the last unit is sold once', () => {
    const { adminClient, config, init, destroy } = createShopTestEnvironment({ port: PORT });
    config.paymentOptions.paymentMethodHandlers.push(testPaymentHandler);
    const product = catalog.products.find(p => !p.isVirtual && p.variants[0].stock >= 5 && p.variants.length === 1)!;
    const sku = product.variants[0].sku;
    let variantId: string;

    beforeAll(async () => {
        await init();
        await adminClient.asSuperAdmin();
        await adminClient.query(gql`
            mutation {
                createPaymentMethod(
                    input: {
                        code: "stock-test-payment"
                        enabled: true
                        handler: { code: "stock-test-payment", arguments: [] }
                        translations: [{ languageCode: it, name: "Pagamento di prova" }]
                    }
                ) {
                    id
                }
            }
        `);
        const { productVariants } = await adminClient.query(VARIANTS_BY_SKU, { sku });
        variantId = productVariants.items.find((v: { sku: string }) => v.sku === sku).id;
        await adminClient.query(UPDATE_VARIANTS, { input: [{ id: variantId, stockOnHand: 1 }] });
    });

    afterAll(async () => {
        await destroy();
    });

    it('places the first paid cart and refuses the second with INSUFFICIENT_STOCK, leaving that cart as it was', async () => {
        const first = await cartAtPayment(variantId, 1);
        const second = await cartAtPayment(variantId, 2);
        const PAY = `mutation { addPaymentToOrder(input: { method: "stock-test-payment", metadata: {} }) {
            ... on Order { ${ORDER} } ... on ErrorResult { errorCode message } } }`;

        const paid = await shop(PAY, {}, first);
        expect(paid.errors).toBeUndefined();
        expect(paid.data.addPaymentToOrder.state).toBe('PaymentSettled');

        // Refused each time it is tried, in the shopper's language.
        for (const language of ['en', 'it'] as const) {
            const refused = await shop(PAY, {}, second, language);
            expect(refused.data).toBeNull();
            expect(refused.errors).toEqual([
                expect.objectContaining({
                    message: insufficientStockMessages[language].replace('{ names }', product.name),
                    extensions: { code: INSUFFICIENT_STOCK },
                    path: ['addPaymentToOrder'],
                }),
            ]);
        }
        // The whole request was rolled back: no payment recorded, the cart still at payment with its unit.
        const { data } = await shop(`{ activeOrder { ${ORDER} } }`, {}, second);
        expect(data.activeOrder).toEqual({
            state: 'ArrangingPayment',
            active: true,
            totalQuantity: 1,
            lines: [{ quantity: 1, productVariant: { sku } }],
            payments: [],
        });

        const { productVariant } = await adminClient.query(
            gql`
                query ($id: ID!) {
                    productVariant(id: $id) {
                        stockOnHand
                        stockAllocated
                    }
                }
            `,
            { id: variantId },
        );
        expect(productVariant).toEqual({ stockOnHand: 1, stockAllocated: 1 });
    });
});
