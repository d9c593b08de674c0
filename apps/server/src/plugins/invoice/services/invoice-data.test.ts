import { describe, expect, it } from 'vitest';

import {
    businessFiscalCodeError,
    companyNameError,
    invoiceDataProblem,
    pecError,
    sdiCodeError,
    storedSdiCode,
    vatNumberError,
} from './invoice-data';

/** The Italian and English sentences of a refusal, or undefined when the value is accepted. */
const said = (errors: Array<{ languageCode: string; value: string }> | undefined) =>
    errors?.map(error => `${error.languageCode}: ${error.value}`);

describe('invoice fields, each as it is written', () => {
    it('leaves a field that is not given to the check at payment', () => {
        for (const check of [vatNumberError, sdiCodeError, pecError, businessFiscalCodeError, companyNameError]) {
            expect(check(null)).toBeUndefined();
            expect(check(undefined)).toBeUndefined();
            expect(check('')).toBeUndefined();
        }
    });

    it('takes a partita IVA only with its check digit and in the stored form', () => {
        expect(vatNumberError('00743110157')).toBeUndefined();
        for (const value of ['00743110158', '12345678903', 'IT00743110157', '007 4311 0157', '0074311015']) {
            expect(said(vatNumberError(value)), value).toEqual(['it: Partita IVA non valida', 'en: Invalid VAT code']);
        }
    });

    it('takes a 7-character SdI code in upper case', () => {
        expect(sdiCodeError('M5UXCR1')).toBeUndefined();
        expect(sdiCodeError('0000000')).toBeUndefined();
        for (const value of ['M5UXCR', 'M5UXCR12', 'm5uxcr1', 'M5U XCR1', 'M5UXC-1']) {
            expect(said(sdiCodeError(value)), value).toEqual([
                'it: Codice destinatario non valido',
                'en: Invalid SdI recipient code',
            ]);
        }
    });

    it('takes a PEC address that is an email address, "pec" in the domain or not', () => {
        expect(pecError('amministrazione@pec.rossisrl.it')).toBeUndefined();
        expect(pecError('simest@legalmail.it')).toBeUndefined();
        for (const value of ['rossisrl.it', 'amministrazione@pec', 'a b@pec.it']) {
            expect(said(pecError(value)), value).toEqual(['it: Indirizzo PEC non valido', 'en: Invalid pec address']);
        }
    });

    it("takes a person's fiscal code or a company's 11 digits as the invoice's fiscal code", () => {
        expect(businessFiscalCodeError('RSSMRA85T10A562S')).toBeUndefined();
        expect(businessFiscalCodeError('00743110157')).toBeUndefined();
        for (const value of ['RSSMRA85T10A562X', 'rssmra85t10a562s', '00743110158', '0074311015', 'RSSMRA85']) {
            expect(said(businessFiscalCodeError(value)), value).toEqual([
                'it: Codice fiscale non valido',
                'en: Invalid fiscal code',
            ]);
        }
    });

    it('refuses < > and ; in the company name, and names longer than an e-invoice holds', () => {
        expect(companyNameError("Rossi & Figli S.r.l. – Elettronica d'Arte")).toBeUndefined();
        expect(said(companyNameError('Rossi <b>S.r.l.</b>'))).toEqual([
            'it: Il campo non può contenere i caratteri < e >',
            'en: The field cannot contain the characters < and >',
        ]);
        expect(said(companyNameError('Rossi; S.r.l.'))).toEqual([
            'it: Il campo non può contenere il punto e virgola (;)',
            'en: The field cannot contain a semicolon (;)',
        ]);
        expect(companyNameError('A'.repeat(80))).toBeUndefined();
        expect(said(companyNameError('A'.repeat(81)))).toEqual([
            'it: Il campo può contenere al massimo 80 caratteri',
            'en: The field can have at most 80 characters',
        ]);
    });
});

describe('invoice data as a whole, when the order goes to payment', () => {
    const company = {
        invoiceRequested: true,
        businessCompanyName: 'Rossi S.r.l.',
        businessVatNumber: '00743110157',
    };

    it('asks nothing when no invoice is requested', () => {
        expect(invoiceDataProblem({ invoiceRequested: false })).toBeNull();
        expect(invoiceDataProblem({ invoiceRequested: false, businessCompanyName: 'Rossi S.r.l.' })).toBeNull();
    });

    it('asks a company for its name, its partita IVA and an SdI code or a PEC address', () => {
        expect(invoiceDataProblem({ ...company, businessSdiCode: 'M5UXCR1' })).toBeNull();
        expect(invoiceDataProblem({ ...company, businessPec: 'rossi@pec.it' })).toBeNull();
        expect(invoiceDataProblem(company)).toBe('invoice-company-data-required');
        expect(invoiceDataProblem({ ...company, businessCompanyName: ' ', businessSdiCode: 'M5UXCR1' })).toBe(
            'invoice-company-data-required',
        );
        expect(invoiceDataProblem({ ...company, businessVatNumber: null, businessPec: 'rossi@pec.it' })).toBe(
            'invoice-company-data-required',
        );
    });

    it("asks a private person for their own fiscal code, not a company's", () => {
        expect(invoiceDataProblem({ invoiceRequested: true, businessFiscalCode: 'RSSMRA85T10A562S' })).toBeNull();
        expect(invoiceDataProblem({ invoiceRequested: true })).toBe('invoice-fiscal-code-required');
        expect(invoiceDataProblem({ invoiceRequested: true, businessFiscalCode: '00743110157' })).toBe(
            'invoice-fiscal-code-required',
        );
    });

    it("stores a private person's SdI code as 0000000, and a company's with only a PEC address too", () => {
        const person = { invoiceRequested: true, businessFiscalCode: 'RSSMRA85T10A562S' };
        expect(storedSdiCode(person)).toBe('0000000');
        expect(storedSdiCode({ ...person, businessSdiCode: 'M5UXCR1' })).toBe('0000000');
        expect(storedSdiCode({ ...company, businessSdiCode: 'M5UXCR1' })).toBe('M5UXCR1');
        expect(storedSdiCode({ ...company, businessPec: 'rossi@pec.it' })).toBe('0000000');
        expect(storedSdiCode({ invoiceRequested: false, businessSdiCode: null })).toBeNull();
    });
});
