/**
 * The checkout's forms (requirements §3, §5; italy-facts §1–§3): the guest's email, the delivery address with its
 * shipping method, the billing address with the invoice data, and the payment choice. The storefront parses them in
 * the browser and in its actions; the commerce server checks the same data again when it is stored on the order.
 */
import { z } from 'zod';

import { isItalianProvince, isShippingCountry, isValidPostcode, type ShippingCountry } from '../italian-addresses.js';
import {
    emailField,
    fiscalCodeField,
    firstNameField,
    lastNameField,
    optionalCheckbox,
    partitaIvaField,
    pecField,
    phoneField,
    requiredCheckbox,
    sdiCodeField,
    textField,
} from './fields.js';
import { VALIDATION_MESSAGES as M } from './messages.js';

const notAForm = { error: M.required };

/** Address lines, city and company go into the courier's and the accountant's files: no `;` (text.ts). */
const streetField = textField({ min: 3, max: 100, semicolon: true });
const cityField = textField({ min: 2, max: 60, semicolon: true });
// 80 characters: the e-invoice's limit for a company name (FatturaPA, Denominazione).
const companyField = textField({ min: 2, max: 80, semicolon: true });

/** An optional line: empty is fine, anything typed follows the line's rules. */
const optionalText = z.string().trim().optional();

/** Continue without an account: the email the order confirmation goes to. */
export const guestEmailForm = z.object({ email: emailField }, notAForm);

const addressShape = {
    firstName: firstNameField,
    lastName: lastNameField,
    streetLine1: streetField,
    streetLine2: optionalText,
    postalCode: z.string({ error: M.required }).trim().min(1, { error: M.required }),
    city: cityField,
    province: optionalText,
    countryCode: z.string({ error: M.required }).trim().min(1, { error: M.required }),
    phoneNumber: phoneField,
};

type AddressValue = { [K in keyof typeof addressShape]: z.output<(typeof addressShape)[K]> };

/** What depends on more than one field: the country, its postcode and (in Italy) the province. */
function checkAddress(value: Partial<AddressValue>, ctx: z.RefinementCtx, prefix = ''): void {
    const country = value.countryCode?.toUpperCase() ?? '';
    if (country && !isShippingCountry(country)) {
        ctx.addIssue({ code: 'custom', message: M.invalidCountry, path: [`${prefix}countryCode`] });
        return;
    }
    if (value.streetLine2 && value.streetLine2.length > 0) {
        const line = textField({ max: 100, semicolon: true }).safeParse(value.streetLine2);
        if (!line.success) {
            ctx.addIssue({ code: 'custom', message: line.error.issues[0]!.message, path: [`${prefix}streetLine2`] });
        }
    }
    if (!country) return;
    if (value.postalCode && !isValidPostcode(value.postalCode, country as ShippingCountry)) {
        ctx.addIssue({ code: 'custom', message: M.invalidPostcode, path: [`${prefix}postalCode`] });
    }
    if (country === 'IT') {
        if (!value.province) {
            ctx.addIssue({ code: 'custom', message: M.required, path: [`${prefix}province`] });
        } else if (!isItalianProvince(value.province)) {
            ctx.addIssue({ code: 'custom', message: M.invalidProvince, path: [`${prefix}province`] });
        }
    }
}

/** The Italian province as a sigla in upper case; none outside Italy (San Marino and the Vatican have none). */
export function normalizeAddress<T extends Partial<AddressValue>>(value: T): T {
    const country = (value.countryCode ?? '').toUpperCase();
    return {
        ...value,
        countryCode: country,
        province: country === 'IT' ? (value.province ?? '').trim().toUpperCase() : '',
        streetLine2: value.streetLine2 || '',
    };
}

/** Delivery address, and the shipping method when the page offered a choice (the server picks the cheapest else). */
export const shippingForm = z
    .object({ ...addressShape, shippingMethodId: optionalText }, notAForm)
    .superRefine((value, ctx) => checkAddress(value, ctx))
    .transform(value => normalizeAddress(value));

export const INVOICE_KINDS = ['none', 'person', 'company'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/**
 * Billing: the delivery address again (`sameAsShipping`) or another one, and an invoice if asked for — a private
 * person's needs the fiscal code; a company's the name, the partita IVA and where the SdI delivers it (a recipient
 * code or a PEC). Only the fields the choice needs are read; the others may hold anything the page left in them.
 */
export const billingForm = z
    .object(
        {
            sameAsShipping: optionalCheckbox,
            firstName: optionalText,
            lastName: optionalText,
            streetLine1: optionalText,
            streetLine2: optionalText,
            postalCode: optionalText,
            city: optionalText,
            province: optionalText,
            countryCode: optionalText,
            phoneNumber: optionalText,
            invoice: z.enum(INVOICE_KINDS, { error: M.required }).default('none'),
            fiscalCode: optionalText,
            companyName: optionalText,
            vatNumber: optionalText,
            sdiCode: optionalText,
            pec: optionalText,
        },
        notAForm,
    )
    .superRefine((value, ctx) => {
        const check = (name: string, schema: z.ZodType, input: unknown) => {
            const result = schema.safeParse(input);
            if (!result.success)
                ctx.addIssue({ code: 'custom', message: result.error.issues[0]!.message, path: [name] });
        };
        if (!value.sameAsShipping) {
            for (const [name, schema] of Object.entries(addressShape)) {
                if (name === 'streetLine2' || name === 'province') continue;
                check(name, schema, value[name as keyof typeof value]);
            }
            checkAddress(value, ctx);
        }
        if (value.invoice === 'person') check('fiscalCode', fiscalCodeField, value.fiscalCode);
        if (value.invoice === 'company') {
            check('companyName', companyField, value.companyName);
            check('vatNumber', partitaIvaField, value.vatNumber);
            if (!value.sdiCode && !value.pec) {
                ctx.addIssue({ code: 'custom', message: M.sdiOrPecRequired, path: ['sdiCode'] });
            }
            if (value.sdiCode) check('sdiCode', sdiCodeField, value.sdiCode);
            if (value.pec) check('pec', pecField, value.pec);
        }
    })
    .transform(value => (value.sameAsShipping ? value : normalizeAddress(value)));

export const PAYMENT_METHOD_CODES = ['nexi-xpay', 'findomestic'] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

/** The last step: how to pay, and the terms of sale read and accepted (Codice del Consumo art. 49 and 51). */
export const paymentForm = z.object(
    {
        method: z.enum(PAYMENT_METHOD_CODES, { error: M.paymentMethodRequired }),
        terms: requiredCheckbox(M.termsRequired),
    },
    notAForm,
);

export type GuestEmailForm = z.output<typeof guestEmailForm>;
export type ShippingForm = z.output<typeof shippingForm>;
export type BillingForm = z.output<typeof billingForm>;
export type PaymentForm = z.output<typeof paymentForm>;
