/** Custom fields the shop adds to Vendure's entities: customer consents, cart notes and invoice data, catalog extras. */
import { EMPTY_NOTES } from '@shop/rules';
import { LocalizedString } from '@vendure/common/lib/generated-types';
import { CustomFields, LanguageCode } from '@vendure/core';

import { isValidFiscalCode, normalizeFiscalCode } from '../plugins/customer-accounts/validation';
import {
    businessFiscalCodeError,
    companyNameError,
    pecError,
    sdiCodeError,
    vatNumberError,
} from '../plugins/invoice/services/invoice-data';

const it = LanguageCode.it;
const en = LanguageCode.en;

/** Longest URL a `string` custom field column holds. */
const MAX_URL_LENGTH = 255;

/** Why a staff-entered link cannot be published (it must be an absolute https URL), or undefined when it can. */
export function httpsUrlError(value: string | null | undefined): LocalizedString[] | undefined {
    if (value == null || value === '') {
        return undefined;
    }
    let url: URL | undefined;
    try {
        url = new URL(value);
    } catch {
        url = undefined;
    }
    const valid =
        url?.protocol === 'https:' && url.hostname !== '' && !/\s/.test(value) && value.length <= MAX_URL_LENGTH;
    return valid
        ? undefined
        : [
              { languageCode: it, value: 'Inserisci un indirizzo completo che inizi con https://' },
              { languageCode: en, value: 'Enter a full address starting with https://' },
          ];
}

/**
 * Why a fiscal code a client writes (updateCustomer, the staff dashboard) cannot be stored, or undefined when it can:
 * it must be valid (italy-facts §1) and already in the stored form, upper case without spaces.
 */
export function fiscalCodeError(value: string | null | undefined): LocalizedString[] | undefined {
    if (value == null) {
        return undefined;
    }
    return isValidFiscalCode(value) && normalizeFiscalCode(value) === value
        ? undefined
        : [
              {
                  languageCode: it,
                  value: 'Inserisci un codice fiscale valido: 16 caratteri in maiuscolo, come RSSMRA85T10A562S',
              },
              {
                  languageCode: en,
                  value: 'Enter a valid fiscal code: 16 characters in upper case, such as RSSMRA85T10A562S',
              },
          ];
}

