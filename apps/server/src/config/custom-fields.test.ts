import { describe, expect, it } from 'vitest';

import { customFields, httpsUrlError } from './custom-fields';

describe('product sheet links', () => {
    it.each([null, undefined, '', 'https://eprel.ec.europa.eu/qr/1234567', 'https://www.example.it/scheda.pdf?v=2'])(
        'accepts %s',
        value => {
            expect(httpsUrlError(value)).toBeUndefined();
        },
    );

    it.each([
        'eprel.ec.europa.eu/qr/123456',
        'http://eprel.ec.europa.eu/qr/123456',
        'javascript:alert(1)',
        'https://',
        'https://eprel.ec.europa.eu/qr/ 123456',
        `https://example.it/${'a'.repeat(250)}`,
    ])('refuses %s', value => {
        expect(httpsUrlError(value)?.map(message => message.languageCode)).toEqual(['it', 'en']);
    });
});

describe("the order's invoice fields", () => {
    const orderField = (name: string) => {
        const field = customFields.Order?.find(candidate => candidate.name === name);
        if (!field?.validate) throw new Error(`Order.${name} has no validate function`);
        return (value: unknown) => field.validate!(value as never, undefined as never, undefined as never);
    };

    it('refuse what the invoice rules refuse, with the storefront’s sentences', async () => {
        const cases: Array<[string, string, string]> = [
            ['businessVatNumber', '00743110158', 'Partita IVA non valida'],
            ['businessSdiCode', 'M5UXCR', 'Codice destinatario non valido'],
            ['businessPec', 'rossi.pec.it', 'Indirizzo PEC non valido'],
            ['businessFiscalCode', 'RSSMRA85T10A562X', 'Codice fiscale non valido'],
            ['businessCompanyName', 'Rossi; S.r.l.', 'Il campo non può contenere il punto e virgola (;)'],
            ['businessCompanyName', 'Rossi <S.r.l.>', 'Il campo non può contenere i caratteri < e >'],
        ];
        for (const [name, value, italian] of cases) {
            const errors = (await orderField(name)(value)) as Array<{ languageCode: string; value: string }>;
            expect([name, errors?.[0]]).toEqual([name, { languageCode: 'it', value: italian }]);
        }
    });

    it('accept valid values and no value', async () => {
        const cases: Array<[string, string]> = [
            ['businessVatNumber', '00743110157'],
            ['businessSdiCode', 'M5UXCR1'],
            ['businessPec', 'amministrazione@pec.rossisrl.it'],
            ['businessFiscalCode', 'RSSMRA85T10A562S'],
            ['businessCompanyName', 'Rossi S.r.l.'],
        ];
        for (const [name, value] of cases) {
            expect([name, await orderField(name)(value)]).toEqual([name, undefined]);
            expect([name, await orderField(name)(null)]).toEqual([name, undefined]);
        }
    });
});
