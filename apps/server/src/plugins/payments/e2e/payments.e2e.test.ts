/**
 * Checkout's payments through the real shop API on the seeded demo store, with the XPay and Findomestic sandboxes
 * started in-process and a stand-in for the storefront's two server endpoints (XPay's notification, Findomestic's
 * callback) that forwards them to the shop API and answers 500 when the shop could not verify them.
 */
import http from 'node:http';

import { RequestContextService } from '@vendure/core';
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createShopTestEnvironment, testPort } from '../../../../test/shop-test-environment';
import { catalog } from '../../../seed/catalog';
import { UPDATE_VARIANTS, VARIANTS_BY_SKU } from '../../cart/e2e/cart-documents';
import { ATTEMPT_HOLD_MS, FINANCING_RELEASE_MS } from '../constants';
import { resultMac } from '../nexi/xpay-protocol';
import { FindomesticSandbox, startFindomesticSandbox } from '../sandbox/findomestic-sandbox';
import { CheckoutPaymentService } from '../services/checkout-payment.service';
import { listen, closeServer, readForm } from '../sandbox/sandbox-http';
import { startXpaySandbox, XPAY_SANDBOX_CARDS, XpaySandbox } from '../sandbox/xpay-sandbox';

const PORT = testPort(4180);
const shopApi = `http://127.0.0.1:${PORT}/shop-api`;
const ALIAS = 'ALIAS_TEST_E2E';
const MAC_KEY = 'e2e-mac-key-0123456789';
const TVEI = 'TVEI-E2E';

interface Answer {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it asked for
    data: any;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
    token?: string;
}

