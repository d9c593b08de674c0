import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { billingForm, guestEmailForm, paymentForm, shippingForm } from './checkout-forms.js';
import { isValidationMessageKey } from './messages.js';
import { isValidPostcode } from '../italian-addresses.js';

function errors(schema: z.ZodType, value: unknown): Record<string, string[]> | null {
    const result = schema.safeParse(value);
    if (result.success) return null;
    const byField: Record<string, string[]> = {};
    for (const issue of result.error.issues) (byField[issue.path.join('.')] ??= []).push(issue.message);
    return byField;
}

const address = {
    firstName: 'Maria Grazia',
    lastName: "D'Angelo",
    streetLine1: 'Via Roma 12',
    postalCode: '20121',
    city: 'Milano',
    province: 'mi',
    countryCode: 'IT',
    phoneNumber: '+39 333 123 4567',
};

describe('guest email form', () => {
    it('takes a valid email and refuses a bad one with the §5 key', () => {
        expect(guestEmailForm.parse({ email: ' mario@example.it ' })).toEqual({ email: 'mario@example.it' });
        expect(errors(guestEmailForm, { email: 'mario@' })).toEqual({ email: ['validation.invalidEmail'] });
        expect(errors(guestEmailForm, {})).toEqual({ email: ['validation.required'] });
    });
});

describe('shipping form', () => {
    it('normalises the province to its sigla in upper case', () => {
        expect(shippingForm.parse(address)).toMatchObject({ province: 'MI', countryCode: 'IT', streetLine2: '' });
    });

    it('requires an Italian province from the list, and a five-digit CAP', () => {
        expect(errors(shippingForm, { ...address, province: undefined })).toEqual({
            province: ['validation.required'],
        });
        expect(errors(shippingForm, { ...address, province: 'XX' })).toEqual({
            province: ['validation.invalidProvince'],
        });
        expect(errors(shippingForm, { ...address, postalCode: '2012' })).toEqual({
            postalCode: ['validation.invalidPostcode'],
        });
    });

    it('takes San Marino and Vatican addresses without a province, with their own CAPs', () => {
        const sanMarino = {
            ...address,
            province: undefined,
            countryCode: 'SM',
            postalCode: '47890',
            city: 'San Marino',
        };
        expect(shippingForm.parse(sanMarino)).toMatchObject({ countryCode: 'SM', province: '' });
        expect(errors(shippingForm, { ...sanMarino, postalCode: '20121' })).toEqual({
            postalCode: ['validation.invalidPostcode'],
        });
        const vatican = {
            ...address,
            province: 'RM',
            countryCode: 'VA',
            postalCode: '00120',
            city: 'Città del Vaticano',
        };
        expect(shippingForm.parse(vatican)).toMatchObject({ countryCode: 'VA', province: '' });
        expect(isValidPostcode('00121', 'VA')).toBe(false);
    });

    it('refuses a country outside the zone, a bad phone and a semicolon in the street', () => {
        expect(errors(shippingForm, { ...address, countryCode: 'FR' })).toEqual({
            countryCode: ['validation.invalidCountry'],
        });
        expect(errors(shippingForm, { ...address, phoneNumber: '12ab' })).toEqual({
            phoneNumber: ['validation.invalidPhone'],
        });
        expect(errors(shippingForm, { ...address, streetLine1: 'Via Roma; 12' })).toEqual({
            streetLine1: ['validation.forbiddenSemicolon'],
        });
        expect(errors(shippingForm, { ...address, streetLine2: 'Scala <B>' })).toEqual({
            streetLine2: ['validation.forbiddenCharacters'],
        });
    });
});

describe('billing form', () => {
    it('needs nothing more than the tick when billing goes to the delivery address without an invoice', () => {
        expect(billingForm.parse({ sameAsShipping: 'on' })).toMatchObject({ sameAsShipping: true, invoice: 'none' });
    });

    it('checks another address like the delivery one', () => {
        expect(errors(billingForm, { invoice: 'none', ...address, postalCode: 'abc' })).toEqual({
            postalCode: ['validation.invalidPostcode'],
        });
        expect(errors(billingForm, { invoice: 'none' })).toMatchObject({
            firstName: ['validation.required'],
            streetLine1: ['validation.required'],
        });
    });

    it('asks a private person for a valid fiscal code', () => {
        expect(
            errors(billingForm, { sameAsShipping: 'on', invoice: 'person', fiscalCode: 'RSSMRA85T10A562X' }),
        ).toEqual({
            fiscalCode: ['validation.invalidFiscalCode'],
        });
        expect(
            billingForm.parse({ sameAsShipping: 'on', invoice: 'person', fiscalCode: 'RSSMRA85T10A562S' }).invoice,
        ).toBe('person');
    });

    it("asks a company for its name, a partita IVA with a valid check digit, and an SdI code or a PEC ('Invalid VAT code', 'Invalid pec address')", () => {
        const company = {
            sameAsShipping: 'on',
            invoice: 'company',
            companyName: 'Rossi S.r.l.',
            vatNumber: '00743110157',
        };
        expect(errors(billingForm, company)).toEqual({ sdiCode: ['validation.sdiOrPecRequired'] });
        expect(errors(billingForm, { ...company, vatNumber: '00743110158', sdiCode: 'M5UXCR1' })).toEqual({
            vatNumber: ['validation.invalidVat'],
        });
        expect(errors(billingForm, { ...company, pec: 'rossi@pec' })).toEqual({ pec: ['validation.invalidPec'] });
        expect(errors(billingForm, { ...company, sdiCode: 'ABC' })).toEqual({ sdiCode: ['validation.invalidSdi'] });
        expect(billingForm.parse({ ...company, sdiCode: 'm5uxcr1' })).toMatchObject({ invoice: 'company' });
        expect(billingForm.parse({ ...company, pec: 'rossi@legalmail.it' })).toMatchObject({
            pec: 'rossi@legalmail.it',
        });
    });
});

describe('payment form', () => {
    it('needs one of the two methods and the terms accepted', () => {
        expect(paymentForm.parse({ method: 'nexi-xpay', terms: 'on' })).toEqual({ method: 'nexi-xpay', terms: true });
        expect(errors(paymentForm, { method: 'cash' })).toEqual({
            method: ['validation.paymentMethodRequired'],
            terms: ['validation.termsRequired'],
        });
    });

    it('answers with catalogue keys only', () => {
        const all = [
            errors(paymentForm, {}),
            errors(billingForm, { invoice: 'company' }),
            errors(shippingForm, { countryCode: 'FR' }),
        ];
        for (const byField of all) {
            for (const messages of Object.values(byField ?? {})) {
                for (const message of messages) expect(isValidationMessageKey(message), message).toBe(true);
            }
        }
    });
});
