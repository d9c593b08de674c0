/**
 * Checkout's payments through the real shop API on the seeded demo store, with the XPay and Findomestic sandboxes
 * started in-process; both send their server-to-server answers to the commerce server's own controllers (XPay's
 * notification, Findomestic's callback, made from 127.0.0.2, the one address FINDOMESTIC_CALLBACK_SOURCES allows here). The shop's emails
 * go to a real SMTP server.
 */
import http from 'node:http';

import { RequestContextService } from '@vendure/core';
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createShopTestEnvironment, testPort } from '../../../../test/shop-test-environment';
import { catalog } from '../../../seed/catalog';
import { UPDATE_VARIANTS, VARIANTS_BY_SKU } from '../../cart/e2e/cart-documents';
import { type SinkMessage, type SmtpSink, startSmtpSink } from '../../../../test/smtp-sink';
import { ATTEMPT_HOLD_MS, FINANCING_RELEASE_MS, FINANCING_REVIEW_MS } from '../constants';
import { resultMac } from '../nexi/xpay-protocol';
import { FindomesticSandbox, startFindomesticSandbox } from '../sandbox/findomestic-sandbox';
import { PaymentAttemptsService } from '../services/payment-attempts.service';
import { closeServer, deliver, listen } from '../sandbox/sandbox-http';
import { startXpaySandbox, XPAY_SANDBOX_CARDS, XpaySandbox } from '../sandbox/xpay-sandbox';

const PORT = testPort(4180);
const shopApi = `http://127.0.0.1:${PORT}/shop-api`;
const ALIAS = 'ALIAS_TEST_E2E';
const MAC_KEY = 'e2e-mac-key-0123456789';
const TVEI = 'TVEI-E2E';
/** Findomestic's address here: its sandbox calls from it, and the shop accepts callbacks from it alone. */
const FINDOMESTIC_ADDRESS = '127.0.0.2';

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
const CARD_RESULT = `mutation($params: [PaymentParamInput!]!) {
    applyCardPaymentResult(params: $params) { verified outcome messageKey orderCode orderState } }`;
const FINANCING_RETURN = `mutation($params: [PaymentParamInput!]!) {
    applyFinancingReturn(params: $params) { verified outcome messageKey orderCode orderState } }`;
const ACTIVE = `{ activeOrder { code state totalWithTax lines { quantity } } }`;

const toList = (params: Record<string, string> | URLSearchParams) =>
    [...(params instanceof URLSearchParams ? params : new URLSearchParams(params)).entries()].map(([name, value]) => ({
        name,
        value,
    }));

/** The storefront's origin, where the providers send the shopper back; no provider calls it. */
function storefrontStandIn() {
    return http.createServer((req, res) => res.writeHead(404).end());
}

/**
 * XPay's notification as XPay sends it, a form POST to the commerce server's controller; its JSON answer read as the
 * shop API's answer to the return is, so both are checked alike.
 */
async function notify(params: Record<string, string> | URLSearchParams) {
    const response = await fetch(`http://127.0.0.1:${PORT}/payments/nexi/notification`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(params).toString(),
    });
    return { status: response.status, data: { applyCardPaymentResult: await response.json() } };
}

