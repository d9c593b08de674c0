/**
 * Real orders for e2e tests, placed as a guest places them through the shop API over HTTP: the cart, the customer and
 * the shipping address, the first shipping method, and a payment with a test method that settles any amount at once
 * (what such a test looks at is what a placed order leads to, not a payment provider).
 *
 *     env.config.paymentOptions.paymentMethodHandlers.push(testSuccessfulPaymentMethod); // before env.init()
 *     await createTestPaymentMethod(env.adminClient); // after it, signed in as superadmin
 *     const checkout = guestCheckout(shopApi, env.adminClient);
 *     const order = await checkout.placeOrder({ items: [{ sku, quantity: 2 }] });
 */
import { LanguageCode, PaymentMethodHandler } from '@vendure/core';
import type { SimpleGraphQLClient } from '@vendure/testing';
import gql from 'graphql-tag';
import { expect } from 'vitest';

import { VARIANTS_BY_SKU } from '../src/plugins/cart/e2e/cart-documents';

/** Vendure's own e2e fixture of the same name (not exported by @vendure/testing): settles any amount at once. */
export const testSuccessfulPaymentMethod = new PaymentMethodHandler({
    code: 'test-payment-method',
    description: [{ languageCode: LanguageCode.en, value: 'Test Payment Method' }],
    args: {},
    createPayment: (_ctx, _order, amount) => ({ amount, state: 'Settled' as const, transactionId: '12345' }),
    settlePayment: () => ({ success: true }),
});

/** The payment method the guests pay with: "Carta di credito (prova)", code carta-di-prova. */
export async function createTestPaymentMethod(adminClient: SimpleGraphQLClient): Promise<void> {
    await adminClient.query(gql`
        mutation {
            createPaymentMethod(
                input: {
                    code: "carta-di-prova"
                    enabled: true
                    handler: { code: "test-payment-method", arguments: [] }
                    translations: [{ languageCode: it, name: "Carta di credito (prova)" }]
                }
            ) {
                id
            }
        }
    `);
}

export interface ShopAnswer {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it asked for
    data: any;
    errors?: Array<{ message: string }>;
    token?: string;
}

/** A shopper's request to the shop API over HTTP, with their session token; the answer carries the one to send next. */
export async function shopRequest(
    shopApi: string,
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
): Promise<ShopAnswer> {
    const response = await fetch(shopApi, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as ShopAnswer;
    return { ...body, token: response.headers.get('vendure-auth-token') ?? token };
}

export interface GuestOrder {
    items: Array<{ sku: string; quantity: number }>;
    /** giulia.bianchi@example.it unless given; the customer is Giulia Bianchi, shipping to Via Roma 12, Milano. */
    email?: string;
    billing?: Record<string, string>;
    /** The order's custom fields (the invoice data); left unset unless given. */
    invoice?: Record<string, unknown>;
    couponCode?: string;
    giftCard?: string;
    /** What the answer holds of the placed order (fields of Order): its code unless given. */
    fields?: string;
}

/** Guests' carts and orders on the server whose shop API is at `shopApi`; `adminClient` finds the variants by sku. */
export function guestCheckout(shopApi: string, adminClient: SimpleGraphQLClient) {
    /** Every step must be answered without errors. */
    async function shop(query: string, variables: Record<string, unknown>, token: string | undefined) {
        const answer = await shopRequest(shopApi, query, variables, token);
        expect(answer.errors).toBeUndefined();
        return answer;
    }

    async function variantId(sku: string): Promise<string> {
        const { productVariants } = await adminClient.query(VARIANTS_BY_SKU, { sku });
        return productVariants.items.find((v: { sku: string }) => v.sku === sku).id;
    }

    /** A new guest's cart with these items; returns the guest's session token. */
    async function fillCart(items: GuestOrder['items']): Promise<string | undefined> {
        let token: string | undefined;
        for (const item of items) {
            const added = await shop(
                'mutation($id: ID!, $q: Int!) { addItemToOrder(productVariantId: $id, quantity: $q) { __typename ... on ErrorResult { message } } }',
                { id: await variantId(item.sku), q: item.quantity },
                token,
            );
            expect(added.data.addItemToOrder.__typename).toBe('Order');
            token = added.token;
        }
        return token;
    }

    /** A new guest's checkout up to a settled payment; returns the placed order as the shop API reports it. */
    async function placeOrder(order: GuestOrder) {
        const token = await fillCart(order.items);
        await shop(
            `mutation($email: String!) {
                setCustomerForOrder(input: { emailAddress: $email, firstName: "Giulia", lastName: "Bianchi" }) { __typename }
                setOrderShippingAddress(input: {
                    fullName: "Giulia Bianchi", streetLine1: "Via Roma 12", streetLine2: "Scala B", city: "Milano",
                    province: "MI", postalCode: "20121", countryCode: "IT", phoneNumber: "+39 333 123 4567"
                }) { __typename }
            }`,
            { email: order.email ?? 'giulia.bianchi@example.it' },
            token,
        );
        if (order.invoice) {
            await shop(
                'mutation($fields: UpdateOrderCustomFieldsInput!) { setOrderCustomFields(input: { customFields: $fields }) { __typename } }',
                { fields: order.invoice },
                token,
            );
        }
        if (order.billing) {
            await shop(
                'mutation($input: CreateAddressInput!) { setOrderBillingAddress(input: $input) { __typename } }',
                { input: order.billing },
                token,
            );
        }
        if (order.couponCode) {
            const applied = await shop(
                'mutation($code: String!) { applyCouponCode(couponCode: $code) { __typename } }',
                { code: order.couponCode },
                token,
            );
            expect(applied.data.applyCouponCode.__typename).toBe('Order');
        }
        if (order.giftCard) {
            const applied = await shop(
                'mutation($code: String!) { applyGiftCard(code: $code) { __typename } }',
                { code: order.giftCard },
                token,
            );
            expect(applied.data.applyGiftCard.__typename).toBe('Order');
        }
        const { data: methods } = await shop('{ eligibleShippingMethods { id } }', {}, token);
        await shop(
            'mutation($id: [ID!]!) { setOrderShippingMethod(shippingMethodId: $id) { __typename } }',
            { id: [methods.eligibleShippingMethods[0].id] },
            token,
        );
        const moved = await shop(
            'mutation { transitionOrderToState(state: "ArrangingPayment") { __typename ... on OrderStateTransitionError { transitionError } } }',
            {},
            token,
        );
        expect(moved.data.transitionOrderToState).toEqual({ __typename: 'Order' });
        const paid = await shop(
            `mutation { addPaymentToOrder(input: { method: "carta-di-prova", metadata: {} }) {
                __typename ... on Order { state ${order.fields ?? 'code'} } ... on ErrorResult { message } } }`,
            {},
            token,
        );
        expect(paid.data.addPaymentToOrder.state).toBe('PaymentSettled');
        return paid.data.addPaymentToOrder;
    }

    return { shop, fillCart, placeOrder };
}
