/**
 * Back-in-stock alerts over the real shop API and database: a request for a sold-out variant, asked twice, refused
 * for a bad address, an unknown or an available variant; cancelled by its token; and, once staff restore the stock,
 * exactly one email in the development mailbox to each waiting address, with the product link and a working cancel
 * link, none to a cancelled request, and none again at the next stock change.
 */
import { TransactionalConnection } from '@vendure/core';
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createShopTestEnvironment, testPort } from '../../../../test/shop-test-environment';
import { waitForIdleJobQueue } from '../../../lib/job-queue-idle';
import { catalog } from '../../../seed/catalog';
import { UPDATE_VARIANTS, VARIANTS_BY_SKU } from '../../cart/e2e/cart-documents';
import { StockAlert } from '../entities/stock-alert.entity';
import { StockAlertService } from '../services/stock-alert.service';
import { StockAlertPlugin } from '../stock-alert.plugin';

const PORT = testPort(4196);
// Every request here comes from one address: its own limit is out of the way, the per-address one is tested.
process.env.RATE_LIMIT_STOCK_ALERTS_PER_IP = '1000';
const SERVER = `http://localhost:${PORT}`;
const MAILBOX = `${SERVER}/mailbox`;

const REQUEST = `mutation Request($sku: String, $variantId: ID, $emailAddress: String) {
    requestStockAlert(sku: $sku, variantId: $variantId, emailAddress: $emailAddress) {
        __typename
        ... on StockAlertRequested { emailAddress alreadyRequested }
        ... on ErrorResult { errorCode message }
    }
}`;
const CANCEL = `mutation Cancel($token: String!) {
    cancelStockAlert(token: $token) {
        __typename
        ... on StockAlertCancelled { productName productCode alreadyNotified }
        ... on ErrorResult { errorCode message }
    }
}`;
const CREATE_CUSTOMER = gql`
    mutation CreateCustomer($input: CreateCustomerInput!, $password: String) {
        createCustomer(input: $input, password: $password) {
            __typename
        }
    }
`;

interface Answer {
    status: number;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it asked for
    data: any;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/** A guest's shop API call over HTTP. */
async function shop(query: string, variables: Record<string, unknown>): Promise<Answer> {
    const response = await fetch(`${SERVER}/shop-api`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, ...((await response.json()) as Omit<Answer, 'status'>) };
}

interface MailboxEntry {
    fileName: string;
    subject: string;
    recipient: string;
}

/** The mailbox's list. It answers an error while an email is being written; it is asked again then. */
async function mailbox(): Promise<MailboxEntry[]> {
    for (let attempt = 1; ; attempt++) {
        const answer = await (await fetch(`${MAILBOX}/list`)).text();
        const list: unknown = (() => {
            try {
                return JSON.parse(answer);
            } catch {
                return undefined;
            }
        })();
        if (Array.isArray(list)) return list as MailboxEntry[];
        if (attempt === 10) throw new Error(`The mailbox answered ${answer.slice(0, 200)}`);
        await new Promise(resolve => setTimeout(resolve, 100));
    }
}

async function emailTo(recipient: string, timeoutMs = 20_000): Promise<{ entry: MailboxEntry; body: string }> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
        const entry = (await mailbox()).find(e => e.recipient === recipient);
        if (entry) {
            const email = (await (await fetch(`${MAILBOX}/item/${entry.fileName}`)).json()) as { body: string };
            return { entry, body: email.body };
        }
        if (Date.now() > deadline) throw new Error(`No email to ${recipient} within ${timeoutMs} ms`);
        await new Promise(resolve => setTimeout(resolve, 200));
    }
}

