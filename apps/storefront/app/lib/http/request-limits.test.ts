import { describe, expect, it } from 'vitest';
import { isValidHost, MAX_BODY_BYTES, MAX_FORM_BYTES, MAX_JSON_BYTES } from '~/lib/http/request-limits';

describe('isValidHost', () => {
    it('accepts names, IPv4 and IPv6 addresses, with or without a port', () => {
        for (const host of [
            'localhost',
            'shop.test',
            'www.negozio.it',
            'www.negozio.it.',
            'negozio-elettronica.it:443',
            'my_host.internal',
            '127.0.0.1:3000',
            '[::1]',
            '[::1]:3000',
            '[2001:db8::1]:8080',
        ]) {
            expect(isValidHost(host), host).toBe(true);
        }
    });

    it('refuses what no URL can be built from', () => {
        for (const host of [
            undefined,
            '',
            ' ',
            'a b',
            'shop.test/it',
            'user@shop.test',
            'shop.test:99999',
            'shop.test:',
            'shop.test:abc',
            '-shop.test',
            'shop..test',
            '[::1',
            'shop.test\\evil',
            'shop.test#x',
            'x'.repeat(256),
        ]) {
            expect(isValidHost(host), String(host)).toBe(false);
        }
    });
});

describe('body limits', () => {
    it('lets the HTTP server refuse any body larger than the largest a route reads', () => {
        expect(MAX_BODY_BYTES).toBe(Math.max(MAX_FORM_BYTES, MAX_JSON_BYTES));
    });

    it('fits the largest real form: the services form with 20 services of 100-character SKUs, all escaped', () => {
        const sku = '/'.repeat(100);
        const form = new URLSearchParams([
            ['intent', 'services'],
            ['productSku', sku],
        ]);
        for (let i = 0; i < 20; i++) form.append('serviceSku', sku);
        expect(form.toString().length).toBeLessThan(MAX_FORM_BYTES);
    });
});
