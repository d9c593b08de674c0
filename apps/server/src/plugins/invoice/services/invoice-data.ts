/**
 * The invoice data a shopper gives at checkout, on the order's custom fields (`invoiceRequested`,
 * `businessCompanyName`, `businessVatNumber`, `businessFiscalCode`, `businessSdiCode`, `businessPec`), checked with
 * `@shop/rules`' predicates, the ones the storefront's billing form applies (decision 027), so the server refuses
 * exactly what the storefront would. Each field alone is checked when it is written (custom field `validate`);
 * whether the set is complete is checked when the order goes to payment (invoice-order-process.ts, decision 035).
 */
import {
    hasForbiddenCharacters,
    isValidFiscalCode,
    isValidPartitaIva,
    isValidPec,
    isValidSdiCode,
    normalizeFiscalCode,
    normalizePartitaIva,
    normalizeSdiCode,
    SDI_CONSUMER_CODE,
} from '@shop/rules';
import { LocalizedString } from '@vendure/common/lib/generated-types';
import { LanguageCode } from '@vendure/core';

/** FatturaPA's `Denominazione` holds at most 80 characters: a longer company name cannot go on an e-invoice. */
export const COMPANY_NAME_MAX_LENGTH = 80;

/** A message in the shop's language first (Vendure falls back to the first), then in English. */
interface Message {
    it: string;
    en: string;
}

/** The storefront's catalogue sentences for the same rules (`validation.*` in it.json and en.json). */
export const invoiceFieldMessages = {
    invalidVat: { it: 'Partita IVA non valida', en: 'Invalid VAT code' },
    invalidSdi: { it: 'Codice destinatario non valido', en: 'Invalid SdI recipient code' },
    invalidPec: { it: 'Indirizzo PEC non valido', en: 'Invalid pec address' },
    invalidFiscalCode: { it: 'Codice fiscale non valido', en: 'Invalid fiscal code' },
    forbiddenCharacters: {
        it: 'Il campo non può contenere i caratteri < e >',
        en: 'The field cannot contain the characters < and >',
    },
    forbiddenSemicolon: {
        it: 'Il campo non può contenere il punto e virgola (;)',
        en: 'The field cannot contain a semicolon (;)',
    },
    companyNameTooLong: {
        it: `Il campo può contenere al massimo ${COMPANY_NAME_MAX_LENGTH} caratteri`,
        en: `The field can have at most ${COMPANY_NAME_MAX_LENGTH} characters`,
    },
} satisfies Record<string, Message>;

function localized(message: Message): LocalizedString[] {
    return [
        { languageCode: LanguageCode.it, value: message.it },
        { languageCode: LanguageCode.en, value: message.en },
    ];
}

/** Nothing given: null (never written, or cleared) or blank. Each field is optional until the set is checked. */
export function isBlank(value: string | null | undefined): value is null | undefined | '' {
    return value == null || value.trim() === '';
}

/** The partita IVA as it is stored and printed on the invoice: 11 digits, without `IT` or spaces, check digit right. */
export function vatNumberError(value: string | null | undefined): LocalizedString[] | undefined {
    if (isBlank(value)) return undefined;
    return isValidPartitaIva(value) && normalizePartitaIva(value) === value
        ? undefined
        : localized(invoiceFieldMessages.invalidVat);
}

/** The SdI codice destinatario: 7 letters or digits, upper case, as the storefront stores it. */
export function sdiCodeError(value: string | null | undefined): LocalizedString[] | undefined {
    if (isBlank(value)) return undefined;
    return isValidSdiCode(value) && normalizeSdiCode(value) === value
        ? undefined
        : localized(invoiceFieldMessages.invalidSdi);
}

/** A PEC address is checked as an email address (italy-facts §3: "pec" in the domain is only a habit). */
export function pecError(value: string | null | undefined): LocalizedString[] | undefined {
    if (isBlank(value)) return undefined;
    return isValidPec(value) ? undefined : localized(invoiceFieldMessages.invalidPec);
}

