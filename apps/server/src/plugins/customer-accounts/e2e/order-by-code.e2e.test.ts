/**
 * Who reads a placed order by its code: a registered customer's order answers only to their own session, never to a
 * request without one (it holds their name, email, phone and address), and a guest's fresh order answers as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
    createTestPaymentMethod,
    guestCheckout,
    shopRequest,
    testSuccessfulPaymentMethod,
} from '../../../../test/guest-checkout';
import { createShopTestEnvironment, testPort } from '../../../../test/shop-test-environment';
import { catalog } from '../../../seed/catalog';
import { VARIANTS_BY_SKU } from '../../cart/e2e/cart-documents';
import { LOGIN, REGISTER, registration } from './account-client';

const PORT = testPort(4251);
const shopApi = `http://127.0.0.1:${PORT}/shop-api`;

Object.assign(process.env, {
    RATE_LIMIT_CUSTOMER_LOGIN_FAILURES_PER_IP: '100000',
    RATE_LIMIT_REGISTRATIONS_PER_IP: '100000',
    RATE_LIMIT_CART_WRITES_PER_IP: '100000',
});

const ORDER_BY_CODE = `query($code: String!) {
    orderByCode(code: $code) { code customer { emailAddress phoneNumber } shippingAddress { fullName streetLine1 } }
}`;

describe('orderByCode', () => {
    const env = createShopTestEnvironment({ port: PORT });
    let checkout: ReturnType<typeof guestCheckout>;
    const product = catalog.products.find(p => !p.isVirtual && p.variants.length === 1 && p.variants[0].stock >= 5)!;

    beforeAll(async () => {
        env.config.paymentOptions.paymentMethodHandlers.push(testSuccessfulPaymentMethod);
        await env.init();
        await env.adminClient.asSuperAdmin();
        await createTestPaymentMethod(env.adminClient);
        checkout = guestCheckout(shopApi, env.adminClient);
    });

    afterAll(() => env.destroy());

    async function signedIn(emailAddress: string): Promise<string> {
        const registered = await shopRequest(shopApi, REGISTER, registration(emailAddress));
        expect(registered.data.registerShopCustomer.__typename).toBe('Success');
        const login = await shopRequest(shopApi, LOGIN, { username: emailAddress, password: 'Bicicletta7!' });
        expect(login.data.login.__typename).toBe('CurrentUser');
        return login.token!;
    }

    /** The signed-in customer's order, paid with the test method; its code. */
    async function customerOrder(token: string): Promise<string> {
        const { productVariants } = await env.adminClient.query(VARIANTS_BY_SKU, { sku: product.variants[0].sku });
        const variant = productVariants.items.find((v: { sku: string }) => v.sku === product.variants[0].sku);
        await checkout.shop(
            'mutation($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { __typename } }',
            { id: variant.id },
            token,
        );
        await checkout.shop(
            `mutation { setOrderShippingAddress(input: {
                fullName: "Giulia D'Angelo", streetLine1: "Via Garibaldi 3", city: "Torino", province: "TO",
                postalCode: "10122", countryCode: "IT", phoneNumber: "+39 347 000 1111"
            }) { __typename } }`,
            {},
            token,
        );
        const { data: methods } = await checkout.shop('{ eligibleShippingMethods { id } }', {}, token);
        await checkout.shop(
            'mutation($id: [ID!]!) { setOrderShippingMethod(shippingMethodId: $id) { __typename } }',
            { id: [methods.eligibleShippingMethods[0].id] },
            token,
        );
        await checkout.shop('mutation { transitionOrderToState(state: "ArrangingPayment") { __typename } }', {}, token);
        const paid = await checkout.shop(
            'mutation { addPaymentToOrder(input: { method: "carta-di-prova", metadata: {} }) { ... on Order { code state } } }',
            {},
            token,
        );
        expect(paid.data.addPaymentToOrder.state).toBe('PaymentSettled');
        return paid.data.addPaymentToOrder.code;
    }

    it("answers a registered customer's order only to their session", async () => {
        const owner = await signedIn('chiara.ordini@example.it');
        const code = await customerOrder(owner);

        const anonymous = await shopRequest(shopApi, ORDER_BY_CODE, { code });
        expect(anonymous.data?.orderByCode ?? null).toBeNull();
        expect(anonymous.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
        expect(JSON.stringify(anonymous)).not.toContain('chiara.ordini@example.it');

        // A fresh guest session (a cart of its own) is no better than none.
        const guestToken = await checkout.fillCart([{ sku: product.variants[0].sku, quantity: 1 }]);
        const guest = await shopRequest(shopApi, ORDER_BY_CODE, { code }, guestToken);
        expect(guest.data?.orderByCode ?? null).toBeNull();

        const stranger = await shopRequest(shopApi, ORDER_BY_CODE, { code }, await signedIn('altro@example.it'));
        expect(stranger.data?.orderByCode ?? null).toBeNull();

        const own = await shopRequest(shopApi, ORDER_BY_CODE, { code }, owner);
        expect(own.errors).toBeUndefined();
        expect(own.data.orderByCode).toMatchObject({
            code,
            customer: { emailAddress: 'chiara.ordini@example.it' },
            shippingAddress: { streetLine1: 'Via Garibaldi 3' },
        });
    });

    it("answers a guest's fresh order by its code, but not to a signed-in customer", async () => {
        const order = await checkout.placeOrder({ items: [{ sku: product.variants[0].sku, quantity: 1 }] });
        const anonymous = await shopRequest(shopApi, ORDER_BY_CODE, { code: order.code });
        expect(anonymous.data.orderByCode.code).toBe(order.code);
        const customer = await shopRequest(
            shopApi,
            ORDER_BY_CODE,
            { code: order.code },
            await signedIn('terzo@example.it'),
        );
        expect(customer.data?.orderByCode ?? null).toBeNull();
    });
});
