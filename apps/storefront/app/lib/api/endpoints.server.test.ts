import { describe, expect, it } from 'vitest';
import { crossSiteRefusal, isJsonContentType } from '~/lib/api/endpoints.server';

const write = (headers: Record<string, string>) =>
    new Request('https://negozio.example/api/cart/add', { method: 'POST', headers, body: '{}' });

describe('isJsonContentType', () => {
    it.each([
        ['application/json', true],
        ['application/json; charset=utf-8', true],
        ['Application/JSON;charset="UTF-8"', true],
        ['text/plain;application/json', false],
        ['application/json; charset=latin1', false],
        ['application/jsonp', false],
        ['multipart/form-data', false],
        [null, false],
    ])('%s → %s', (value, expected) => {
        expect(isJsonContentType(value)).toBe(expected);
    });
});

describe('crossSiteRefusal', () => {
    it('lets the shop\u2019s own pages and callers that are not browsers through', () => {
        const json = { 'content-type': 'application/json' };
        expect(
            crossSiteRefusal(write({ ...json, origin: 'https://negozio.example', 'sec-fetch-site': 'same-origin' })),
        ).toBeNull();
        expect(crossSiteRefusal(write(json))).toBeNull();
        expect(crossSiteRefusal(write({ ...json, 'sec-fetch-site': 'none' }))).toBeNull();
    });

    it('refuses another site with 403 and a body that is not JSON with 415', () => {
        const json = { 'content-type': 'application/json' };
        expect(crossSiteRefusal(write({ ...json, origin: 'https://attacker.example' }))?.status).toBe(403);
        expect(crossSiteRefusal(write({ ...json, origin: 'null' }))?.status).toBe(403);
        expect(crossSiteRefusal(write({ ...json, 'sec-fetch-site': 'cross-site' }))?.status).toBe(403);
        expect(crossSiteRefusal(write({ 'content-type': 'text/plain' }))?.status).toBe(415);
    });
});