export const customFields: CustomFields = {
    GlobalSettings: [
        {
            // Set when the demo catalog seed has finished, so later starts never seed twice.
            name: 'demoCatalogSeededAt',
            type: 'datetime',
            nullable: true,
            internal: true,
        },
    ],
    Customer: [
        {
            name: 'fiscalCode',
            type: 'string',
            nullable: true,
            validate: (value: string | null) => fiscalCodeError(value),
            label: [
                { languageCode: it, value: 'Codice fiscale' },
                { languageCode: en, value: 'Fiscal code' },
            ],
        },
        {
            name: 'privacyAcceptedAt',
            type: 'datetime',
            nullable: true,
            // Set by the registration flow on the server, never by a shopper's input.
            readonly: true,
            label: [
                { languageCode: it, value: 'Privacy accettata il' },
                { languageCode: en, value: 'Privacy accepted at' },
            ],
        },
        {
            name: 'newsletterConsent',
            type: 'boolean',
            defaultValue: false,
            nullable: false,
            label: [
                { languageCode: it, value: 'Consenso newsletter' },
                { languageCode: en, value: 'Newsletter consent' },
            ],
        },
    ],
    Order: [
        {
            // requirements §3 cart notes: JSON mapping a product SKU to the SKUs of its attached services.
            name: 'notes',
            type: 'text',
            defaultValue: EMPTY_NOTES,
            nullable: false,
            // Written only through the services mutation, which validates it against the order lines.
            readonly: true,
            label: [
                { languageCode: it, value: 'Servizi collegati (JSON)' },
                { languageCode: en, value: 'Attached services (JSON)' },
            ],
        },
        // Invoice data (decision 035): each field checked as it is written, the set when the order goes to payment.
        {
            name: 'invoiceRequested',
            type: 'boolean',
            defaultValue: false,
            nullable: false,
            label: [
                { languageCode: it, value: 'Fattura richiesta' },
                { languageCode: en, value: 'Invoice requested' },
            ],
        },
        {
            name: 'businessCompanyName',
            type: 'string',
            nullable: true,
            validate: (value: string | null) => companyNameError(value),
            label: [
                { languageCode: it, value: 'Ragione sociale' },
                { languageCode: en, value: 'Company name' },
            ],
        },
        {
            name: 'businessVatNumber',
            type: 'string',
            nullable: true,
            validate: (value: string | null) => vatNumberError(value),
            label: [
                { languageCode: it, value: 'Partita IVA' },
                { languageCode: en, value: 'VAT number' },
            ],
        },
        {
            name: 'businessFiscalCode',
            type: 'string',
            nullable: true,
            validate: (value: string | null) => businessFiscalCodeError(value),
            label: [
                { languageCode: it, value: 'Codice fiscale (fattura)' },
                { languageCode: en, value: 'Fiscal code (invoice)' },
            ],
        },
        {
            name: 'businessSdiCode',
            type: 'string',
            nullable: true,
            validate: (value: string | null) => sdiCodeError(value),
            label: [
                { languageCode: it, value: 'Codice destinatario SdI' },
                { languageCode: en, value: 'SdI recipient code' },
            ],
        },
        {
            name: 'businessPec',
            type: 'string',
            nullable: true,
            validate: (value: string | null) => pecError(value),
            label: [
                { languageCode: it, value: 'PEC' },
                { languageCode: en, value: 'PEC address' },
            ],
        },
    ],
    Collection: [
        {
            // The services category and similar internal groupings stay out of the shoppers' menu.
            name: 'showInMenu',
            type: 'boolean',
            defaultValue: true,
            nullable: false,
            label: [
                { languageCode: it, value: 'Mostra nel menu principale' },
                { languageCode: en, value: 'Show in the main menu' },
            ],
        },
    ],
    Product: [
        {
            // The identifier used in product URLs (/it/p/{code}); real manufacturer codes may hold a slash.
            name: 'productCode',
            type: 'string',
            nullable: true,
            unique: true,
            label: [
                { languageCode: it, value: 'Codice prodotto' },
                { languageCode: en, value: 'Product code' },
            ],
        },
        {
            name: 'isVirtual',
            type: 'boolean',
            defaultValue: false,
            nullable: false,
            label: [
                { languageCode: it, value: 'Prodotto virtuale' },
                { languageCode: en, value: 'Virtual product' },
            ],
        },
        {
            // JSON array of [label, value] rows (Italian, the shop's content language).
            name: 'specifications',
            type: 'text',
            nullable: true,
            label: [
                { languageCode: it, value: 'Specifiche tecniche (JSON)' },
                { languageCode: en, value: 'Technical specifications (JSON)' },
            ],
        },
        {
            // For service products: slugs of the categories whose products the service can be attached to.
            name: 'serviceFor',
            type: 'string',
            list: true,
            nullable: true,
            label: [
                { languageCode: it, value: 'Servizio applicabile alle categorie' },
                { languageCode: en, value: 'Service applies to categories' },
            ],
        },
        {
            // For service products: the price band of the products it applies to (VAT included, cents). A service
            // is offered with, and attachable to, a product costing more than `servicePriceAbove` and at most
            // `servicePriceUpTo`; tiers of one kind have bands that do not overlap, so they exclude each other.
            name: 'servicePriceAbove',
            type: 'int',
            nullable: true,
            min: 0,
            label: [
                { languageCode: it, value: 'Servizio per prodotti di prezzo oltre (centesimi, IVA incl.)' },
                { languageCode: en, value: 'Service for products priced above (cents, VAT incl.)' },
            ],
        },
        {
            name: 'servicePriceUpTo',
            type: 'int',
            nullable: true,
            min: 0,
            label: [
                { languageCode: it, value: 'Servizio per prodotti di prezzo fino a (centesimi, IVA incl.)' },
                { languageCode: en, value: 'Service for products priced up to (cents, VAT incl.)' },
            ],
        },
        {
            // Energy-labelled products must link their product information sheet near the label (Reg. 2017/1369).
            name: 'productSheetUrl',
            type: 'string',
            nullable: true,
            public: true,
            label: [
                { languageCode: it, value: 'Scheda informativa prodotto (EPREL)' },
                { languageCode: en, value: 'Product information sheet (EPREL)' },
            ],
            description: [
                {
                    languageCode: it,
                    value: 'Indirizzo https della scheda, ad esempio https://eprel.ec.europa.eu/qr/123456',
                },
                { languageCode: en, value: 'https address of the sheet, e.g. https://eprel.ec.europa.eu/qr/123456' },
            ],
            validate: (value: string | null) => httpsUrlError(value),
        },
    ],
    ProductVariant: [
        {
            name: 'merchantSku',
            type: 'string',
            nullable: true,
            label: [
                { languageCode: it, value: 'Codice articolo' },
                { languageCode: en, value: 'Merchant SKU' },
            ],
        },
        {
            // Price before the offer, VAT included, in cents; null when the variant is not on offer.
            name: 'regularPrice',
            type: 'int',
            nullable: true,
            min: 0,
            label: [
                { languageCode: it, value: 'Prezzo di listino (centesimi, IVA incl.)' },
                { languageCode: en, value: 'Regular price (cents, VAT incl.)' },
            ],
        },
    ],
};
