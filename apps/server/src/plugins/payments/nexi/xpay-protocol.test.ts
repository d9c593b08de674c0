/**
 * XPay's MAC scheme against italy-facts §4's vectors, the signed request form, and the verification of results: every
 * way a return or notification can be forged, altered or garbled, and the outcome and message of each `esito`.
 */
import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import {
    isCodTrans,
    newCodTrans,
    paymentMessageKey,
    paymentRequest,
    requestMac,
    resultMac,
    verifyResult,
    XPAY_ENDPOINTS,
    XpayResultFields,
} from './xpay-protocol';

const KEY = 'SECRETKEY123';

describe('MACs (italy-facts §4 test vectors)', () => {
    it('signs the request for ORD0001, EUR, 5000', () => {
        expect(requestMac({ codTrans: 'ORD0001', divisa: 'EUR', importo: 5000 }, KEY)).toBe(
            'ebe167859a86f63f917c8005aa30dc17c7cb8f45',
        );
        expect(requestMac({ codTrans: 'ORD0001', divisa: 'EUR', importo: '5000' }, KEY)).toBe(
            'ebe167859a86f63f917c8005aa30dc17c7cb8f45',
        );
    });

    it('signs the OK result of 15 January 2024, 14:30:12, authorisation ABC123', () => {
        const fields: XpayResultFields = {
            codTrans: 'ORD0001',
            esito: 'OK',
            importo: '5000',
            divisa: 'EUR',
            data: '20240115',
            orario: '143012',
            codAut: 'ABC123',
        };
        expect(resultMac(fields, KEY)).toBe('3310683b88f12567d8152f69973ef7e182fdd1da');
    });

    it('signs an empty codAut as "codAut=" followed by the key', () => {
        const expected = createHash('sha1')
            .update('codTrans=ORD0001esito=KOimporto=5000divisa=EURdata=20240115orario=143012codAut=' + KEY)
            .digest('hex');
        const fields = { codTrans: 'ORD0001', esito: 'KO', importo: 5000, divisa: 'EUR', data: '20240115' };
        expect(resultMac({ ...fields, orario: '143012', codAut: '' }, KEY)).toBe(expected);
    });

    it('refuses to sign with an empty key', () => {
        expect(() => requestMac({ codTrans: 'A', divisa: 'EUR', importo: 1 }, '')).toThrow('The XPay MAC key is empty');
    });
});

describe('newCodTrans', () => {
    it('is the order code, a dash and ten random capitals or digits, within 30 characters', () => {
        const code = newCodTrans('K7QX2M4PZ9A1B3C5');
        expect(code).toMatch(/^K7QX2M4PZ9A1B3C5-[0-9A-Z]{10}$/);
        expect(isCodTrans(code)).toBe(true);
    });

    it('is different for every attempt of the same order', () => {
        const codes = new Set(Array.from({ length: 1000 }, () => newCodTrans('ORDER1')));
        expect(codes.size).toBe(1000);
    });

    it('drops characters XPay may refuse and shortens a long order code to keep the 30-character limit', () => {
        const code = newCodTrans('2026/11_24 ordine#12345678901234567890');
        expect(code.length).toBe(30);
        expect(code).toMatch(/^20261124ordine12345-[0-9A-Z]{10}$/);
        expect(() => newCodTrans('--//')).toThrow('No letters or digits in the order code "--//"');
    });

    it('accepts only what we send', () => {
        expect(isCodTrans('ABC-123')).toBe(true);
        expect(isCodTrans('A'.repeat(30))).toBe(true);
        expect(isCodTrans('A'.repeat(31))).toBe(false);
        expect(isCodTrans('')).toBe(false);
        expect(isCodTrans('TESTPS_20240115')).toBe(false);
        expect(isCodTrans('ABC 123')).toBe(false);
    });
});

const request = {
    endpoint: XPAY_ENDPOINTS.test,
    alias: 'ALIAS_WEB_00000001',
    macKey: KEY,
    codTrans: 'ORD0001',
    amountCents: 5000,
    currency: 'EUR' as const,
    returnUrl: 'https://shop.example/checkout/nexi/esito?o=ORD0001',
    cancelUrl: 'https://shop.example/checkout/nexi/annullo?o=ORD0001',
    notifyUrl: 'https://api.shop.example/payments/nexi/notifica',
};

