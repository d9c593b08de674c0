import { describe, expect, it } from 'vitest';

import { httpsUrlError } from './custom-fields';

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
