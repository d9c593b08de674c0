/**
 * The Findomestic sandbox over HTTP: the shop's redirect link, the application page, the callback a tiny local
 * receiver gets and the shopper's return — read with the protocol module, token included, as checkout will.
 */
import http from 'node:http';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
    financingRedirect,
    hashToken,
    newCallbackToken,
    readCallback,
    readReturn,
    readToken,
    tokenMatchesHash,
    withToken,
} from '../findomestic/findomestic-protocol';
import { FindomesticSandbox, startFindomesticSandbox } from './findomestic-sandbox';
import { closeServer, listen, SANDBOX_CSP } from './sandbox-http';

let sandbox: FindomesticSandbox;
let receiver: http.Server;
let shop: string;
let received: URL[];

beforeAll(async () => {
    sandbox = await startFindomesticSandbox({ tvei: '100394259' });
    receiver = http.createServer((req, res) => {
        received.push(new URL(req.url ?? '/', shop));
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"result":"order updated"}');
    });
    shop = await listen(receiver);
});

afterAll(async () => {
    await sandbox.close();
    await closeServer(receiver);
});

beforeEach(() => {
    received = [];
    sandbox.callbacks.length = 0;
});

function link(token: string, overrides: { tvei?: string; lastName?: string } = {}) {
    return financingRedirect({
        baseUrl: sandbox.webAppUrl,
        tvei: overrides.tvei ?? '100394259',
        prf: '7079',
        amountCents: 38940,
        cartId: 'K7QX2M4PZ9A1B3C5',
        firstName: 'Maria',
        lastName: overrides.lastName ?? 'Rossi',
        email: 'maria.rossi@example.it',
        returnUrl: withToken(`${shop}/checkout/findomestic/esito`, token),
        callbackUrl: withToken(`${shop}/payments/findomestic/callback`, token),
    });
}

/** Opens the application page and returns its form's absolute action. */
async function openApplication(url: string): Promise<string> {
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const action = /<form method="post" action="([^"]+)">/.exec(await page.text())?.[1];
    expect(action).toMatch(/^\/findomestic\/sandbox\/decisione\/[A-Za-z0-9_-]{22}$/);
    return new URL(action!, sandbox.origin).toString();
}

async function choose(action: string, decisione: string) {
    return fetch(action, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ decisione }).toString(),
        redirect: 'manual',
    });
}

describe('Findomestic sandbox', () => {
    it('on "Approva" calls back with code 0 and returns the shopper with esito=OK, both carrying our token', async () => {
        const token = newCallbackToken();
        const stored = hashToken(token);
        const answer = await choose(await openApplication(link(token)), 'approva');

        expect(received).toHaveLength(1);
        expect(received[0].pathname).toBe('/payments/findomestic/callback');
        expect(readCallback(received[0].searchParams)).toBe('approved');
        expect(tokenMatchesHash(readToken(received[0].searchParams)!, stored)).toBe(true);
        expect(sandbox.callbacks).toMatchObject([{ method: 'GET', status: 200 }]);

        expect(answer.status).toBe(303);
        const back = new URL(answer.headers.get('location')!);
        expect(back.pathname).toBe('/checkout/findomestic/esito');
        expect(readReturn(back.searchParams)).toBe('in-review');
        expect(tokenMatchesHash(readToken(back.searchParams)!, stored)).toBe(true);
    });

    it('on "Rifiuta" calls back with a refusal code and returns esito=KO', async () => {
        const answer = await choose(await openApplication(link(newCallbackToken())), 'rifiuta');
        expect(received[0].searchParams.get('codiceEsitoFindomestic')).toBe('1');
        expect(readCallback(received[0].searchParams)).toBe('refused');
        expect(readReturn(new URL(answer.headers.get('location')!).searchParams)).toBe('refused');
    });

    it('on "Annulla" makes no callback and returns the shopper as cancelled', async () => {
        const answer = await choose(await openApplication(link(newCallbackToken())), 'annulla');
        expect(received).toHaveLength(0);
        expect(sandbox.callbacks).toHaveLength(0);
        expect(readReturn(new URL(answer.headers.get('location')!).searchParams)).toBe('cancelled');
    });

    it('shows the amount and the name, escaped, under the strict CSP', async () => {
        const page = await fetch(link(newCallbackToken(), { lastName: '<b>Rossi</b>' }));
        expect(page.headers.get('content-security-policy')).toBe(SANDBOX_CSP);
        const html = await page.text();
        expect(html).toContain('389,40');
        expect(html).toContain('<dd>Maria &#60;b&#62;Rossi&#60;/b&#62;</dd>');
        expect(html).toContain('<dd>K7QX2M4PZ9A1B3C5</dd>');
        for (const button of ['Approva', 'Rifiuta', 'Annulla']) expect(html).toContain(`>${button}</button>`);
        expect(html).not.toContain('<script');
    });

    it('refuses a link for another seller or without a callback URL', async () => {
        const other = await fetch(link(newCallbackToken(), { tvei: '999' }));
        expect(other.status).toBe(400);
        expect(await other.text()).toContain('Codice venditore sconosciuto');
        const url = new URL(link(newCallbackToken()));
        url.searchParams.delete('callBackUrl');
        const missing = await fetch(url);
        expect(missing.status).toBe(400);
        expect(await missing.text()).toContain('Parametro mancante o ripetuto: callBackUrl');
    });

    it('takes one decision per application, and only one of the three', async () => {
        const action = await openApplication(link(newCallbackToken()));
        expect((await choose(action, 'approva-tutto')).status).toBe(400);
        expect((await choose(action, 'approva')).status).toBe(303);
        const second = await choose(action, 'rifiuta');
        expect(second.status).toBe(404);
        expect(await second.text()).toContain('Richiesta scaduta o già conclusa');
        expect(received).toHaveLength(1);
    });
});