describe('payments plugin', () => {
    let xpay: XpaySandbox;
    let findomestic: FindomesticSandbox;
    let mail: SmtpSink;
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
        findomestic = await startFindomesticSandbox({ tvei: TVEI, callbackFrom: FINDOMESTIC_ADDRESS });
        mail = await startSmtpSink();
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
                FINDOMESTIC_CALLBACK_SOURCES: FINDOMESTIC_ADDRESS,
                SMTP_HOST: mail.host,
                SMTP_PORT: String(mail.port),
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
        await mail?.close();
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
            expect(new URL(field(redirect, 'url')).pathname).toBe('/it/Checkout/ExternalCheckoutThankYou');
            expect(field(redirect, 'urlpost')).toBe(`http://127.0.0.1:${PORT}/payments/nexi/notification`);
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

            const returned = await shop(CARD_RESULT, { params: toList(back.searchParams) }, token);
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
            const again = await notify(xpay.notifications.at(-1)!.params);
            expect(again.data.applyCardPaymentResult).toMatchObject({
                verified: true,
                outcome: 'paid',
                orderState: 'PaymentSettled',
            });
            expect(await stock(DEAR())).toEqual({ ...before, stockAllocated: before.stockAllocated + 2 });
            expect((await orderByCode(code)).payments).toHaveLength(1);
            // The notification is the controller's alone: the shop API takes only the shopper's return.
            const viaApi = await shop(
                `mutation($params: [PaymentParamInput!]!) {
                    applyCardPaymentResult(source: NOTIFICATION, params: $params) { verified } }`,
                { params: toList(xpay.notifications.at(-1)!.params) },
            );
            expect(viaApi.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
            // A notification that is not XPay's form is not taken, and XPay is asked to send it again.
            const garbled = await fetch(`http://127.0.0.1:${PORT}/payments/nexi/notification`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ codTrans }),
            });
            expect(garbled.status).toBe(500);
        });

        it('applies the return when it comes before the notification, and the notification then changes nothing', async () => {
            const token = await readyCart(DEAR());
            const redirect = await start(token);
            const codTrans = field(redirect, 'codTrans');
            const result = signedResult(codTrans, field(redirect, 'importo'), 'OK', '123456');
            const returned = await shop(CARD_RESULT, { params: toList(result) }, token);
            expect(returned.data.applyCardPaymentResult).toMatchObject({
                verified: true,
                outcome: 'paid',
                orderState: 'PaymentSettled',
            });
            const notified = await notify(result);
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
                const answer = await notify(params);
                expect(answer.data.applyCardPaymentResult).toEqual({
                    verified: false,
                    outcome: null,
                    messageKey: null,
                    orderCode: null,
                    orderState: null,
                });
            }
            const repeated = [...toList(good), { name: 'esito', value: 'OK' }];
            expect((await shop(CARD_RESULT, { params: repeated }, token)).data.applyCardPaymentResult.verified).toBe(
                false,
            );
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
            const declined = await shop(CARD_RESULT, { params: toList(back.searchParams) }, token);
            expect(declined.data.applyCardPaymentResult).toMatchObject({
                verified: true,
                outcome: 'declined',
                messageKey: 'paymentFailed',
                orderState: 'ArrangingPayment',
            });
            const code = declined.data.applyCardPaymentResult.orderCode;

            const notSecure = await start(token);
            const back3ds = await payOnSandbox(notSecure, XPAY_SANDBOX_CARDS.not3dSecure);
            const refused3ds = await shop(CARD_RESULT, { params: toList(back3ds.searchParams) }, token);
            expect(refused3ds.data.applyCardPaymentResult).toMatchObject({
                outcome: 'declined',
                messageKey: 'cardNot3dSecure',
            });

            const retry = await start(token);
            expect(field(retry, 'codTrans')).not.toBe(field(first, 'codTrans'));
            expect(field(retry, 'codTrans')).not.toBe(field(notSecure, 'codTrans'));
            const paid = await payOnSandbox(retry, XPAY_SANDBOX_CARDS.approved);
            const outcome = await shop(CARD_RESULT, { params: toList(paid.searchParams) }, token);
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
            const answer = await shop(CARD_RESULT, { params: toList(back.searchParams) }, token);
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
            const pending = await shop(CARD_RESULT, { params: toList(back.searchParams) }, token);
            expect(pending.data.applyCardPaymentResult).toMatchObject({
                verified: true,
                outcome: 'pending',
                orderState: 'PaymentAuthorized',
            });
            const code = pending.data.applyCardPaymentResult.orderCode;
            expect((await orderByCode(code)).payments).toEqual([expect.objectContaining({ state: 'Authorized' })]);

            const confirmed = signedResult(field(redirect, 'codTrans'), field(redirect, 'importo'), 'OK', '222222');
            const settled = await notify(confirmed);
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
            await notify(ko);
            const ok = signedResult(field(redirect, 'codTrans'), field(redirect, 'importo'), 'OK', '333333');
            const answer = await shop(CARD_RESULT, { params: toList(ok) }, token);
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
        /** The link's two URLs and their tokens, as the shopper's browser sees them. */
        function linkParts(redirect: { action: string }) {
            const link = new URL(redirect.action);
            const returnUrl = new URL(link.searchParams.get('urlRedirect')!);
            const callbackUrl = new URL(link.searchParams.get('callBackUrl')!);
            return {
                link,
                returnUrl,
                callbackUrl,
                returnToken: returnUrl.searchParams.get('token')!,
                callbackToken: callbackUrl.searchParams.get('token')!,
            };
        }

        /** A GET of Findomestic's callback with the code, from an address: the status the shop answered. */
        async function callback(url: URL, code: string, from = FINDOMESTIC_ADDRESS, token?: string) {
            const target = new URL(url);
            if (token) target.searchParams.set('token', token);
            const delivery = await deliver('GET', target.toString(), { codiceEsitoFindomestic: code }, 5000, from);
            expect(delivery.error).toBeUndefined();
            return delivery.status;
        }

        async function settlePayment(code: string) {
            const { orders } = await admin(
                `query($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { payments { id } } } }`,
                { code },
            );
            return admin(
                `mutation($id: ID!) { settlePayment(id: $id) {
                    __typename ... on Payment { state } ... on ErrorResult { errorCode message } } }`,
                { id: orders.items[0].payments[0].id },
            );
        }

        it('sends the shopper with a link whose callback has its own token on the commerce server; Findomestic’s approval authorises, staff settle', async () => {
            const token = await readyCart(DEAR());
            const { data } = await shop(ACTIVE, {}, token);
            const before = await stock(DEAR());
            const redirect = await start(token, 'findomestic');
            expect(redirect).toMatchObject({ __typename: 'PaymentRedirect', method: 'GET', fields: [] });
            const { link, returnUrl, callbackUrl, returnToken, callbackToken } = linkParts(redirect);
            expect(`${link.origin}${link.pathname}`).toBe(findomestic.webAppUrl);
            expect(link.searchParams.get('importo')).toBe(String(data.activeOrder.totalWithTax));
            expect(link.searchParams.get('cartId')).toBe(data.activeOrder.code);
            expect(returnUrl.pathname).toBe('/it/findomestic-confirm');
            expect(`${callbackUrl.origin}${callbackUrl.pathname}`).toBe(
                `http://127.0.0.1:${PORT}/payments/findomestic/callback`,
            );
            expect(returnToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
            expect(callbackToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
            expect(callbackToken).not.toBe(returnToken);
            const recorded = await orderByCode(data.activeOrder.code);
            expect(recorded.payments[0]).toMatchObject({ state: 'Redirected', method: 'findomestic' });
            expect(recorded.payments[0].metadata.returnTokenHash).toMatch(/^[0-9a-f]{64}$/);
            expect(recorded.payments[0].metadata.callbackTokenHash).toMatch(/^[0-9a-f]{64}$/);
            expect(JSON.stringify(recorded.payments[0].metadata)).not.toContain(returnToken);
            expect(JSON.stringify(recorded.payments[0].metadata)).not.toContain(callbackToken);

            const back = await decideOnSandbox(redirect.action, 'approva');
            expect(findomestic.callbacks.at(-1)).toMatchObject({ status: 200 });
            const inReview = await orderByCode(data.activeOrder.code);
            expect(inReview).toMatchObject({ state: 'PaymentAuthorized', active: false });
            expect(inReview.payments).toEqual([expect.objectContaining({ state: 'Authorized' })]);
            expect((await stock(DEAR())).stockAllocated).toBe(before.stockAllocated + 1);
            const returned = await shop(FINANCING_RETURN, { params: toList(back.searchParams) }, token);
            expect(returned.data.applyFinancingReturn).toEqual({
                verified: true,
                outcome: 'in-review',
                messageKey: null,
                orderCode: data.activeOrder.code,
                orderState: 'PaymentAuthorized',
            });
            // The token was consumed by the decisive callback: a replay, even from Findomestic, is not verified.
            expect(await callback(callbackUrl, '1')).toBe(400);
            expect((await orderByCode(data.activeOrder.code)).state).toBe('PaymentAuthorized');

            // Findomestic confirmed the financing to the shop: staff settle the payment.
            const settled = await settlePayment(data.activeOrder.code);
            expect(settled.settlePayment).toEqual({ __typename: 'Payment', state: 'Settled' });
            expect((await orderByCode(data.activeOrder.code)).state).toBe('PaymentSettled');
            const later = await shop(FINANCING_RETURN, { params: toList(back.searchParams) }, token);
            expect(later.data.applyFinancingReturn).toMatchObject({
                outcome: 'approved',
                orderState: 'PaymentSettled',
            });
            expect((await stock(DEAR())).stockAllocated).toBe(before.stockAllocated + 1);
        });

        it('never lets the shopper approve their own financing: the callback answers only Findomestic, the return changes nothing', async () => {
            const token = await readyCart(DEAR());
            const code = (await shop(ACTIVE, {}, token)).data.activeOrder.code;
            const before = await stock(DEAR());
            const redirect = await start(token, 'findomestic');
            const { callbackUrl, returnToken } = linkParts(redirect);

            // The shopper calls the callback of the link their browser followed, with either token.
            expect(await callback(callbackUrl, '0', '127.0.0.1')).toBe(403);
            expect(await callback(callbackUrl, '0', '127.0.0.1', returnToken)).toBe(403);
            // The return's token is no callback's, even from Findomestic's address.
            expect(await callback(callbackUrl, '0', FINDOMESTIC_ADDRESS, returnToken)).toBe(400);
            // No shop API operation takes a callback.
            const viaApi = await shop(
                `mutation($params: [PaymentParamInput!]!) { applyFinancingCallback(params: $params) { verified } }`,
                { params: toList({ token: returnToken, codiceEsitoFindomestic: '0' }) },
            );
            expect(viaApi.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
            // The unsigned return says OK: reported as awaiting Findomestic, nothing placed.
            const returned = await shop(
                FINANCING_RETURN,
                { params: toList({ token: returnToken, esito: 'OK' }) },
                token,
            );
            expect(returned.data.applyFinancingReturn).toEqual({
                verified: true,
                outcome: 'awaiting',
                messageKey: null,
                orderCode: code,
                orderState: 'ArrangingPayment',
            });
            const order = await orderByCode(code);
            expect(order).toMatchObject({ state: 'ArrangingPayment', active: true });
            expect(order.payments).toEqual([expect.objectContaining({ state: 'Redirected' })]);
            expect(order.payments[0].metadata.result).toBeUndefined();
            expect(await stock(DEAR())).toEqual(before);
            expect(mail.messages.filter(m => m.subject.includes(code))).toEqual([]);
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

            const { callbackUrl } = linkParts(redirect);
            expect(await callback(callbackUrl, '0', FINDOMESTIC_ADDRESS, 'A'.repeat(43))).toBe(400);
            const noToken = new URL(callbackUrl);
            noToken.searchParams.delete('token');
            expect(await callback(noToken, '0')).toBe(400);
            const unknown = await shop(FINANCING_RETURN, { params: toList({ token: 'A'.repeat(43), esito: 'OK' }) });
            expect(unknown.data.applyFinancingReturn).toEqual({
                verified: false,
                outcome: null,
                messageKey: null,
                orderCode: null,
                orderState: null,
            });
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
            // The old attempt paid in the other tab: not applied to the changed order, recorded for refund.
            const late = signedResult(field(redirect, 'codTrans'), field(redirect, 'importo'), 'OK', '444444');
            const answer = await notify(late);
            expect(answer.data.applyCardPaymentResult).toMatchObject({
                verified: true,
                outcome: 'refund',
                messageKey: 'lateRefund',
                orderState: 'AddingItems',
            });
            expect((await orderByCode(data.activeOrder.code)).payments).toEqual([
                expect.objectContaining({
                    state: 'Cancelled',
                    metadata: expect.objectContaining({
                        cancelledBecause: 'order-changed',
                        needsRefund: true,
                        refundReason: 'the cart changed',
                        result: expect.objectContaining({ esito: 'OK', codAut: '444444' }),
                    }),
                }),
            ]);
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
            const paid = await shop(CARD_RESULT, { params: toList(back.searchParams) }, first);
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
            return env.server.app.get(PaymentAttemptsService).releaseAbandoned(ctx, Date.now() + aheadMs);
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
            const answer = await notify(late);
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
            const returned = await shop(CARD_RESULT, { params: toList(late) }, token);
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
            const bought = await shop(CARD_RESULT, { params: toList(back.searchParams) }, second);
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
            const answer = await notify(late);
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
            const again = await shop(CARD_RESULT, { params: toList(late) }, first);
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
            const answer = await notify(late);
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
            // One Findomestic approved ("in valutazione" until staff settle it) is not released after a day.
            const inReview = await readyCart(DEAR());
            const reviewCode = (await shop(ACTIVE, {}, inReview)).data.activeOrder.code;
            await decideOnSandbox((await start(inReview, 'findomestic')).action, 'approva');

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

        it('cancels an order in review that staff did not settle within its deadline, and gives its stock back', async () => {
            const token = await readyCart(DEAR());
            const code = (await shop(ACTIVE, {}, token)).data.activeOrder.code;
            const before = await stock(DEAR());
            await decideOnSandbox((await start(token, 'findomestic')).action, 'approva');
            expect((await orderByCode(code)).state).toBe('PaymentAuthorized');
            expect((await stock(DEAR())).stockAllocated).toBe(before.stockAllocated + 1);

            expect(await release(FINANCING_REVIEW_MS - 60 * MINUTE)).not.toContain(code);
            expect((await orderByCode(code)).state).toBe('PaymentAuthorized');
            const releasedCodes = await release(FINANCING_REVIEW_MS + MINUTE);
            expect(releasedCodes).toContain(code);
            // Earlier tests' orders in review (one unit each) are past the deadline too.
            const others = await Promise.all(releasedCodes.filter(other => other !== code).map(orderByCode));
            const othersUnits = others.filter(other => other.state === 'Cancelled').length;
            const cancelled = await orderByCode(code);
            expect(cancelled.state).toBe('Cancelled');
            expect(cancelled.payments).toEqual([
                expect.objectContaining({
                    state: 'Cancelled',
                    metadata: expect.objectContaining({ cancelledBecause: 'expired' }),
                }),
            ]);
            expect(await stock(DEAR())).toEqual({ ...before, stockAllocated: before.stockAllocated - othersUnits });
            expect(await release(FINANCING_REVIEW_MS + MINUTE)).toEqual([]);
        });
    });

    describe('double payment', () => {
        it('places the order with the first of two attempts paid, and records the second, paid too, for refund', async () => {
            const token = await readyCart(DEAR());
            const { code, totalWithTax } = (await shop(ACTIVE, {}, token)).data.activeOrder;
            const before = await stock(DEAR());
            // A double click (or a second tab, or back from the error page): two attempts on one cart.
            const first = await start(token);
            const second = await start(token);
            expect(field(second, 'codTrans')).not.toBe(field(first, 'codTrans'));

            await payOnSandbox(first, XPAY_SANDBOX_CARDS.approved);
            expect(xpay.notifications.at(-1)).toMatchObject({ status: 200 });
            const placed = await orderByCode(code);
            expect(placed).toMatchObject({ state: 'PaymentSettled', active: false });
            expect(placed.payments).toEqual([
                expect.objectContaining({
                    state: 'Settled',
                    amount: totalWithTax,
                    transactionId: field(first, 'codTrans'),
                    metadata: expect.objectContaining({ cancelledBecause: 'new-attempt', lateSuccess: 'settled' }),
                }),
                expect.objectContaining({
                    state: 'Cancelled',
                    transactionId: field(second, 'codTrans'),
                    metadata: expect.objectContaining({ cancelledBecause: 'paid-by-earlier-attempt' }),
                }),
            ]);
            expect(await stock(DEAR())).toEqual({ ...before, stockAllocated: before.stockAllocated + 1 });

            // No new attempt on the paid order; the second tab's page, still open, is paid too: for refund.
            expect((await shop(START, { method: 'nexi-xpay' }, token)).data.startPayment.__typename).toBe(
                'PaymentStartError',
            );
            const back = await payOnSandbox(second, XPAY_SANDBOX_CARDS.approved);
            const answer = await shop(CARD_RESULT, { params: toList(back.searchParams) }, token);
            expect(answer.data.applyCardPaymentResult).toEqual({
                verified: true,
                outcome: 'refund',
                messageKey: 'lateRefund',
                orderCode: code,
                orderState: 'PaymentSettled',
            });
            const after = await orderByCode(code);
            expect(after.payments[1]).toMatchObject({
                state: 'Cancelled',
                metadata: expect.objectContaining({ needsRefund: true, refundReason: 'the order is closed' }),
            });
            expect(after.state).toBe('PaymentSettled');
            expect(await stock(DEAR())).toEqual({ ...before, stockAllocated: before.stockAllocated + 1 });
        });
    });

    describe('refusals that say what happened', () => {
        async function promotion(couponCode: string) {
            await admin(
                `mutation($input: CreatePromotionInput!) { createPromotion(input: $input) { ... on Promotion { id } } }`,
                {
                    input: {
                        enabled: true,
                        couponCode,
                        usageLimit: 1,
                        conditions: [],
                        actions: [{ code: 'order_fixed_discount', arguments: [{ name: 'discount', value: '1000' }] }],
                        translations: [{ languageCode: 'it', name: 'Dieci euro, una volta' }],
                    },
                },
            );
        }

        it('answers a coupon used up on another order with its own code and takes it off the cart', async () => {
            await promotion('UNAVOLTA10');
            const first = await readyCart(DEAR());
            const second = await readyCart(DEAR());
            for (const token of [first, second]) {
                const applied = await shop(
                    'mutation { applyCouponCode(couponCode: "UNAVOLTA10") { ... on Order { couponCodes } ... on ErrorResult { errorCode } } }',
                    {},
                    token,
                );
                expect(applied.data.applyCouponCode).toEqual({ couponCodes: ['UNAVOLTA10'] });
            }
            const discounted = (await shop(ACTIVE, {}, second)).data.activeOrder.totalWithTax;
            expect((await start(first)).__typename).toBe('PaymentRedirect');

            expect((await shop(START, { method: 'nexi-xpay' }, second)).data.startPayment).toEqual({
                __typename: 'PaymentStartError',
                errorCode: 'COUPON_NO_LONGER_VALID',
                message:
                    'A coupon on the order is no longer valid (its uses ran out meanwhile): it was removed and the total updated',
            });
            const { data } = await shop('{ activeOrder { state couponCodes totalWithTax } }', {}, second);
            expect(data.activeOrder).toEqual({
                state: 'AddingItems',
                couponCodes: [],
                totalWithTax: discounted + 1000,
            });
            const again = await start(second);
            expect(field(again, 'importo')).toBe(String(discounted + 1000));
        });

        it('answers a gift card spent on another order with its own code', async () => {
            await admin(
                'mutation { createGiftCard(input: { code: "USAT-ADAL-TROO-RDIN", initialBalance: 2500 }) { id } }',
            );
            const first = await readyCart(DEAR());
            const second = await readyCart(DEAR());
            for (const token of [first, second]) {
                await shop('mutation { applyGiftCard(code: "USAT-ADAL-TROO-RDIN") { __typename } }', {}, token);
            }
            expect((await start(first)).__typename).toBe('PaymentRedirect');
            expect((await shop(START, { method: 'nexi-xpay' }, second)).data.startPayment).toEqual({
                __typename: 'PaymentStartError',
                errorCode: 'GIFT_CARD_USED_UP',
                message: 'A gift card on the order no longer has the balance it covered: it was spent on another order',
            });
            expect((await shop(ACTIVE, {}, second)).data.activeOrder.state).toBe('AddingItems');
        });
    });

    describe('order emails', () => {
        const flat = (message: SinkMessage) => message.text.replace(/\s+/g, ' ');
        const about = (code: string) => mail.messages.filter(m => m.subject.includes(code));

        it('tells a pending card payment it is being verified, and confirms once when it settles', async () => {
            const token = await readyCart(DEAR());
            const redirect = await start(token);
            const back = await payOnSandbox(redirect, '4000123412341234');
            const code = (await shop(CARD_RESULT, { params: toList(back.searchParams) }, token)).data
                .applyCardPaymentResult.orderCode;
            const received = await mail.waitForMessage(m => m.subject.includes(code));
            expect(received.subject).toBe(`Ordine ${code} ricevuto: pagamento in verifica`);
            expect(flat(received)).toContain('abbiamo ricevuto il tuo ordine e stiamo verificando il pagamento.');
            expect(flat(received)).toContain('La banca non ha ancora confermato il pagamento con carta.');
            expect(flat(received)).not.toContain('contratto di acquisto è concluso');
            expect(flat(received)).not.toContain('48 ore');

            const confirmed = signedResult(field(redirect, 'codTrans'), field(redirect, 'importo'), 'OK', '232323');
            await notify(confirmed);
            const confirmation = await mail.waitForMessage(m => m.subject === `Conferma del tuo ordine ${code}`);
            expect(flat(confirmation)).toContain('con questa email il contratto di acquisto è concluso');
            await notify(confirmed);
            // A later email for another order shows the queue has moved on: still two for this one.
            const other = await readyCart(DEAR());
            const otherCode = (await shop(ACTIVE, {}, other)).data.activeOrder.code;
            await payOnSandbox(await start(other), XPAY_SANDBOX_CARDS.approved);
            await mail.waitForMessage(m => m.subject.includes(otherCode));
            expect(about(code).map(m => m.subject)).toEqual([
                `Ordine ${code} ricevuto: pagamento in verifica`,
                `Conferma del tuo ordine ${code}`,
            ]);
        });

        it('tells a financing in review it is being verified, and confirms when staff settle it', async () => {
            const token = await readyCart(DEAR());
            const code = (await shop(ACTIVE, {}, token)).data.activeOrder.code;
            await decideOnSandbox((await start(token, 'findomestic')).action, 'approva');
            const received = await mail.waitForMessage(m => m.subject.includes(code));
            expect(received.subject).toBe(`Ordine ${code} ricevuto: pagamento in verifica`);
            expect(flat(received)).toContain('Findomestic ha accolto la tua richiesta di finanziamento');
            expect(flat(received)).not.toContain('contratto di acquisto è concluso');

            const { orders } = await admin(
                `query($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { payments { id } } } }`,
                { code },
            );
            await admin(`mutation($id: ID!) { settlePayment(id: $id) { __typename } }`, {
                id: orders.items[0].payments[0].id,
            });
            const confirmation = await mail.waitForMessage(m => m.subject === `Conferma del tuo ordine ${code}`);
            expect(flat(confirmation)).toContain('Pagamento: Finanziamento Findomestic');
        });
    });
});
