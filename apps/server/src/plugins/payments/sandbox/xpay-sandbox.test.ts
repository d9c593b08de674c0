/**
 * The XPay sandbox over HTTP, driven as a browser would: the shop's signed form, the card page, the notification a tiny
 * local receiver gets, and the redirect back — both verified with the protocol module, as checkout will.
 */
import http from 'node:http';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { paymentRequest, verifyResult } from '../nexi/xpay-protocol';
import { closeServer, listen, readForm, SANDBOX_CSP } from './sandbox-http';
import { romeDateTime, sandboxCardResult, startXpaySandbox, XpaySandbox } from './xpay-sandbox';

const ALIAS = 'ALIAS_SANDBOX_0001';
const KEY = 'sandbox-mac-key-123';
/** 15 January 2024, 14:30:12 in Rome. */
const NOW = new Date('2024-01-15T13:30:12Z');

let sandbox: XpaySandbox;
let receiver: http.Server;
let shop: string;
/** The notifications the shop received, and what it answers them. */
let received: URLSearchParams[];
let notifyStatus: number;

beforeAll(async () => {
    sandbox = await startXpaySandbox({ alias: ALIAS, macKey: KEY, now: () => NOW });
    receiver = http.createServer(async (req, res) => {
        received.push(await readForm(req));
        res.writeHead(notifyStatus).end();
    });
    shop = await listen(receiver);
});

afterAll(async () => {
    await sandbox.close();
    await closeServer(receiver);
});

beforeEach(() => {
    received = [];
    notifyStatus = 200;
    sandbox.notifications.length = 0;
});

let attempt = 0;

function form(overrides: { amountCents?: number; description?: string } = {}) {
    attempt += 1;
    return paymentRequest({
        endpoint: sandbox.endpoint,
        alias: ALIAS,
        macKey: KEY,
        codTrans: `ORD0001-${attempt}`,
        amountCents: overrides.amountCents ?? 5000,
        currency: 'EUR',
        returnUrl: `${shop}/checkout/esito?order=ORD0001`,
        cancelUrl: `${shop}/checkout/annullo?order=ORD0001`,
        notifyUrl: `${shop}/payments/nexi/notifica`,
        description: overrides.description,
    });
}

async function post(url: string, fields: Record<string, string>) {
    return fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
    });
}

/** Opens the card page for a request and returns its form's absolute action. */
async function openCardPage(request: ReturnType<typeof form>): Promise<string> {
    const page = await post(request.action, request.fields);
    expect(page.status).toBe(200);
    const html = await page.text();
    const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
    expect(action).toMatch(/^\/ecomm\/sandbox\/pagamento\/[A-Za-z0-9_-]{22}$/);
    return new URL(action!, sandbox.origin).toString();
}

async function pay(request: ReturnType<typeof form>, pan: string) {
    const action = await openCardPage(request);
    return post(action, { pan, scadenza: '12/30', cvv: '396', azione: 'paga' });
}

function expectationOf(request: ReturnType<typeof form>) {
    return { codTrans: request.fields.codTrans, amountCents: Number(request.fields.importo), currency: 'EUR' };
}

