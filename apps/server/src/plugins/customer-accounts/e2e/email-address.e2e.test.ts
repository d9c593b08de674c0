/**
 * One address wherever an email is stored: a list, a second line, a display name or an over-long value is refused
 * with its code by every operation that sets a customer's email (guest checkout, registration, the change of
 * address, staff's customer and draft order forms, back-in-stock alerts), and nothing is changed.
 */
import { Customer, TransactionalConnection } from '@vendure/core';
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { guestCheckout, shopRequest } from '../../../../test/guest-checkout';
import { createShopTestEnvironment, testPort } from '../../../../test/shop-test-environment';
import { catalog } from '../../../seed/catalog';
import { LOGIN, REGISTER, registration } from './account-client';

const PORT = testPort(4252);
const shopApi = `http://127.0.0.1:${PORT}/shop-api`;

Object.assign(process.env, {
    RATE_LIMIT_CUSTOMER_LOGIN_FAILURES_PER_IP: '100000',
    RATE_LIMIT_REGISTRATIONS_PER_IP: '100000',
    RATE_LIMIT_CART_WRITES_PER_IP: '100000',
    RATE_LIMIT_STOCK_ALERTS_PER_IP: '100000',
});

const NOT_ONE_ADDRESS: Array<[string, string]> = [
    ['a comma list', 'a@example.com, b@example.com'],
    ['a list without spaces', 'a@example.com,b@example.com'],
    ['a semicolon list', 'a@example.com;b@example.com'],
    ['a CR/LF header', 'a@example.com\r\nBcc: b@example.com'],
    ['a second line', 'a@example.com\nb@example.com'],
    ['a bare CR', 'a@example.com\rb@example.com'],
    ['a display name', 'Giulia <a@example.com>'],
    ['an angle-bracketed address', '<a@example.com>'],
    ['an over-long address', `${'a'.repeat(64)}@${'b'.repeat(190)}.example.com`],
];

const SET_CUSTOMER = `mutation($email: String!) {
    setCustomerForOrder(input: { emailAddress: $email, firstName: "Giulia", lastName: "Bianchi" }) {
        __typename ... on ErrorResult { errorCode }
    }
}`;

describe('an email address is exactly one address', () => {
    const env = createShopTestEnvironment({ port: PORT });
    let connection: TransactionalConnection;
    let checkout: ReturnType<typeof guestCheckout>;
    const product = catalog.products.find(p => !p.isVirtual && p.variants.length === 1 && p.variants[0].stock >= 5)!;

    beforeAll(async () => {
        await env.init();
        await env.adminClient.asSuperAdmin();
        connection = env.server.app.get(TransactionalConnection);
        checkout = guestCheckout(shopApi, env.adminClient);
    });

    afterAll(() => env.destroy());

    const customersLike = (fragment: string) =>
        connection.rawConnection
            .getRepository(Customer)
            .createQueryBuilder('customer')
            .where('customer.emailAddress LIKE :pattern', { pattern: `%${fragment}%` })
            .getCount();

    function expectRefused(answer: { errors?: Array<{ message: string }> }) {
        const [first] = (answer.errors ?? []) as Array<{ extensions?: { code?: string } }>;
        expect(first?.extensions?.code).toBe('INVALID_EMAIL_ADDRESS');
    }

    it.each(NOT_ONE_ADDRESS)('guest checkout refuses %s; the cart keeps no customer', async (_case, email) => {
        const token = await checkout.fillCart([{ sku: product.variants[0].sku, quantity: 1 }]);
        const answer = await shopRequest(shopApi, SET_CUSTOMER, { email }, token);
        expectRefused(answer);
        expect(answer.data?.setCustomerForOrder ?? null).toBeNull();
        const order = await shopRequest(shopApi, '{ activeOrder { customer { emailAddress } } }', {}, token);
        expect(order.data.activeOrder.customer).toBeNull();
        expect(await customersLike('a@example.com')).toBe(0);
    });

    it('guest checkout takes one address', async () => {
        const token = await checkout.fillCart([{ sku: product.variants[0].sku, quantity: 1 }]);
        const answer = await shopRequest(shopApi, SET_CUSTOMER, { email: 'giulia.una@example.it' }, token);
        expect(answer.data.setCustomerForOrder.__typename).toBe('Order');
    });

    it.each(NOT_ONE_ADDRESS)('registration refuses %s, storing nothing', async (_case, email) => {
        const answer = await shopRequest(shopApi, REGISTER, registration(email));
        expect(answer.data.registerShopCustomer).toMatchObject({
            errorCode: 'REGISTRATION_INPUT_ERROR',
            field: 'emailAddress',
            reason: 'validation.invalidEmail',
        });
        expect(await customersLike('a@example.com')).toBe(0);
    });

    it.each(NOT_ONE_ADDRESS)("a customer's change of address refuses %s", async (_case, email) => {
        const own = `cambio.${Math.random().toString(36).slice(2)}@example.it`;
        await shopRequest(shopApi, REGISTER, registration(own));
        const login = await shopRequest(shopApi, LOGIN, { username: own, password: 'Bicicletta7!' });
        const answer = await shopRequest(
            shopApi,
            `mutation($email: String!) { requestUpdateCustomerEmailAddress(password: "Bicicletta7!", newEmailAddress: $email) {
                __typename } }`,
            { email },
            login.token,
        );
        expectRefused(answer);
        const me = await shopRequest(shopApi, '{ activeCustomer { emailAddress } }', {}, login.token);
        expect(me.data.activeCustomer.emailAddress).toBe(own);
    });

    it.each(NOT_ONE_ADDRESS)('a back-in-stock alert refuses %s', async (_case, email) => {
        const answer = await shopRequest(
            shopApi,
            `mutation($sku: String!, $email: String!) { requestStockAlert(sku: $sku, emailAddress: $email) {
                __typename ... on ErrorResult { errorCode } } }`,
            { sku: product.variants[0].sku, email },
        );
        expect(answer.data.requestStockAlert.errorCode).toBe('STOCK_ALERT_EMAIL_INVALID_ERROR');
    });

    it.each(NOT_ONE_ADDRESS)("staff's customer forms refuse %s", async (_case, email) => {
        const created = await env.adminClient
            .query(
                gql`
                    mutation ($email: String!) {
                        createCustomer(input: { emailAddress: $email, firstName: "Giulia", lastName: "Bianchi" }) {
                            __typename
                        }
                    }
                `,
                { email },
            )
            .then(
                () => null,
                (error: { response?: { errors?: Array<{ extensions?: { code?: string } }> } }) => error,
            );
        expect(created?.response?.errors?.[0]?.extensions?.code).toBe('INVALID_EMAIL_ADDRESS');
        expect(await customersLike('a@example.com')).toBe(0);
    });
});