/**
 * A person's 16-character codice fiscale, or a company's, which is 11 digits and usually its partita IVA: either
 * is what the invoice's `CodiceFiscale` takes. In the stored form (upper case, no spaces).
 */
export function isValidInvoiceFiscalCode(value: string): boolean {
    if (/^[0-9]{11}$/.test(value)) {
        return isValidPartitaIva(value);
    }
    return isValidFiscalCode(value) && normalizeFiscalCode(value) === value;
}

export function businessFiscalCodeError(value: string | null | undefined): LocalizedString[] | undefined {
    if (isBlank(value)) return undefined;
    return isValidInvoiceFiscalCode(value) ? undefined : localized(invoiceFieldMessages.invalidFiscalCode);
}

/**
 * The company name goes into the accountant's semicolon-separated files and onto the e-invoice: no `<` `>`, no `;`
 * (decision 027), at most 80 characters.
 */
export function companyNameError(value: string | null | undefined): LocalizedString[] | undefined {
    if (isBlank(value)) return undefined;
    if (hasForbiddenCharacters(value)) return localized(invoiceFieldMessages.forbiddenCharacters);
    if (hasForbiddenCharacters(value, { semicolon: true })) return localized(invoiceFieldMessages.forbiddenSemicolon);
    if (value.trim().length > COMPANY_NAME_MAX_LENGTH) return localized(invoiceFieldMessages.companyNameTooLong);
    return undefined;
}

/** The order's invoice fields as Vendure holds them on `order.customFields`. */
export interface InvoiceFields {
    invoiceRequested?: boolean | null;
    businessCompanyName?: string | null;
    businessVatNumber?: string | null;
    businessFiscalCode?: string | null;
    businessSdiCode?: string | null;
    businessPec?: string | null;
}

/** Who the invoice is for: a company (or a professional) when a company name or a partita IVA is given. */
export function isCompanyInvoice(fields: InvoiceFields): boolean {
    return !isBlank(fields.businessCompanyName) || !isBlank(fields.businessVatNumber);
}

/** Why an invoice cannot be issued with the data given (an `error.*` translation key, see errors.ts), or null. */
export type InvoiceDataProblem = 'invoice-company-data-required' | 'invoice-fiscal-code-required';

/**
 * The invoice needs, for a company: company name, partita IVA, and an SdI code or a PEC address (where SdI delivers
 * it); for a private person: their own codice fiscale. Nothing when no invoice is asked for.
 */
export function invoiceDataProblem(fields: InvoiceFields): InvoiceDataProblem | null {
    if (!fields.invoiceRequested) {
        return null;
    }
    if (isCompanyInvoice(fields)) {
        const complete =
            !isBlank(fields.businessCompanyName) &&
            !isBlank(fields.businessVatNumber) &&
            (!isBlank(fields.businessSdiCode) || !isBlank(fields.businessPec));
        return complete ? null : 'invoice-company-data-required';
    }
    const fiscalCode = fields.businessFiscalCode;
    return !isBlank(fiscalCode) && isValidFiscalCode(fiscalCode) && normalizeFiscalCode(fiscalCode) === fiscalCode
        ? null
        : 'invoice-fiscal-code-required';
}

/**
 * The SdI code an invoice is sent with: a private person's is always `0000000` (the invoice reaches them in the
 * tax portal's reserved area, by their codice fiscale); a company's is the one it gave, or `0000000` when it gave
 * only a PEC address. Null when no invoice is asked for.
 */
export function storedSdiCode(fields: InvoiceFields): string | null {
    if (!fields.invoiceRequested) {
        return fields.businessSdiCode ?? null;
    }
    if (!isCompanyInvoice(fields) || isBlank(fields.businessSdiCode)) {
        return SDI_CONSUMER_CODE;
    }
    return fields.businessSdiCode;
}