describe('paymentRequest', () => {
    it('is a POST of XPay fields to the configured endpoint, signed with the request MAC', () => {
        expect(paymentRequest(request)).toEqual({
            action: 'https://int-ecommerce.nexi.it/ecomm/ecomm/DispatcherServlet',
            method: 'POST',
            fields: {
                alias: 'ALIAS_WEB_00000001',
                importo: '5000',
                divisa: 'EUR',
                codTrans: 'ORD0001',
                url: 'https://shop.example/checkout/nexi/esito?o=ORD0001',
                url_back: 'https://shop.example/checkout/nexi/annullo?o=ORD0001',
                urlpost: 'https://api.shop.example/payments/nexi/notifica',
                languageId: 'ITA',
                mac: 'ebe167859a86f63f917c8005aa30dc17c7cb8f45',
            },
        });
    });

    it('adds the optional email, language and description, and never the key', () => {
        const form = paymentRequest({
            ...request,
            endpoint: XPAY_ENDPOINTS.live,
            email: 'mario.rossi@example.it',
            language: 'ENG',
            description: 'Ordine ORD0001',
        });
        expect(form.action).toBe('https://ecommerce.nexi.it/ecomm/ecomm/DispatcherServlet');
        expect(form.fields).toMatchObject({
            mail: 'mario.rossi@example.it',
            languageId: 'ENG',
            descrizione: 'Ordine ORD0001',
        });
        expect(Object.values(form.fields).some(value => value.includes(KEY))).toBe(false);
    });

    it('refuses an amount that is not a positive whole number of cents', () => {
        for (const amountCents of [0, -100, 49.99, Number.NaN, 2 ** 53]) {
            expect(() => paymentRequest({ ...request, amountCents })).toThrow(
                `The amount must be a positive whole number of cents, not ${amountCents}`,
            );
        }
    });

    it('refuses a codTrans, currency or URL it should never be given', () => {
        expect(() => paymentRequest({ ...request, codTrans: 'A'.repeat(31) })).toThrow('Not a valid codTrans');
        expect(() => paymentRequest({ ...request, currency: 'USD' as 'EUR' })).toThrow('Unsupported currency "USD"');
        expect(() => paymentRequest({ ...request, returnUrl: '/checkout/esito' })).toThrow(
            'returnUrl is not an absolute URL: "/checkout/esito"',
        );
        expect(() => paymentRequest({ ...request, notifyUrl: 'javascript:alert(1)' })).toThrow(
            'notifyUrl is not an HTTP(S) URL',
        );
        expect(() => paymentRequest({ ...request, alias: '' })).toThrow('The XPay alias is empty');
    });
});

const expected = { codTrans: 'ORD0001', amountCents: 5000, currency: 'EUR' };

/** A result as XPay signs it, with the given fields changed before signing. */
function result(fields: Partial<XpayResultFields> & { messaggio?: string } = {}) {
    const signed: XpayResultFields = {
        codTrans: 'ORD0001',
        esito: 'OK',
        importo: '5000',
        divisa: 'EUR',
        data: '20240115',
        orario: '143012',
        codAut: 'ABC123',
        ...fields,
    };
    const params: Record<string, string> = { ...signed, importo: String(signed.importo), mac: resultMac(signed, KEY) };
    if (fields.messaggio !== undefined) params.messaggio = fields.messaggio;
    return params;
}