async function shop(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<Answer> {
    const response = await fetch(shopApi, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as Answer;
    return { ...body, token: response.headers.get('vendure-auth-token') ?? token };
}

const START = `mutation($method: String!) { startPayment(method: $method) {
    __typename
    ... on PaymentRedirect { method action fields { name value } }
    ... on PaymentStartError { errorCode message } } }`;
const CARD_RESULT = `mutation($source: PaymentResultSource!, $params: [PaymentParamInput!]!) {
    applyCardPaymentResult(source: $source, params: $params) { verified outcome messageKey orderCode orderState } }`;
const FINANCING_RETURN = `mutation($params: [PaymentParamInput!]!) {
    applyFinancingReturn(params: $params) { verified outcome messageKey orderCode orderState } }`;
const FINANCING_CALLBACK = `mutation($params: [PaymentParamInput!]!) {
    applyFinancingCallback(params: $params) { verified outcome messageKey orderCode orderState } }`;
const ACTIVE = `{ activeOrder { code state totalWithTax lines { quantity } } }`;

const toList = (params: Record<string, string> | URLSearchParams) =>
    [...(params instanceof URLSearchParams ? params : new URLSearchParams(params)).entries()].map(([name, value]) => ({
        name,
        value,
    }));

/** The storefront's /api/nexi/notification and /api/findomestic/callback, as decision 032 asks them to answer. */
function storefrontStandIn() {
    return http.createServer((req, res) => {
        const url = new URL(req.url ?? '/', 'http://storefront');
        const answer = (verified: boolean) => res.writeHead(verified ? 200 : 500).end();
        if (url.pathname === '/api/nexi/notification' && req.method === 'POST') {
            readForm(req)
                .then(form => shop(CARD_RESULT, { source: 'NOTIFICATION', params: toList(form) }))
                .then(
                    a => answer(a.data?.applyCardPaymentResult?.verified === true),
                    () => answer(false),
                );
        } else if (url.pathname === '/api/findomestic/callback' && req.method === 'GET') {
            shop(FINANCING_CALLBACK, { params: toList(url.searchParams) }).then(
                a => answer(a.data?.applyFinancingCallback?.verified === true),
                () => answer(false),
            );
        } else res.writeHead(404).end();
    });
}

describe('payments plugin', () => {
    let xpay: XpaySandbox;
    let findomestic: FindomesticSandbox;
    const storefront = storefrontStandIn();
    let env: ReturnType<typeof createShopTestEnvironment>;
    /** A single-variant product between 250 € and 1.000 € (financeable), and one under 100 € (not). */
    const dear = catalog.products.find(
        p => !p.isVirtual && p.variants.length === 1 && p.variants[0].price >= 25_000 && p.variants[0].price <= 100_000,
    )!;
    const cheap = catalog.products.find(
        p => !p.isVirtual && p.variants.length === 1 && p.variants[0].price > 1_000 && p.variants[0].price < 9_000,
    )!;
    const ids: Record<string, string> = {};
    let guest = 0;

    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it asked for
    async function admin(query: string, variables: Record<string, unknown> = {}): Promise<any> {
        return env.adminClient.query(gql(query), variables);
    }

    async function orderByCode(code: string) {
        const { orders } = await admin(
            `query($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items {
                code state active totalWithTax payments { state amount transactionId method metadata } } } }`,
            { code },
        );
        return orders.items[0];
    }

    async function stock(sku: string) {
        const { productVariant } = await admin(
            `query($id: ID!) { productVariant(id: $id) { stockOnHand stockAllocated } }`,
            {
                id: ids[sku],
            },
        );
        return productVariant as { stockOnHand: number; stockAllocated: number };
    }

    /** A guest cart with `quantity` of the variant, an email, an address and a shipping method. */
    /**
     * A guest's cart with an email and, unless `address: false`, a delivery address and a chosen shipping method. (Every
     * cart with a product carries the cheapest shipping line from its first add, decision 034: without an address it
     * is the address that is missing.)
     */
    async function readyCart(sku: string, quantity = 1, options: { address?: boolean } = {}): Promise<string> {
        guest += 1;
        const added = await shop(
            'mutation($id: ID!, $q: Int!) { addItemToOrder(productVariantId: $id, quantity: $q) { ... on Order { code } ... on ErrorResult { errorCode message } } }',
            { id: ids[sku], q: quantity },
        );
        expect(added.data.addItemToOrder.code).toBeTruthy();
        const token = added.token!;
        await shop(
            `mutation($email: String!) {
                setCustomerForOrder(input: { emailAddress: $email, firstName: "Giulia", lastName: "Rossi" }) { ... on Order { id } }
            }`,
            { email: `giulia.rossi.${guest}@example.it` },
            token,
        );
        if (options.address !== false) {
            await shop(
                `mutation {
                    setOrderShippingAddress(input: {
                        fullName: "Giulia Rossi", streetLine1: "Via Roma 1", city: "Milano", postalCode: "20121", countryCode: "IT"
                    }) { ... on Order { id } }
                }`,
                {},
                token,
            );
            const { data } = await shop('{ eligibleShippingMethods { id } }', {}, token);
            await shop(
                'mutation($id: [ID!]!) { setOrderShippingMethod(shippingMethodId: $id) { ... on Order { id } } }',
                { id: [data.eligibleShippingMethods[0].id] },
                token,
            );
        }
        return token;
    }

    async function start(token: string, method = 'nexi-xpay') {
        const answer = await shop(START, { method }, token);
        expect(answer.errors).toBeUndefined();
        return answer.data.startPayment;
    }

    /** Posts the signed form to the sandbox and submits its card page: the shopper's redirect back. */
    async function payOnSandbox(
        redirect: { action: string; fields: Array<{ name: string; value: string }> },
        pan: string,
        azione = 'paga',
    ) {
        const page = await fetch(redirect.action, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams(redirect.fields.map(f => [f.name, f.value] as [string, string])).toString(),
        });
        expect(page.status).toBe(200);
        const html = await page.text();
        const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
        expect(action).toBeTruthy();
        const submitted = await fetch(new URL(action!, xpay.origin), {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ pan, scadenza: '12/30', cvv: '123', azione }).toString(),
            redirect: 'manual',
        });
        expect(submitted.status).toBe(303);
        return new URL(submitted.headers.get('location')!);
    }

    const field = (redirect: { fields: Array<{ name: string; value: string }> }, name: string) =>
        redirect.fields.find(f => f.name === name)?.value as string;

    /** A result signed with the terminal's key, as XPay would send it for this attempt. */
    function signedResult(codTrans: string, importo: string, esito: string, codAut = '') {
        const fields = { codTrans, esito, importo, divisa: 'EUR', data: '20250102', orario: '101500', codAut };
        return { alias: ALIAS, ...fields, mac: resultMac(fields, MAC_KEY) };
    }

    beforeAll(async () => {
        xpay = await startXpaySandbox({ alias: ALIAS, macKey: MAC_KEY });
        findomestic = await startFindomesticSandbox({ tvei: TVEI });
        const storefrontOrigin = await listen(storefront);
        env = createShopTestEnvironment({
            port: PORT,
            env: {
                STOREFRONT_ORIGIN: storefrontOrigin,
                NEXI_ALIAS: ALIAS,
                NEXI_MAC_KEY: MAC_KEY,
                NEXI_ENDPOINT: xpay.endpoint,
                FINDOMESTIC_TVEI: TVEI,
                FINDOMESTIC_PRF: 'PRF-E2E',
                FINDOMESTIC_WEB_APP_URL: findomestic.webAppUrl,
            },
        });
        await env.init();
        await env.adminClient.asSuperAdmin();
        for (const product of [dear, cheap]) {
            const sku = product.variants[0].sku;
            const { productVariants } = await env.adminClient.query(VARIANTS_BY_SKU, { sku });
            ids[sku] = productVariants.items.find((v: { sku: string }) => v.sku === sku).id;
            await env.adminClient.query(UPDATE_VARIANTS, { input: [{ id: ids[sku], stockOnHand: 100 }] });
        }
    });

    afterAll(async () => {
        await env?.destroy();
        await xpay?.close();
        await findomestic?.close();
        await closeServer(storefront);
    });

    const DEAR = () => dear.variants[0].sku;
    const CHEAP = () => cheap.variants[0].sku;

    /** Opens Findomestic's link on the sandbox and presses a button: the shopper's redirect back. */
    async function decideOnSandbox(link: string, decisione: 'approva' | 'rifiuta' | 'annulla') {
        const page = await fetch(link);
        expect(page.status).toBe(200);
        const action = /<form method="post" action="([^"]+)">/.exec(await page.text())?.[1];
        const decided = await fetch(new URL(action!, findomestic.origin), {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ decisione }).toString(),
            redirect: 'manual',
        });
        expect(decided.status).toBe(303);
        return new URL(decided.headers.get('location')!);
    }

    describe('card (Nexi XPay)', () => {
        it('pays through the sandbox: notification first, then the return; placed once, stock allocated once', async () => {
            const token = await readyCart(DEAR(), 2);
            const { data } = await shop(ACTIVE, {}, token);
            const { code, totalWithTax } = data.activeOrder;
            const before = await stock(DEAR());

            const redirect = await start(token);
            expect(redirect.__typename).toBe('PaymentRedirect');
            expect(redirect.method).toBe('POST');
            expect(redirect.action).toBe(xpay.endpoint);
            expect(field(redirect, 'importo')).toBe(String(totalWithTax));
            expect(field(redirect, 'url')).toBe(
                `${new URL(field(redirect, 'urlpost')).origin}/it/Checkout/ExternalCheckoutThankYou`,
            );
            expect(new URL(field(redirect, 'urlpost')).pathname).toBe('/api/nexi/notification');
            const codTrans = field(redirect, 'codTrans');
            expect(codTrans.startsWith(`${code}-`)).toBe(true);

            // Recorded before the shopper leaves.
            const recorded = await orderByCode(code);
            expect(recorded.state).toBe('ArrangingPayment');
            expect(recorded.payments).toEqual([
                expect.objectContaining({
                    state: 'Redirected',
                    amount: totalWithTax,
                    transactionId: codTrans,
                    method: 'nexi-xpay',
                    metadata: { amount: totalWithTax, currency: 'EUR', lines: expect.stringMatching(/^\d+x2$/) },
                }),
            ]);

            const back = await payOnSandbox(redirect, XPAY_SANDBOX_CARDS.approved);
            expect(xpay.notifications.at(-1)).toMatchObject({ status: 200 });
            const placed = await orderByCode(code);
            expect(placed.state).toBe('PaymentSettled');
            expect(placed.active).toBe(false);
            expect(placed.payments[0]).toMatchObject({ state: 'Settled', transactionId: codTrans });
            expect(placed.payments[0].metadata.result).toMatchObject({ source: 'notification', esito: 'OK' });

            const returned = await shop(CARD_RESULT, { source: 'RETURN', params: toList(back.searchParams) }, token);
            expect(returned.data.applyCardPaymentResult).toEqual({
                verified: true,
                outcome: 'paid',
                messageKey: null,
                orderCode: code,
                orderState: 'PaymentSettled',
            });
            // The session's cart is a new one; the stock moved once.
            expect((await shop(ACTIVE, {}, token)).data.activeOrder).toBeNull();
            expect(await stock(DEAR())).toEqual({ ...before, stockAllocated: before.stockAllocated + 2 });

            // XPay's notification again: verified, nothing changes.
            const again = await shop(CARD_RESULT, {
                source: 'NOTIFICATION',
                params: toList(xpay.notifications.at(-1)!.params),
            });
            expect(again.data.applyCardPaymentResult).toMatchObject({
                verified: true,
                outcome: 'paid',
                orderState: 'PaymentSettled',
            });
            expect(await stock(DEAR())).toEqual({ ...before, stockAllocated: before.stockAllocated + 2 });
            expect((await orderByCode(code)).payments).toHaveLength(1);
        });

        it('applies the return when it comes before the notification, and the notification then changes nothing', async () => {
            const token = await readyCart(DEAR());
            const redirect = await start(token);
            const codTrans = field(redirect, 'codTrans');
            const result = signedResult(codTrans, field(redirect, 'importo'), 'OK', '123456');
            const returned = await shop(CARD_RESULT, { source: 'RETURN', params: toList(result) }, token);
            expect(returned.data.applyCardPaymentResult).toMatchObject({
                verified: true,
                outcome: 'paid',
                orderState: 'PaymentSettled',
            });
            const notified = await shop(CARD_RESULT, { source: 'NOTIFICATION', params: toList(result) });
            expect(notified.data.applyCardPaymentResult).toMatchObject({
                verified: true,
                outcome: 'paid',
                orderState: 'PaymentSettled',
            });
            const order = await orderByCode(returned.data.applyCardPaymentResult.orderCode);
            expect(order.payments).toEqual([
                expect.objectContaining({
                    state: 'Settled',
                    metadata: expect.objectContaining({
                        result: expect.objectContaining({ source: 'return', codAut: '123456' }),
                    }),
                }),
            ]);
        });

        it('refuses a tampered amount or MAC, an unknown codTrans and a repeated field: nothing changes', async () => {
            const token = await readyCart(DEAR());
            const redirect = await start(token);
            const codTrans = field(redirect, 'codTrans');
            const importo = field(redirect, 'importo');
            const good = signedResult(codTrans, importo, 'OK', '111111');
            const cheaper = signedResult(codTrans, '100', 'OK', '111111');
            const attempts = [
                { ...good, importo: '100' }, // amount changed after signing
                cheaper, // signed, but not the amount recorded
                { ...good, mac: good.mac.replace(/^./, c => (c === 'a' ? 'b' : 'a')) },
                signedResult('UNKNOWN-0000000000', importo, 'OK'),
            ];
            for (const params of attempts) {
                const answer = await shop(CARD_RESULT, { source: 'NOTIFICATION', params: toList(params) });
                expect(answer.data.applyCardPaymentResult).toEqual({
                    verified: false,
                    outcome: null,
                    messageKey: null,
                    orderCode: null,
                    orderState: null,
                });
            }
            const repeated = [...toList(good), { name: 'esito', value: 'OK' }];
            expect(
                (await shop(CARD_RESULT, { source: 'RETURN', params: repeated }, token)).data.applyCardPaymentResult
                    .verified,
            ).toBe(false);
            const { data } = await shop(ACTIVE, {}, token);
            expect(data.activeOrder.state).toBe('ArrangingPayment');
            const order = await orderByCode(data.activeOrder.code);
            expect(order.payments).toEqual([expect.objectContaining({ state: 'Redirected' })]);
            expect(order.payments[0].metadata.result).toBeUndefined();
        });

        it('declines a refused card, keeps the order payable, and pays on a retry with a new codTrans', async () => {
            const token = await readyCart(DEAR());
            const first = await start(token);
            const back = await payOnSandbox(first, XPAY_SANDBOX_CARDS.declined);
            const declined = await shop(CARD_RESULT, { source: 'RETURN', params: toList(back.searchParams) }, token);
            expect(declined.data.applyCardPaymentResult).toMatchObject({
                verified: true,
                outcome: 'declined',
                messageKey: 'paymentFailed',
                orderState: 'ArrangingPayment',
            });
            const code = declined.data.applyCardPaymentResult.orderCode;

            const notSecure = await start(token);
            const back3ds = await payOnSandbox(notSecure, XPAY_SANDBOX_CARDS.not3dSecure);
            const refused3ds = await shop(
                CARD_RESULT,
                { source: 'RETURN', params: toList(back3ds.searchParams) },
                token,
            );
            expect(refused3ds.data.applyCardPaymentResult).toMatchObject({
                outcome: 'declined',
                messageKey: 'cardNot3dSecure',
            });

            const retry = await start(token);
            expect(field(retry, 'codTrans')).not.toBe(field(first, 'codTrans'));
            expect(field(retry, 'codTrans')).not.toBe(field(notSecure, 'codTrans'));
            const paid = await payOnSandbox(retry, XPAY_SANDBOX_CARDS.approved);
            const outcome = await shop(CARD_RESULT, { source: 'RETURN', params: toList(paid.searchParams) }, token);
            expect(outcome.data.applyCardPaymentResult).toMatchObject({
                verified: true,
                outcome: 'paid',
                orderCode: code,
                orderState: 'PaymentSettled',
            });
            const order = await orderByCode(code);
            expect(order.payments.map((p: { state: string }) => p.state)).toEqual(['Declined', 'Declined', 'Settled']);
        });

        it('cancels the attempt on ANNULLO and leaves the order payable', async () => {
            const token = await readyCart(DEAR());
            const redirect = await start(token);
            const back = await payOnSandbox(redirect, '', 'annulla');
            expect(back.searchParams.get('esito')).toBe('ANNULLO');
            const answer = await shop(CARD_RESULT, { source: 'RETURN', params: toList(back.searchParams) }, token);
            expect(answer.data.applyCardPaymentResult).toMatchObject({
                verified: true,
                outcome: 'cancelled',
                messageKey: null,
                orderState: 'ArrangingPayment',
            });
            const order = await orderByCode(answer.data.applyCardPaymentResult.orderCode);
            expect(order.payments).toEqual([expect.objectContaining({ state: 'Cancelled' })]);
        });

        it('places a pending (PEN) payment as Authorized, and settles it on the later OK notification', async () => {
            const token = await readyCart(DEAR());
            const redirect = await start(token);
            const back = await payOnSandbox(redirect, '4000123412341234');
            const pending = await shop(CARD_RESULT, { source: 'RETURN', params: toList(back.searchParams) }, token);
            expect(pending.data.applyCardPaymentResult).toMatchObject({
                verified: true,
                outcome: 'pending',
                orderState: 'PaymentAuthorized',
            });
            const code = pending.data.applyCardPaymentResult.orderCode;
            expect((await orderByCode(code)).payments).toEqual([expect.objectContaining({ state: 'Authorized' })]);

            const confirmed = signedResult(field(redirect, 'codTrans'), field(redirect, 'importo'), 'OK', '222222');
            const settled = await shop(CARD_RESULT, { source: 'NOTIFICATION', params: toList(confirmed) });
            expect(settled.data.applyCardPaymentResult).toMatchObject({
                verified: true,
                outcome: 'paid',
                orderState: 'PaymentSettled',
            });
        });

        it('logs, not applies, a result that contradicts the one applied', async () => {
            const token = await readyCart(DEAR());
            const redirect = await start(token);
            const ko = signedResult(field(redirect, 'codTrans'), field(redirect, 'importo'), 'KO');
            await shop(CARD_RESULT, { source: 'NOTIFICATION', params: toList(ko) });
            const ok = signedResult(field(redirect, 'codTrans'), field(redirect, 'importo'), 'OK', '333333');
            const answer = await shop(CARD_RESULT, { source: 'RETURN', params: toList(ok) }, token);
            expect(answer.data.applyCardPaymentResult).toMatchObject({
                verified: true,
                outcome: 'declined',
                orderState: 'ArrangingPayment',
            });
        });

        it('refuses what cannot be paid, and records nothing through the shop API’s addPaymentToOrder', async () => {
            expect((await shop(START, { method: 'nexi-xpay' })).data.startPayment).toEqual({
                __typename: 'PaymentStartError',
                errorCode: 'ORDER_NOT_PAYABLE',
                message: expect.any(String),
            });
            const noShipping = await readyCart(DEAR(), 1, { address: false });
            expect((await shop(START, { method: 'nexi-xpay' }, noShipping)).data.startPayment.errorCode).toBe(
                'ORDER_NOT_PAYABLE',
            );
            expect((await shop(START, { method: 'contanti' }, noShipping)).data.startPayment).toEqual({
                __typename: 'PaymentStartError',
                errorCode: 'PAYMENT_METHOD_UNAVAILABLE',
                message: 'Unable to select payment method, please try again later',
            });
            expect((await shop(ACTIVE, {}, noShipping)).data.activeOrder.state).toBe('AddingItems');

            const token = await readyCart(DEAR());
            await start(token);
            const direct = await shop(
                `mutation { addPaymentToOrder(input: { method: "findomestic", metadata: { tokenHash: "x" } }) {
                    __typename ... on ErrorResult { errorCode } } }`,
                {},
                token,
            );
            expect(direct.data.addPaymentToOrder).toEqual({
                __typename: 'PaymentDeclinedError',
                errorCode: 'PAYMENT_DECLINED_ERROR',
            });
        });
    });
    describe('financing (Findomestic)', () => {
        it('sends the shopper with a link, places and settles the order on the approving callback, once', async () => {
            const token = await readyCart(DEAR());
            const { data } = await shop(ACTIVE, {}, token);
            const redirect = await start(token, 'findomestic');
            expect(redirect).toMatchObject({ __typename: 'PaymentRedirect', method: 'GET', fields: [] });
            const link = new URL(redirect.action);
            expect(`${link.origin}${link.pathname}`).toBe(findomestic.webAppUrl);
            expect(link.searchParams.get('importo')).toBe(String(data.activeOrder.totalWithTax));
            expect(link.searchParams.get('cartId')).toBe(data.activeOrder.code);
            const returnUrl = new URL(link.searchParams.get('urlRedirect')!);
            expect(returnUrl.pathname).toBe('/it/findomestic-confirm');
            const callbackUrl = new URL(link.searchParams.get('callBackUrl')!);
            expect(callbackUrl.pathname).toBe('/api/findomestic/callback');
            const secret = returnUrl.searchParams.get('token')!;
            expect(callbackUrl.searchParams.get('token')).toBe(secret);
            const recorded = await orderByCode(data.activeOrder.code);
            expect(recorded.payments[0]).toMatchObject({ state: 'Redirected', method: 'findomestic' });
            expect(recorded.payments[0].metadata.tokenHash).toMatch(/^[0-9a-f]{64}$/);
            expect(JSON.stringify(recorded.payments[0].metadata)).not.toContain(secret);

            const back = await decideOnSandbox(redirect.action, 'approva');
            expect(findomestic.callbacks.at(-1)).toMatchObject({ status: 200 });
            expect((await orderByCode(data.activeOrder.code)).state).toBe('PaymentSettled');
            const returned = await shop(FINANCING_RETURN, { params: toList(back.searchParams) }, token);
            expect(returned.data.applyFinancingReturn).toEqual({
                verified: true,
                outcome: 'approved',
                messageKey: null,
                orderCode: data.activeOrder.code,
                orderState: 'PaymentSettled',
            });
            // The token was consumed by the decisive callback: a replay is not verified.
            const replay = await shop(FINANCING_CALLBACK, {
                params: toList({ token: secret, codiceEsitoFindomestic: '1' }),
            });
            expect(replay.data.applyFinancingCallback.verified).toBe(false);
            expect((await orderByCode(data.activeOrder.code)).state).toBe('PaymentSettled');
        });

        it('refuses on a denying callback and keeps the order payable; an unknown token changes nothing', async () => {
            const token = await readyCart(DEAR());
            const redirect = await start(token, 'findomestic');
            const back = await decideOnSandbox(redirect.action, 'rifiuta');
            const returned = await shop(FINANCING_RETURN, { params: toList(back.searchParams) }, token);
            expect(returned.data.applyFinancingReturn).toMatchObject({
                verified: true,
                outcome: 'refused',
                messageKey: 'paymentFailed',
                orderState: 'ArrangingPayment',
            });
            const order = await orderByCode(returned.data.applyFinancingReturn.orderCode);
            expect(order.payments).toEqual([expect.objectContaining({ state: 'Declined' })]);

            const wrong = 'A'.repeat(43);
            for (const answer of [
                await shop(FINANCING_CALLBACK, { params: toList({ token: wrong, codiceEsitoFindomestic: '0' }) }),
                await shop(FINANCING_CALLBACK, { params: toList({ codiceEsitoFindomestic: '0' }) }),
            ]) {
                expect(answer.data.applyFinancingCallback).toEqual({
                    verified: false,
                    outcome: null,
                    messageKey: null,
                    orderCode: null,
                    orderState: null,
                });
            }
        });

        it('places the order in review on the return before any callback, and cancels it on a later refusal', async () => {
            const token = await readyCart(DEAR());
            const before = await stock(DEAR());
            const redirect = await start(token, 'findomestic');
            const secret = new URL(new URL(redirect.action).searchParams.get('urlRedirect')!).searchParams.get(
                'token',
            )!;
            const review = await shop(FINANCING_RETURN, { params: toList({ token: secret, esito: 'OK' }) }, token);
            expect(review.data.applyFinancingReturn).toMatchObject({
                verified: true,
                outcome: 'in-review',
                orderState: 'PaymentAuthorized',
            });
            expect((await stock(DEAR())).stockAllocated).toBe(before.stockAllocated + 1);
            const refused = await shop(FINANCING_CALLBACK, {
                params: toList({ token: secret, codiceEsitoFindomestic: '7' }),
            });
            expect(refused.data.applyFinancingCallback).toMatchObject({
                verified: true,
                outcome: 'refused',
                orderState: 'Cancelled',
            });
            expect((await stock(DEAR())).stockAllocated).toBe(before.stockAllocated);
        });

        it('is not eligible, with the reason in Italian, outside the financeable range', async () => {
            const token = await readyCart(CHEAP());
            const { data } = await shop('{ eligiblePaymentMethods { code isEligible eligibilityMessage } }', {}, token);
            expect(data.eligiblePaymentMethods).toEqual(
                expect.arrayContaining([
                    { code: 'nexi-xpay', isEligible: true, eligibilityMessage: null },
                    {
                        code: 'findomestic',
                        isEligible: false,
                        eligibilityMessage:
                            // Intl's euro amounts: a no-break space before the sign.
                            'Il finanziamento Findomestic è disponibile per ordini da 200,00\u00a0€ a 15.000,00\u00a0€.',
                    },
                ]),
            );
            expect((await shop(START, { method: 'findomestic' }, token)).data.startPayment).toEqual({
                __typename: 'PaymentStartError',
                errorCode: 'NOT_FINANCEABLE',
                message: 'Findomestic financing is not available for this order total',
            });
            expect((await shop(ACTIVE, {}, token)).data.activeOrder.state).toBe('AddingItems');
        });
    });

    describe('back to editing', () => {
        it('lets the shopper change an order waiting for payment, cancelling its open attempt', async () => {
            const token = await readyCart(DEAR());
            const redirect = await start(token);
            const changed = await shop(
                'mutation($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { ... on Order { state totalQuantity } ... on ErrorResult { errorCode } } }',
                { id: ids[DEAR()] },
                token,
            );
            expect(changed.data.addItemToOrder).toEqual({ state: 'AddingItems', totalQuantity: 2 });
            const { data } = await shop(ACTIVE, {}, token);
            const order = await orderByCode(data.activeOrder.code);
            expect(order.payments).toEqual([
                expect.objectContaining({
                    state: 'Cancelled',
                    metadata: expect.objectContaining({ cancelledBecause: 'order-changed' }),
                }),
            ]);
            // The old attempt's late success is not applied to the changed order.
            const late = signedResult(field(redirect, 'codTrans'), field(redirect, 'importo'), 'OK', '444444');
            const answer = await shop(CARD_RESULT, { source: 'NOTIFICATION', params: toList(late) });
            expect(answer.data.applyCardPaymentResult).toMatchObject({
                verified: true,
                outcome: 'cancelled',
                orderState: 'AddingItems',
            });
            // A new attempt is for the new total.
            const again = await start(token);
            expect(field(again, 'importo')).toBe(String(data.activeOrder.totalWithTax));
            expect(field(again, 'importo')).not.toBe(field(redirect, 'importo'));
            // And the shipping step too.
            const address = await shop(
                `mutation { setOrderShippingAddress(input: { fullName: "Giulia Rossi", streetLine1: "Via Po 2", city: "Torino",
                    postalCode: "10100", countryCode: "IT" }) { ... on Order { state } ... on ErrorResult { errorCode } } }`,
                {},
                token,
            );
            expect(address.data.setOrderShippingAddress).toEqual({ state: 'AddingItems' });
        });
    });

    describe('stock race', () => {
        it('refuses a second shopper starting to pay for the last unit, and places the first once', async () => {
            await env.adminClient.query(UPDATE_VARIANTS, { input: [{ id: ids[CHEAP()], stockOnHand: 1 }] });
            const before = await stock(CHEAP());
            const first = await readyCart(CHEAP());
            const second = await readyCart(CHEAP());
            const redirect = await start(first);
            expect(redirect.__typename).toBe('PaymentRedirect');
            expect((await shop(START, { method: 'nexi-xpay' }, second)).data.startPayment).toEqual({
                __typename: 'PaymentStartError',
                errorCode: 'INSUFFICIENT_STOCK',
                message: 'There is no longer enough stock of some products in the cart',
            });
            const back = await payOnSandbox(redirect, XPAY_SANDBOX_CARDS.approved);
            const paid = await shop(CARD_RESULT, { source: 'RETURN', params: toList(back.searchParams) }, first);
            expect(paid.data.applyCardPaymentResult).toMatchObject({ outcome: 'paid', orderState: 'PaymentSettled' });
            expect(await stock(CHEAP())).toEqual({ stockOnHand: 1, stockAllocated: before.stockAllocated + 1 });
            expect((await shop(START, { method: 'nexi-xpay' }, second)).data.startPayment.errorCode).toBe(
                'INSUFFICIENT_STOCK',
            );
        });
    });

    describe('abandoned payments', () => {
        const MINUTE = 60_000;

        /** The scheduled task's run, as if `aheadMs` had passed: with the scheduler's own kind of context. */
        async function release(aheadMs: number): Promise<string[]> {
            const ctx = await env.server.app.get(RequestContextService).create({ apiType: 'admin' });
            return env.server.app.get(CheckoutPaymentService).releaseAbandoned(ctx, Date.now() + aheadMs);
        }

        async function giftCard(code: string, balance: number): Promise<string> {
            const { createGiftCard } = await admin(
                'mutation($c: String!, $b: Int!) { createGiftCard(input: { code: $c, initialBalance: $b }) { id } }',
                { c: code, b: balance },
            );
            return createGiftCard.id;
        }

        async function cardBalance(id: string) {
            const { giftCard } = await admin('query($id: ID!) { giftCard(id: $id) { balance ledger { amount } } }', {
                id,
            });
            return giftCard as { balance: number; ledger: Array<{ amount: number }> };
        }

        async function applyCard(token: string, code: string) {
            const { data } = await shop(
                'mutation($c: String!) { applyGiftCard(code: $c) { ... on Order { totalWithTax } } }',
                { c: code },
                token,
            );
            expect(data.applyGiftCard.totalWithTax).toBeGreaterThan(0);
        }

        it('gives an order abandoned at payment back to the cart with its gift card balance; a second run changes nothing', async () => {
            const cardId = await giftCard('ABBA-NDON-ATOC-0001', 50_00);
            const token = await readyCart(DEAR());
            await applyCard(token, 'ABBA-NDON-ATOC-0001');
            const { data } = await shop(ACTIVE, {}, token);
            const { code } = data.activeOrder;
            await start(token);
            expect(await cardBalance(cardId)).toEqual({ balance: 0, ledger: [{ amount: 50_00 }] });

            expect(await release(ATTEMPT_HOLD_MS - MINUTE)).not.toContain(code);
            expect((await orderByCode(code)).state).toBe('ArrangingPayment');

            expect(await release(ATTEMPT_HOLD_MS + MINUTE)).toContain(code);
            const released = await orderByCode(code);
            expect(released).toMatchObject({ state: 'AddingItems', active: true });
            expect(released.payments).toEqual([
                expect.objectContaining({
                    state: 'Cancelled',
                    metadata: expect.objectContaining({ cancelledBecause: 'expired' }),
                }),
            ]);
            expect(await cardBalance(cardId)).toEqual({
                balance: 50_00,
                ledger: [{ amount: 50_00 }, { amount: -50_00 }],
            });
            // The shopper's cart again, as it was.
            expect((await shop(ACTIVE, {}, token)).data.activeOrder).toEqual(data.activeOrder);

            expect(await release(ATTEMPT_HOLD_MS + MINUTE)).toEqual([]);
            expect(await orderByCode(code)).toEqual(released);
            expect(await cardBalance(cardId)).toEqual({
                balance: 50_00,
                ledger: [{ amount: 50_00 }, { amount: -50_00 }],
            });
        });

        it('places the order on a late OK after the release when nothing changed, spending the gift card again', async () => {
            const cardId = await giftCard('LATE-OKSA-MEOR-DER1', 20_00);
            const token = await readyCart(DEAR());
            await applyCard(token, 'LATE-OKSA-MEOR-DER1');
            const code = (await shop(ACTIVE, {}, token)).data.activeOrder.code;
            const redirect = await start(token);
            const before = await stock(DEAR());
            expect(await release(ATTEMPT_HOLD_MS + MINUTE)).toContain(code);
            expect((await cardBalance(cardId)).balance).toBe(20_00);

            const late = signedResult(field(redirect, 'codTrans'), field(redirect, 'importo'), 'OK', '555555');
            const answer = await shop(CARD_RESULT, { source: 'NOTIFICATION', params: toList(late) });
            expect(answer.data.applyCardPaymentResult).toEqual({
                verified: true,
                outcome: 'paid',
                messageKey: null,
                orderCode: code,
                orderState: 'PaymentSettled',
            });
            const placed = await orderByCode(code);
            expect(placed).toMatchObject({ state: 'PaymentSettled', active: false });
            expect(placed.payments).toEqual([
                expect.objectContaining({
                    state: 'Settled',
                    amount: Number(field(redirect, 'importo')),
                    metadata: expect.objectContaining({
                        cancelledBecause: 'expired',
                        lateSuccess: 'settled',
                        result: expect.objectContaining({ source: 'notification', esito: 'OK', codAut: '555555' }),
                    }),
                }),
            ]);
            expect(await cardBalance(cardId)).toEqual({
                balance: 0,
                ledger: [{ amount: 20_00 }, { amount: -20_00 }, { amount: 20_00 }],
            });
            expect(await stock(DEAR())).toEqual({ ...before, stockAllocated: before.stockAllocated + 1 });

            // The shopper's return with the same answer: reported, nothing moves again.
            const returned = await shop(CARD_RESULT, { source: 'RETURN', params: toList(late) }, token);
            expect(returned.data.applyCardPaymentResult).toMatchObject({
                outcome: 'paid',
                orderState: 'PaymentSettled',
            });
            expect(await stock(DEAR())).toEqual({ ...before, stockAllocated: before.stockAllocated + 1 });
            expect((await orderByCode(code)).payments).toHaveLength(1);
            expect(await release(ATTEMPT_HOLD_MS + MINUTE)).toEqual([]);
        });

        it('records a late OK for refund when the last unit was sold meanwhile, and changes no stock', async () => {
            const current = await stock(CHEAP());
            await env.adminClient.query(UPDATE_VARIANTS, {
                input: [{ id: ids[CHEAP()], stockOnHand: current.stockAllocated + 1 }],
            });
            const first = await readyCart(CHEAP());
            const code = (await shop(ACTIVE, {}, first)).data.activeOrder.code;
            const redirect = await start(first);
            expect(await release(ATTEMPT_HOLD_MS + MINUTE)).toContain(code);

            // Released, the unit is free: another shopper buys it.
            const second = await readyCart(CHEAP());
            const back = await payOnSandbox(await start(second), XPAY_SANDBOX_CARDS.approved);
            const bought = await shop(CARD_RESULT, { source: 'RETURN', params: toList(back.searchParams) }, second);
            expect(bought.data.applyCardPaymentResult).toMatchObject({ outcome: 'paid', orderState: 'PaymentSettled' });
            const sold = await stock(CHEAP());
            expect(sold.stockAllocated).toBe(sold.stockOnHand);

            const late = signedResult(field(redirect, 'codTrans'), field(redirect, 'importo'), 'OK', '666666');
            const refund = {
                verified: true,
                outcome: 'refund',
                messageKey: 'lateRefund',
                orderCode: code,
                orderState: 'AddingItems',
            };
            const answer = await shop(CARD_RESULT, { source: 'NOTIFICATION', params: toList(late) });
            expect(answer.data.applyCardPaymentResult).toEqual(refund);
            const recorded = await orderByCode(code);
            expect(recorded).toMatchObject({ state: 'AddingItems', active: true });
            expect(recorded.payments).toEqual([
                expect.objectContaining({
                    state: 'Cancelled',
                    metadata: expect.objectContaining({
                        cancelledBecause: 'expired',
                        needsRefund: true,
                        refundReason: `${CHEAP()} is out of stock`,
                        result: expect.objectContaining({ source: 'notification', esito: 'OK', codAut: '666666' }),
                    }),
                }),
            ]);
            expect(await stock(CHEAP())).toEqual(sold);

            // The same answer again (the return): the same report, nothing changes.
            const again = await shop(CARD_RESULT, { source: 'RETURN', params: toList(late) }, first);
            expect(again.data.applyCardPaymentResult).toEqual(refund);
            expect(await orderByCode(code)).toEqual(recorded);
            expect(await stock(CHEAP())).toEqual(sold);
        });

        it('records a late OK for refund when the gift card it counted on was spent by another order', async () => {
            const cardId = await giftCard('SPEN-TBYA-NOTH-ER01', 30_00);
            const first = await readyCart(DEAR());
            await applyCard(first, 'SPEN-TBYA-NOTH-ER01');
            const code = (await shop(ACTIVE, {}, first)).data.activeOrder.code;
            const redirect = await start(first);
            expect(await release(ATTEMPT_HOLD_MS + MINUTE)).toContain(code);

            // The card's whole balance goes to another order on its way to payment.
            const second = await readyCart(DEAR());
            await applyCard(second, 'SPEN-TBYA-NOTH-ER01');
            expect((await start(second)).__typename).toBe('PaymentRedirect');
            expect((await cardBalance(cardId)).balance).toBe(0);
            const before = await stock(DEAR());

            const late = signedResult(field(redirect, 'codTrans'), field(redirect, 'importo'), 'OK', '777777');
            const answer = await shop(CARD_RESULT, { source: 'NOTIFICATION', params: toList(late) });
            expect(answer.data.applyCardPaymentResult).toEqual({
                verified: true,
                outcome: 'refund',
                messageKey: 'lateRefund',
                orderCode: code,
                orderState: 'AddingItems',
            });
            expect((await orderByCode(code)).payments).toEqual([
                expect.objectContaining({
                    state: 'Cancelled',
                    metadata: expect.objectContaining({
                        needsRefund: true,
                        refundReason: 'the order cannot go to payment: GIFT_CARD_NOT_COVERED',
                    }),
                }),
            ]);
            expect(await cardBalance(cardId)).toEqual({
                balance: 0,
                ledger: [{ amount: 30_00 }, { amount: -30_00 }, { amount: 30_00 }],
            });
            expect(await stock(DEAR())).toEqual(before);
        });

        it('waits a day, not the card hold, for a financing application that never came back', async () => {
            // One Findomestic is assessing (the return said "in valutazione") is never released.
            const inReview = await readyCart(DEAR());
            const reviewCode = (await shop(ACTIVE, {}, inReview)).data.activeOrder.code;
            const reviewLink = await start(inReview, 'findomestic');
            const secret = new URL(new URL(reviewLink.action).searchParams.get('urlRedirect')!).searchParams.get(
                'token',
            )!;
            await shop(FINANCING_RETURN, { params: toList({ token: secret, esito: 'OK' }) }, inReview);

            const token = await readyCart(DEAR());
            const code = (await shop(ACTIVE, {}, token)).data.activeOrder.code;
            const link = await start(token, 'findomestic');
            expect(link.method).toBe('GET');
            expect(await release(2 * 60 * MINUTE)).not.toContain(code);
            expect((await orderByCode(code)).payments).toEqual([expect.objectContaining({ state: 'Redirected' })]);

            const releasedCodes = await release(FINANCING_RELEASE_MS + MINUTE);
            expect(releasedCodes).toContain(code);
            expect(releasedCodes).not.toContain(reviewCode);
            expect(await orderByCode(reviewCode)).toMatchObject({
                state: 'PaymentAuthorized',
                payments: [expect.objectContaining({ state: 'Authorized' })],
            });
            const released = await orderByCode(code);
            expect(released.state).toBe('AddingItems');
            expect(released.payments).toEqual([
                expect.objectContaining({
                    state: 'Cancelled',
                    metadata: expect.objectContaining({ cancelledBecause: 'expired' }),
                }),
            ]);
        });
    });
});
