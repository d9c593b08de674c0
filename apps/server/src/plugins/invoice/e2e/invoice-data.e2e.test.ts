/**
 * Invoice data through the shop API: each field refused as it is written (setOrderCustomFields) with the storefront's
 * sentence in the shopper's language, and the move to payment refused while the set an invoice needs is incomplete,
 * for a company and for a private person, whose SdI code is then stored as 0000000.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createShopTestEnvironment, testPort } from '../../../../test/shop-test-environment';
import { catalog } from '../../../seed/catalog';

const PORT = testPort(4141);
const shopApi = `http://127.0.0.1:${PORT}/shop-api`;

const INVOICE_FIELDS = `customFields {
    invoiceRequested businessCompanyName businessVatNumber businessFiscalCode businessSdiCode businessPec
}`;

interface Answer {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it asked for
    data: any;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
    token?: string;
}

async function shop(
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
    languageCode?: string,
): Promise<Answer> {
    const response = await fetch(languageCode ? `${shopApi}?languageCode=${languageCode}` : shopApi, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Answer;
    return { ...body, token: response.headers.get('vendure-auth-token') ?? token };
}

const SET_FIELDS = `mutation($fields: UpdateOrderCustomFieldsInput!) {
    setOrderCustomFields(input: { customFields: $fields }) { ... on Order { ${INVOICE_FIELDS} } ... on ErrorResult { errorCode message } }
}`;
const TO_PAYMENT = `mutation { transitionOrderToState(state: "ArrangingPayment") {
    ... on Order { state ${INVOICE_FIELDS} }
    ... on OrderStateTransitionError { errorCode transitionError fromState toState }
} }`;

describe('invoice data on the order', () => {
    const { init, destroy } = createShopTestEnvironment({ port: PORT });
    const product = catalog.products.find(p => !p.isVirtual && p.variants[0].stock >= 5 && p.variants.length === 1)!;
    let n = 0;

    beforeAll(async () => {
        await init();
    });

    afterAll(async () => {
        await destroy();
    });

    /** A guest cart with everything a checkout asks for but the invoice data, still in AddingItems. */
    async function readyCart(): Promise<string> {
        n += 1;
        const { data: found } = await shop(
            'query($sku: String!) { search(input: { term: $sku, take: 1 }) { items { productVariantId sku } } }',
            {
                sku: product.variants[0].sku,
            },
        );
        const variantId = found.search.items[0].productVariantId;
        const added = await shop(
            'mutation($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { ... on Order { code } } }',
            { id: variantId },
        );
        const token = added.token!;
        await shop(
            `mutation($email: String!) {
                setCustomerForOrder(input: { emailAddress: $email, firstName: "Sara", lastName: "Galli" }) { ... on Order { id } }
                setOrderShippingAddress(input: {
                    fullName: "Sara Galli", streetLine1: "Via Roma 1", city: "Torino", postalCode: "10121", countryCode: "IT"
                }) { ... on Order { id } }
            }`,
            { email: `sara.galli.${n}@example.it` },
            token,
        );
        const { data: methods } = await shop('{ eligibleShippingMethods { id } }', {}, token);
        await shop(
            'mutation($id: [ID!]!) { setOrderShippingMethod(shippingMethodId: $id) { ... on Order { id } } }',
            { id: [methods.eligibleShippingMethods[0].id] },
            token,
        );
        return token;
    }

    it('refuses each malformed field with the sentence the storefront shows, in Italian or English', async () => {
        const token = await readyCart();
        const cases: Array<[Record<string, string>, string, string]> = [
            [{ businessVatNumber: '00743110158' }, 'Partita IVA non valida', 'Invalid VAT code'],
            [{ businessVatNumber: 'IT00743110157' }, 'Partita IVA non valida', 'Invalid VAT code'],
            [{ businessSdiCode: 'ABC123' }, 'Codice destinatario non valido', 'Invalid SdI recipient code'],
            [{ businessSdiCode: 'ABC12345' }, 'Codice destinatario non valido', 'Invalid SdI recipient code'],
            [{ businessPec: 'amministrazione.pec.it' }, 'Indirizzo PEC non valido', 'Invalid pec address'],
            [{ businessFiscalCode: 'RSSMRA85T10A562X' }, 'Codice fiscale non valido', 'Invalid fiscal code'],
            [{ businessFiscalCode: '00743110158' }, 'Codice fiscale non valido', 'Invalid fiscal code'],
            [
                { businessCompanyName: 'Rossi; S.r.l.' },
                'Il campo non può contenere il punto e virgola (;)',
                'The field cannot contain a semicolon (;)',
            ],
            [
                { businessCompanyName: '<b>Rossi</b>' },
                'Il campo non può contenere i caratteri < e >',
                'The field cannot contain the characters < and >',
            ],
        ];
        for (const [fields, italian, english] of cases) {
            for (const [language, message] of [
                [undefined, italian],
                ['en', english],
            ] as const) {
                const answer = await shop(SET_FIELDS, { fields }, token, language);
                expect(answer.data).toBeNull();
                expect(answer.errors?.map(e => [e.message, e.extensions?.code])).toEqual([
                    [message, 'USER_INPUT_ERROR'],
                ]);
            }
        }
        // Nothing of it was stored.
        const { data } = await shop(`{ activeOrder { ${INVOICE_FIELDS} } }`, {}, token);
        expect(data.activeOrder.customFields).toEqual({
            invoiceRequested: false,
            businessCompanyName: null,
            businessVatNumber: null,
            businessFiscalCode: null,
            businessSdiCode: null,
            businessPec: null,
        });
    });

    it('lets a company pay only with its name, partita IVA and an SdI code or a PEC address', async () => {
        const token = await readyCart();
        const written = await shop(
            SET_FIELDS,
            {
                fields: {
                    invoiceRequested: true,
                    businessCompanyName: 'Rossi Elettronica S.r.l.',
                    businessVatNumber: '00743110157',
                },
            },
            token,
        );
        expect(written.errors).toBeUndefined();

        const refused = await shop(TO_PAYMENT, {}, token);
        expect(refused.data.transitionOrderToState).toEqual({
            errorCode: 'ORDER_STATE_TRANSITION_ERROR',
            transitionError:
                'Per la fattura a un’azienda servono ragione sociale, partita IVA e codice destinatario SdI o indirizzo PEC',
            fromState: 'AddingItems',
            toState: 'ArrangingPayment',
        });
        const inEnglish = await shop(TO_PAYMENT, {}, token, 'en');
        expect(inEnglish.data.transitionOrderToState.transitionError).toBe(
            'A company invoice needs the company name, the VAT number and an SdI recipient code or a PEC address',
        );

        await shop(SET_FIELDS, { fields: { businessPec: 'amministrazione@legalmail.it' } }, token);
        const accepted = await shop(TO_PAYMENT, {}, token);
        expect(accepted.data.transitionOrderToState).toEqual({
            state: 'ArrangingPayment',
            customFields: {
                invoiceRequested: true,
                businessCompanyName: 'Rossi Elettronica S.r.l.',
                businessVatNumber: '00743110157',
                businessFiscalCode: null,
                // Only a PEC address: the invoice goes there, with the code that says so.
                businessSdiCode: '0000000',
                businessPec: 'amministrazione@legalmail.it',
            },
        });
    });

    it("keeps a company's SdI code as given", async () => {
        const token = await readyCart();
        await shop(
            SET_FIELDS,
            {
                fields: {
                    invoiceRequested: true,
                    businessCompanyName: 'Rossi Elettronica S.r.l.',
                    businessVatNumber: '00743110157',
                    businessFiscalCode: '00743110157',
                    businessSdiCode: 'M5UXCR1',
                },
            },
            token,
        );
        const accepted = await shop(TO_PAYMENT, {}, token);
        expect(accepted.data.transitionOrderToState.state).toBe('ArrangingPayment');
        expect(accepted.data.transitionOrderToState.customFields.businessSdiCode).toBe('M5UXCR1');
    });

    it('asks a private person for their fiscal code and stores their SdI code as 0000000', async () => {
        const token = await readyCart();
        await shop(SET_FIELDS, { fields: { invoiceRequested: true } }, token);
        const refused = await shop(TO_PAYMENT, {}, token);
        expect(refused.data.transitionOrderToState.transitionError).toBe(
            'Per la fattura a un privato serve il suo codice fiscale',
        );

        await shop(SET_FIELDS, { fields: { businessFiscalCode: 'RSSMRA85T10A562S' } }, token);
        const accepted = await shop(TO_PAYMENT, {}, token);
        expect(accepted.data.transitionOrderToState).toEqual({
            state: 'ArrangingPayment',
            customFields: {
                invoiceRequested: true,
                businessCompanyName: null,
                businessVatNumber: null,
                businessFiscalCode: 'RSSMRA85T10A562S',
                businessSdiCode: '0000000',
                businessPec: null,
            },
        });
    });

    it('asks nothing of an order without an invoice', async () => {
        const token = await readyCart();
        const accepted = await shop(TO_PAYMENT, {}, token);
        expect(accepted.data.transitionOrderToState.state).toBe('ArrangingPayment');
    });
});
