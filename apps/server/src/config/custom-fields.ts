/** Custom fields the shop adds to Vendure's entities: customer consents, cart notes and invoice data, catalog extras. */
import { CustomFields, LanguageCode } from '@vendure/core';

const it = LanguageCode.it;
const en = LanguageCode.en;

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
            // SPEC §3 cart notes: JSON mapping a product SKU to the SKUs of its attached services.
            name: 'notes',
            type: 'text',
            defaultValue: '{}',
            nullable: false,
            // Written only through the services mutation, which validates it against the order lines.
            readonly: true,
            label: [
                { languageCode: it, value: 'Servizi collegati (JSON)' },
                { languageCode: en, value: 'Attached services (JSON)' },
            ],
        },
        { name: 'invoiceRequested', type: 'boolean', defaultValue: false, nullable: false },
        { name: 'businessCompanyName', type: 'string', nullable: true },
        { name: 'businessVatNumber', type: 'string', nullable: true },
        { name: 'businessFiscalCode', type: 'string', nullable: true },
        { name: 'businessSdiCode', type: 'string', nullable: true },
        { name: 'businessPec', type: 'string', nullable: true },
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