describe('stock alerts', () => {
    const { adminClient, shopClient, server, init, destroy } = createShopTestEnvironment({ port: PORT });
    // A product of one variant with plenty of stock, made sold out below; and another left available.
    const singles = catalog.products.filter(p => !p.isVirtual && p.variants.length === 1 && p.variants[0].stock >= 5);
    const [product, available] = singles;
    const sku = product.variants[0].sku;
    let variantId: string;

    async function setStock(targetSku: string, stockOnHand: number) {
        const { productVariants } = await adminClient.query(VARIANTS_BY_SKU, { sku: targetSku });
        const id = productVariants.items.find((v: { sku: string }) => v.sku === targetSku).id as string;
        await adminClient.query(UPDATE_VARIANTS, { input: [{ id, stockOnHand }] });
        return id;
    }

    /** Waits for the stock check started by the last change and for the emails it queued. */
    async function settled() {
        await new Promise(resolve => setTimeout(resolve, 300));
        await server.app.get(StockAlertPlugin).idle();
        await waitForIdleJobQueue(server.app, 20_000);
    }

    function alerts() {
        return server.app
            .get(TransactionalConnection)
            .rawConnection.getRepository(StockAlert)
            .find({
                // The test server's API ids carry a prefix (T_126); the table holds the database's own.
                where: { productVariantId: Number(variantId.replace(/^T_/, '')) },
                order: { id: 'ASC' },
            });
    }

    beforeAll(async () => {
        await init();
        await adminClient.asSuperAdmin();
        variantId = await setStock(sku, 0);
    }, 120_000);

    afterAll(async () => {
        await destroy();
    });

    it('records a request for a sold-out variant, by sku or by id', async () => {
        const answer = await shop(REQUEST, { sku, emailAddress: '  Giulia.Conti@Example.it ' });
        expect(answer.status).toBe(200);
        expect(answer.data.requestStockAlert).toEqual({
            __typename: 'StockAlertRequested',
            emailAddress: 'giulia.conti@example.it',
            alreadyRequested: false,
        });
        const byId = await shop(REQUEST, { variantId, emailAddress: 'paolo.ferri@example.it' });
        expect(byId.data.requestStockAlert.alreadyRequested).toBe(false);
        const rows = await alerts();
        expect(rows.map(row => [row.emailAddress, row.status])).toEqual([
            ['giulia.conti@example.it', 'pending'],
            ['paolo.ferri@example.it', 'pending'],
        ]);
    });

    it('answers a second request kindly and records nothing new', async () => {
        const again = await shop(REQUEST, { sku, emailAddress: 'GIULIA.CONTI@example.it' });
        expect(again.data.requestStockAlert).toEqual({
            __typename: 'StockAlertRequested',
            emailAddress: 'giulia.conti@example.it',
            alreadyRequested: true,
        });
        expect(await alerts()).toHaveLength(2);
    });

    it('refuses a bad address, an unknown variant and an available one by error code', async () => {
        for (const emailAddress of ['giulia.conti', 'giulia@', '', '   ', `${'a'.repeat(250)}@example.it`, null]) {
            const answer = await shop(REQUEST, { sku, emailAddress });
            expect(answer.status).toBe(200);
            expect(answer.data.requestStockAlert).toEqual({
                __typename: 'StockAlertEmailInvalidError',
                errorCode: 'STOCK_ALERT_EMAIL_INVALID_ERROR',
                message: 'Enter a valid email address',
            });
        }
        for (const variables of [{ sku: 'NON-ESISTE-123' }, { variantId: '999999' }, { variantId: 'abc' }, {}]) {
            const answer = await shop(REQUEST, { ...variables, emailAddress: 'giulia.conti@example.it' });
            expect(answer.data.requestStockAlert.errorCode).toBe('STOCK_ALERT_VARIANT_NOT_FOUND_ERROR');
        }
        const both = await shop(REQUEST, { sku, variantId, emailAddress: 'giulia.conti@example.it' });
        expect(both.data.requestStockAlert.errorCode).toBe('STOCK_ALERT_VARIANT_NOT_FOUND_ERROR');
        const inStock = await shop(REQUEST, {
            sku: available.variants[0].sku,
            emailAddress: 'giulia.conti@example.it',
        });
        expect(inStock.data.requestStockAlert.errorCode).toBe('STOCK_ALERT_NOT_SOLD_OUT_ERROR');
        // A wrong type is GraphQL's own 400, never a server error.
        const wrongType = await shop(REQUEST, { sku: 12, emailAddress: 'giulia.conti@example.it' });
        expect(wrongType.status).toBe(400);
        expect(await alerts()).toHaveLength(2);
    });

    it("uses a signed-in customer's own address when none is given", async () => {
        await adminClient.query(CREATE_CUSTOMER, {
            input: { emailAddress: 'marta.riva@example.it', firstName: 'Marta', lastName: 'Riva' },
            password: 'Password-sicura-1',
        });
        await shopClient.asUserWithCredentials('marta.riva@example.it', 'Password-sicura-1');
        const { requestStockAlert } = await shopClient.query(gql(REQUEST), { sku });
        expect(requestStockAlert).toEqual({
            __typename: 'StockAlertRequested',
            emailAddress: 'marta.riva@example.it',
            alreadyRequested: false,
        });
        await shopClient.asAnonymousUser();
    });

    it('cancels a request with its token, and refuses a forged or malformed one', async () => {
        const rows = await alerts();
        const paolo = rows.find(row => row.emailAddress === 'paolo.ferri@example.it')!;
        const token = server.app.get(StockAlertService).tokenFor(paolo);

        for (const bad of ['', 'nonsense', `${paolo.id}.${'A'.repeat(43)}`, `${token}x`, token.replace(/^\d+/, '1')]) {
            const refused = await shop(CANCEL, { token: bad });
            expect(refused.data.cancelStockAlert).toEqual({
                __typename: 'StockAlertTokenInvalidError',
                errorCode: 'STOCK_ALERT_TOKEN_INVALID_ERROR',
                message: 'This cancel link is not valid',
            });
        }
        const cancelled = await shop(CANCEL, { token });
        expect(cancelled.data.cancelStockAlert).toEqual({
            __typename: 'StockAlertCancelled',
            productName: product.name,
            productCode: product.code,
            alreadyNotified: false,
        });
        expect((await alerts()).find(row => row.id === paolo.id)?.status).toBe('cancelled');
    });

    it('sends one email to each waiting address once the stock is back, none to a cancelled request', async () => {
        await setStock(sku, 4);
        const { entry, body } = await emailTo('giulia.conti@example.it');
        await settled();

        expect(entry.subject).toBe(`È tornato disponibile: ${product.name}`);
        expect(body).toContain('il prodotto che aspettavi è di nuovo disponibile');
        const productLink = `http://localhost:3000/it/p/${encodeURIComponent(product.code)}?variant&#x3D;${encodeURIComponent(sku)}`;
        expect(body).toContain(`href="${productLink}"`);
        const cancelLink = /href="(http:\/\/localhost:3000\/it\/avvisi\/annulla\?token&#x3D;[^"]+)"/.exec(body);
        expect(cancelLink).not.toBeNull();
        expect(body).toContain('href="http://localhost:3000/it/Page?slug&#x3D;privacy-policy"');

        const list = await mailbox();
        expect(list.filter(e => e.recipient === 'giulia.conti@example.it')).toHaveLength(1);
        expect(list.filter(e => e.recipient === 'marta.riva@example.it')).toHaveLength(1);
        expect(list.filter(e => e.recipient === 'paolo.ferri@example.it')).toHaveLength(0);
        const statuses = Object.fromEntries((await alerts()).map(row => [row.emailAddress, row.status]));
        expect(statuses).toEqual({
            'giulia.conti@example.it': 'notified',
            'marta.riva@example.it': 'notified',
            'paolo.ferri@example.it': 'cancelled',
        });

        // More stock, sold out and back again: the requests are done, no second email.
        await setStock(sku, 9);
        await setStock(sku, 0);
        await setStock(sku, 3);
        await settled();
        expect((await mailbox()).filter(e => e.recipient === 'giulia.conti@example.it')).toHaveLength(1);

        // The email's link still works: the request was already done, and the answer says so.
        const token = decodeURIComponent(new URL(cancelLink![1].replace(/&#x3D;/g, '=')).searchParams.get('token')!);
        const cancelled = await shop(CANCEL, { token });
        expect(cancelled.data.cancelStockAlert).toMatchObject({ productName: product.name, alreadyNotified: true });
    });

    it('takes a new request once the earlier one is done, and an older link cancels nothing newer', async () => {
        await setStock(sku, 0);
        const giulia = (await alerts()).find(row => row.emailAddress === 'giulia.conti@example.it')!;
        const oldToken = server.app.get(StockAlertService).tokenFor(giulia);
        const again = await shop(REQUEST, { sku, emailAddress: 'giulia.conti@example.it' });
        expect(again.data.requestStockAlert.alreadyRequested).toBe(false);
        const refused = await shop(CANCEL, { token: oldToken });
        expect(refused.data.cancelStockAlert.errorCode).toBe('STOCK_ALERT_TOKEN_INVALID_ERROR');
        expect((await alerts()).find(row => row.id === giulia.id)?.status).toBe('pending');
    });

    it('limits requests per address with RATE_LIMITED and HTTP 429', async () => {
        const emailAddress = 'molte.richieste@example.it';
        for (let i = 0; i < 10; i++) {
            const answer = await shop(REQUEST, { sku, emailAddress });
            expect(answer.status).toBe(200);
        }
        const refused = await shop(REQUEST, { sku, emailAddress });
        expect(refused.status).toBe(429);
        expect(refused.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    });
});