describe('XPay sandbox', () => {
    it('approves the test VISA: the shop is notified with a valid MAC, then the shopper is sent back signed', async () => {
        const request = form();
        const answer = await pay(request, '4349 9401 9900 4549');

        expect(answer.status).toBe(303);
        const location = new URL(answer.headers.get('location')!);
        expect(`${location.origin}${location.pathname}`).toBe(`${shop}/checkout/esito`);
        expect(location.searchParams.get('order')).toBe('ORD0001');
        const back = verifyResult(location.searchParams, expectationOf(request), KEY);
        expect(back).toMatchObject({
            ok: true,
            outcome: 'paid',
            esito: 'OK',
            codTrans: request.fields.codTrans,
            data: '20240115',
            orario: '143012',
            messageKey: null,
        });
        expect(back.ok && back.codAut).toMatch(/^\d{6}$/);
        expect(location.searchParams.has('messaggio')).toBe(false);
        expect(location.searchParams.get('alias')).toBe(ALIAS);

        // The notification had arrived before the redirect was answered, with the same signed result.
        expect(received).toHaveLength(1);
        expect(verifyResult(received[0], expectationOf(request), KEY)).toEqual(back);
        expect(received[0].get('mac')).toBe(location.searchParams.get('mac'));
        expect(sandbox.notifications).toMatchObject([
            { method: 'POST', url: `${shop}/payments/nexi/notifica`, status: 200 },
        ]);
    });

    it('declines the declined test MasterCard with a messaggio, on both channels', async () => {
        const request = form();
        const answer = await pay(request, '5515931855858729');
        const location = new URL(answer.headers.get('location')!);
        const expected = {
            ok: true,
            outcome: 'declined',
            esito: 'KO',
            message: 'Autorizzazione negata',
            messageKey: 'paymentFailed',
        };
        expect(verifyResult(location.searchParams, expectationOf(request), KEY)).toMatchObject(expected);
        expect(location.searchParams.get('codAut')).toBe('');
        expect(verifyResult(received[0], expectationOf(request), KEY)).toMatchObject(expected);
    });

    it('refuses the card without 3-D Secure with the message asking for another card', async () => {
        const request = form();
        const location = new URL((await pay(request, '5500000000000004')).headers.get('location')!);
        expect(verifyResult(location.searchParams, expectationOf(request), KEY)).toMatchObject({
            outcome: 'declined',
            messageKey: 'cardNot3dSecure',
        });
    });

    it('leaves a card starting 4000 pending, and refuses any other number', async () => {
        const pending = form();
        const pendingBack = new URL((await pay(pending, '4000123412341234')).headers.get('location')!);
        expect(verifyResult(pendingBack.searchParams, expectationOf(pending), KEY)).toMatchObject({
            outcome: 'pending',
            esito: 'PEN',
        });
        const other = form();
        const otherBack = new URL((await pay(other, '1234')).headers.get('location')!);
        expect(verifyResult(otherBack.searchParams, expectationOf(other), KEY)).toMatchObject({
            outcome: 'declined',
            message: 'Carta non valida',
        });
    });

    it('sends "Annulla" to url_back with a signed ANNULLO, and tells the shop too', async () => {
        const request = form();
        const action = await openCardPage(request);
        const answer = await post(action, { azione: 'annulla' });
        expect(answer.status).toBe(303);
        const location = new URL(answer.headers.get('location')!);
        expect(`${location.origin}${location.pathname}`).toBe(`${shop}/checkout/annullo`);
        expect(verifyResult(location.searchParams, expectationOf(request), KEY)).toMatchObject({
            ok: true,
            outcome: 'cancelled',
            esito: 'ANNULLO',
            messageKey: null,
        });
        expect(verifyResult(received[0], expectationOf(request), KEY)).toMatchObject({ outcome: 'cancelled' });
    });

    it('still sends the shopper back when the notification answers 500, and records the answer', async () => {
        notifyStatus = 500;
        const answer = await pay(form(), '4349940199004549');
        expect(answer.status).toBe(303);
        expect(sandbox.notifications).toMatchObject([{ status: 500 }]);
    });

    it('shows an error page, not the card page, for a request with a bad MAC', async () => {
        const request = form();
        const answer = await post(request.action, { ...request.fields, importo: '1' });
        expect(answer.status).toBe(400);
        const html = await answer.text();
        expect(html).toContain('<p class="errore">MAC errato</p>');
        expect(html).not.toContain('Numero carta');
    });

    it('refuses an unknown alias, a missing field and a codTrans already used', async () => {
        const request = form();
        const wrongAlias = await post(request.action, { ...request.fields, alias: 'ALTRO' });
        expect(await wrongAlias.text()).toContain('Alias sconosciuto');
        const { url: _url, ...withoutUrl } = request.fields;
        expect(await (await post(request.action, withoutUrl)).text()).toContain('Parametro mancante o ripetuto: url');

        await openCardPage(request);
        const again = await post(request.action, request.fields);
        expect(again.status).toBe(400);
        expect(await again.text()).toContain('Codice transazione già utilizzato');
    });

    it('ends the card page at its first submission', async () => {
        const action = await openCardPage(form());
        expect((await post(action, { pan: '4349940199004549', azione: 'paga' })).status).toBe(303);
        const second = await post(action, { pan: '4349940199004549', azione: 'paga' });
        expect(second.status).toBe(404);
        expect(await second.text()).toContain('Sessione di pagamento scaduta o già conclusa');
        expect(received).toHaveLength(1);
    });

    it('serves an Italian page with no scripts under a strict CSP, escaping the description', async () => {
        const request = form({ amountCents: 123456, description: '<script>alert(1)</script> Ordine' });
        const page = await post(request.action, request.fields);
        expect(page.headers.get('content-security-policy')).toBe(SANDBOX_CSP);
        expect(SANDBOX_CSP).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]+=*'; /);
        const html = await page.text();
        expect(html).toContain('<html lang="it">');
        expect(html).toContain('1234,56');
        expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62; Ordine');
        expect(html).not.toContain('<script');
        for (const label of ['Numero carta', 'Scadenza (MM/AA)', 'CVV']) expect(html).toContain(`>${label}</label>`);
        expect(html).toContain('<button name="azione" value="paga">Paga</button>');
        expect(html).toContain('<button name="azione" value="annulla" formnovalidate>Annulla</button>');
    });

    it('answers only POST at the endpoint', async () => {
        expect((await fetch(sandbox.endpoint)).status).toBe(405);
        expect((await fetch(`${sandbox.origin}/altro`)).status).toBe(404);
    });
});

describe('romeDateTime', () => {
    it('gives the date and time in Italy, in winter and in summer time', () => {
        expect(romeDateTime(new Date('2024-01-15T13:30:12Z'))).toEqual({ data: '20240115', orario: '143012' });
        expect(romeDateTime(new Date('2024-07-01T22:30:05Z'))).toEqual({ data: '20240702', orario: '003005' });
        expect(romeDateTime(new Date('2024-12-31T23:00:00Z'))).toEqual({ data: '20250101', orario: '000000' });
    });
});

describe('sandboxCardResult', () => {
    it('reads spaces and dashes in the number as the shopper types them', () => {
        expect(sandboxCardResult('4349-9401-9900-4549')).toEqual({ esito: 'OK' });
        expect(sandboxCardResult('4000')).toEqual({ esito: 'KO', messaggio: 'Carta non valida' });
    });
});