describe('verifyResult', () => {
    it('accepts the §4 vector as paid, with the authorisation code', () => {
        const params = new URLSearchParams(result());
        expect(params.get('mac')).toBe('3310683b88f12567d8152f69973ef7e182fdd1da');
        expect(verifyResult(params, expected, KEY)).toEqual({
            ok: true,
            outcome: 'paid',
            esito: 'OK',
            codTrans: 'ORD0001',
            codAut: 'ABC123',
            messageKey: null,
            data: '20240115',
            orario: '143012',
        });
    });

    it('maps each esito to its outcome and message', () => {
        const cases = [
            ['OK', 'paid', null],
            ['KO', 'declined', 'paymentFailed'],
            ['ANNULLO', 'cancelled', null],
            ['ERRORE', 'error', 'paymentFailed'],
            ['PEN', 'pending', null],
        ] as const;
        for (const [esito, outcome, messageKey] of cases) {
            expect(verifyResult(result({ esito }), expected, KEY)).toMatchObject({ ok: true, outcome, messageKey });
        }
    });

    it('accepts a refusal without codAut (signed as empty) and passes on XPay messaggio for the log', () => {
        const params = result({ esito: 'KO', codAut: '', messaggio: 'Autorizzazione negata' });
        delete params.codAut;
        const verified = verifyResult(params, expected, KEY);
        expect(verified).toEqual({
            ok: true,
            outcome: 'declined',
            esito: 'KO',
            codTrans: 'ORD0001',
            message: 'Autorizzazione negata',
            messageKey: 'paymentFailed',
            data: '20240115',
            orario: '143012',
        });
    });

    it('refuses a result whose MAC does not match, whatever was changed', () => {
        const tampered = [
            { ...result({ esito: 'KO' }), esito: 'OK' },
            { ...result(), codAut: 'FORGED' },
            { ...result(), data: '20240116' },
            { ...result(), mac: '0'.repeat(40) },
            { ...result(), mac: 'not-a-mac' },
            { ...result(), mac: '' },
        ];
        for (const params of tampered)
            expect(verifyResult(params, expected, KEY)).toEqual({ ok: false, reason: 'bad-mac' });
        expect(verifyResult(result(), expected, 'ANOTHERKEY')).toEqual({ ok: false, reason: 'bad-mac' });
    });

    it('accepts the MAC in capitals too', () => {
        const params = result();
        expect(verifyResult({ ...params, mac: params.mac.toUpperCase() }, expected, KEY)).toMatchObject({ ok: true });
    });

    it('refuses a correctly signed result for another attempt, amount or currency', () => {
        expect(verifyResult(result({ codTrans: 'ORD0002' }), expected, KEY)).toEqual({
            ok: false,
            reason: 'unknown-transaction',
        });
        expect(verifyResult(result({ importo: '500' }), expected, KEY)).toEqual({
            ok: false,
            reason: 'amount-mismatch',
        });
        expect(verifyResult(result({ importo: '05000' }), expected, KEY)).toEqual({
            ok: false,
            reason: 'amount-mismatch',
        });
        expect(verifyResult(result({ divisa: '978' }), expected, KEY)).toEqual({
            ok: false,
            reason: 'currency-mismatch',
        });
    });

    it('checks the MAC before telling whether the transaction is ours', () => {
        const params = { ...result({ codTrans: 'ORD0002' }), mac: '0'.repeat(40) };
        expect(verifyResult(params, expected, KEY)).toEqual({ ok: false, reason: 'bad-mac' });
    });

    it('calls a result malformed when a signed field is missing or repeated, or the esito is unknown', () => {
        for (const name of ['codTrans', 'esito', 'importo', 'divisa', 'data', 'orario', 'mac']) {
            const params = result();
            delete params[name];
            expect(verifyResult(params, expected, KEY), name).toEqual({ ok: false, reason: 'malformed' });
        }
        const repeated = new URLSearchParams(result());
        repeated.append('importo', '1');
        expect(verifyResult(repeated, expected, KEY)).toEqual({ ok: false, reason: 'malformed' });
        expect(verifyResult({ ...result(), codAut: ['A', 'B'] }, expected, KEY)).toEqual({
            ok: false,
            reason: 'malformed',
        });
        expect(verifyResult(result({ esito: 'MAYBE' }), expected, KEY)).toEqual({ ok: false, reason: 'malformed' });
        expect(verifyResult({}, expected, KEY)).toEqual({ ok: false, reason: 'malformed' });
    });
});

describe('paymentMessageKey', () => {
    it('asks for a 3-D Secure card when a refusal speaks of 3-D Secure', () => {
        for (const messaggio of [
            'Carta non abilitata al 3D Secure',
            'Card not enrolled in 3-D Secure',
            'servizio 3DSecure non attivo',
            'Autenticazione 3DS non disponibile',
        ]) {
            expect(paymentMessageKey('KO', messaggio), messaggio).toBe('cardNot3dSecure');
        }
    });

    it('shows the generic message for other refusals and errors, and none for the rest', () => {
        expect(paymentMessageKey('KO', 'Autorizzazione negata')).toBe('paymentFailed');
        expect(paymentMessageKey('KO', 'Codice 13D non valido')).toBe('paymentFailed');
        expect(paymentMessageKey('KO')).toBe('paymentFailed');
        expect(paymentMessageKey('ERRORE', 'Errore 3D Secure')).toBe('paymentFailed');
        expect(paymentMessageKey('OK')).toBeNull();
        expect(paymentMessageKey('PEN')).toBeNull();
        expect(paymentMessageKey('ANNULLO')).toBeNull();
    });
});
