/**
 * Findomestic's redirect link, our per-order token, and the reading of the two unsigned answers: what each value means
 * and that a garbled one changes nothing.
 */
import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import {
    financingRedirect,
    hashToken,
    isFinanceable,
    isWellFormedToken,
    newCallbackToken,
    readCallback,
    readReturn,
    readToken,
    tokenMatchesHash,
    withToken,
} from './findomestic-protocol';

const TEST_APP = 'https://b2ctest.ecredit.it/clienti/pmcrs/eprice/mcommerce/pages/simulatore.html';
const TOKEN = 'q0Wf3kq1xk8yq2c3Zr5m7n9p0s2u4w6y8A0C2E4G6I8';

const input = {
    baseUrl: TEST_APP,
    tvei: '100394259',
    prf: '7079',
    amountCents: 38940,
    cartId: 'K7QX2M4PZ9A1B3C5',
    firstName: 'Maria Grazia',
    lastName: "D'Angelo & Figli",
    email: 'maria.dangelo@example.it',
    returnUrl: `https://shop.example/checkout/findomestic/esito?token=${TOKEN}`,
    callbackUrl: `https://api.shop.example/payments/findomestic/callback?token=${TOKEN}`,
};

describe('financingRedirect', () => {
    it('links to the web app with the parameters in the module order, each encoded', () => {
        const link = financingRedirect(input);
        const url = new URL(link);
        expect(url.origin + url.pathname).toBe(TEST_APP);
        expect([...url.searchParams]).toEqual([
            ['tvei', '100394259'],
            ['prf', '7079'],
            ['importo', '38940'],
            ['cartId', 'K7QX2M4PZ9A1B3C5'],
            ['nomeCliente', 'Maria Grazia'],
            ['cognomeCliente', "D'Angelo & Figli"],
            ['emailCliente', 'maria.dangelo@example.it'],
            ['urlRedirect', input.returnUrl],
            ['callBackUrl', input.callbackUrl],
        ]);
        // The nested URLs stay whole: their own "?" and "=" are encoded, not taken as ours.
        expect(link).toContain('urlRedirect=https%3A%2F%2Fshop.example%2Fcheckout%2Ffindomestic%2Fesito%3Ftoken%3D');
    });

    it('adds CodiceFinalita only when configured', () => {
        const url = new URL(financingRedirect({ ...input, codiceFinalita: '0123' }));
        expect([...url.searchParams.keys()].slice(0, 4)).toEqual(['tvei', 'prf', 'CodiceFinalita', 'importo']);
        expect(url.searchParams.get('CodiceFinalita')).toBe('0123');
    });

    it('refuses amounts and URLs the shop should never produce', () => {
        expect(() => financingRedirect({ ...input, amountCents: 389.4 })).toThrow(
            'The amount must be a positive whole number of cents, not 389.4',
        );
        expect(() => financingRedirect({ ...input, callbackUrl: '/callback' })).toThrow(
            'callbackUrl is not an absolute URL: "/callback"',
        );
        expect(() => financingRedirect({ ...input, tvei: '' })).toThrow('tvei is empty');
    });
});

describe('the per-order token', () => {
    it('is 32 random bytes in base64url, different every time', () => {
        const token = newCallbackToken();
        expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(Buffer.from(token, 'base64url')).toHaveLength(32);
        expect(new Set(Array.from({ length: 100 }, newCallbackToken)).size).toBe(100);
    });

    it('is stored as its SHA-256 and matched against it', () => {
        const token = newCallbackToken();
        const stored = hashToken(token);
        expect(stored).toBe(createHash('sha256').update(token).digest('hex'));
        expect(stored).not.toContain(token);
        expect(tokenMatchesHash(token, stored)).toBe(true);
        expect(tokenMatchesHash(newCallbackToken(), stored)).toBe(false);
        expect(tokenMatchesHash(stored, stored)).toBe(false);
        expect(tokenMatchesHash(token, '')).toBe(false);
    });

    it('travels in the URLs and is read back only when it is one of ours', () => {
        const url = withToken('https://shop.example/esito?o=1', TOKEN);
        expect(url).toBe(`https://shop.example/esito?o=1&token=${TOKEN}`);
        expect(readToken(new URL(url).searchParams)).toBe(TOKEN);
        expect(readToken({ token: TOKEN })).toBe(TOKEN);
        expect(readToken({})).toBeNull();
        expect(readToken({ token: 'short' })).toBeNull();
        expect(readToken({ token: [TOKEN, TOKEN] })).toBeNull();
        expect(isWellFormedToken(`${TOKEN}=`)).toBe(false);
    });
});

describe('readReturn', () => {
    it('reads OK as in review, in any case', () => {
        expect(readReturn({ esito: 'OK' })).toBe('in-review');
        expect(readReturn(new URLSearchParams('esito=ok'))).toBe('in-review');
    });

    it('reads the sandbox cancellation as cancelled and any other value as refused', () => {
        expect(readReturn({ esito: 'ANNULLO' })).toBe('cancelled');
        expect(readReturn({ esito: 'annullato' })).toBe('cancelled');
        expect(readReturn({ esito: 'KO' })).toBe('refused');
        expect(readReturn({ esito: 'AUTHORIZED' })).toBe('refused');
    });

    it('calls a missing, empty or repeated esito malformed', () => {
        expect(readReturn({})).toBe('malformed');
        expect(readReturn({ esito: '  ' })).toBe('malformed');
        expect(readReturn(new URLSearchParams('esito=OK&esito=KO'))).toBe('malformed');
    });
});

describe('readCallback', () => {
    it('reads code 0 as approved and any other code as refused', () => {
        expect(readCallback({ codiceEsitoFindomestic: '0' })).toBe('approved');
        expect(readCallback(new URLSearchParams('codiceEsitoFindomestic=00'))).toBe('approved');
        expect(readCallback({ codiceEsitoFindomestic: '1' })).toBe('refused');
        expect(readCallback({ codiceEsitoFindomestic: '27' })).toBe('refused');
        expect(readCallback({ codiceEsitoFindomestic: '-1' })).toBe('refused');
    });

    it('calls anything that is not one number code malformed', () => {
        for (const query of [
            {},
            { codiceEsitoFindomestic: '' },
            { codiceEsitoFindomestic: 'OK' },
            { codiceEsitoFindomestic: '0; DROP' },
            { codiceEsitoFindomestic: ['0', '1'] },
            { esito: '0' },
        ]) {
            expect(readCallback(query), JSON.stringify(query)).toBe('malformed');
        }
    });
});

describe('isFinanceable', () => {
    const range = { minCents: 20_000, maxCents: 1_000_000 };

    it('includes both bounds', () => {
        expect(isFinanceable(20_000, range)).toBe(true);
        expect(isFinanceable(1_000_000, range)).toBe(true);
        expect(isFinanceable(38_940, range)).toBe(true);
    });

    it('excludes what is outside them, and amounts that are not whole cents', () => {
        expect(isFinanceable(19_999, range)).toBe(false);
        expect(isFinanceable(1_000_001, range)).toBe(false);
        expect(isFinanceable(20_000.5, range)).toBe(false);
        expect(isFinanceable(Number.NaN, range)).toBe(false);
        expect(isFinanceable(0, { minCents: 0, maxCents: 100 })).toBe(false);
    });
});
