import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { print } from '@0no-co/graphql.web';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductCardFragment } from '~/components/catalog/product-card.fragment';
import {
    BOT_CHECK_FAILED,
    isBotCheckFailed,
    ShopApiError,
    shopApiHeaders,
    shopQuery,
} from '~/lib/vendure/client.server';
import { graphql } from '~/lib/vendure/graphql';
import { shopContextFor } from '~/lib/vendure/request-context.server';

let server: http.Server;
let url: string;
let last: { headers: http.IncomingHttpHeaders; url: string; body: string } | undefined;
let answer: (res: http.ServerResponse) => void;

beforeAll(async () => {
    server = http.createServer((req, res) => {
        let body = '';
        req.on('data', chunk => (body += chunk));
        req.on('end', () => {
            last = { headers: req.headers, url: req.url ?? '', body };
            answer(res);
        });
    });
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/shop-api`;
});

afterAll(() => new Promise<void>(resolve => server.close(() => resolve())));

/** A real shop-API query, so the test's document typechecks against the schema like every other. */
const Resolve = graphql(`
    query Resolve($path: String!) {
        catalogResolve(path: $path) {
            kind
            id
        }
    }
`);
const RESOLVED = { catalogResolve: { kind: 'PRODUCT', id: 'SM-S931B' } };

describe('shopQuery', () => {
    it('sends JSON with the market headers from the path and the cookies, and returns the session token', async () => {
        answer = res => {
            res.setHeader('content-type', 'application/json');
            res.setHeader('vendure-auth-token', 'tok-2');
            res.end(JSON.stringify({ data: RESOLVED }));
        };
        const request = new Request('http://shop.test/it/c/tv', {
            headers: { cookie: 'store=negozio; country=SM; vendure-token=tok-1; _ga=x', 'accept-language': 'de-DE' },
        });
        const result = await shopQuery(Resolve, { path: 'p/SM-S931B' }, shopContextFor(request, 'it'), url);
        expect(result).toEqual({ data: RESOLVED, authToken: 'tok-2' });
        expect(last?.headers).toMatchObject({
            'content-type': 'application/json',
            'accept-language': 'it-IT',
            'x-store': 'negozio',
            'x-locale': 'it',
            'x-country': 'SM',
            'x-market': 'it',
            'x-currency': 'EUR',
            authorization: 'Bearer tok-1',
            // Only the shop's own cookies travel on; the session token goes as a bearer header instead.
            cookie: 'store=negozio; country=SM',
        });
        expect(last?.url).toBe('/shop-api?languageCode=it&currencyCode=EUR');
        expect(JSON.parse(last?.body ?? '{}')).toEqual({ query: print(Resolve), variables: { path: 'p/SM-S931B' } });
    });

    it('sends the fragments a document spreads, without the client-only @_unmask directive', async () => {
        const Cards = graphql(
            `
                query Cards($input: CatalogListingInput!) {
                    catalogListing(input: $input) {
                        items {
                            ...ProductCard
                        }
                    }
                }
            `,
            [ProductCardFragment],
        );
        answer = res => res.end(JSON.stringify({ data: { catalogListing: { items: [] } } }));
        const ctx = shopContextFor(new Request('http://shop.test/it'), 'it');
        await shopQuery(Cards, { input: { take: 1 } }, ctx, url);
        const { query } = JSON.parse(last?.body ?? '{}') as { query: string };
        expect(query).toContain('...ProductCard');
        expect(query).toContain('fragment ProductCard on CatalogProductCard {');
        // The commerce server rejects a directive its schema does not declare.
        expect(query).not.toContain('@_unmask');
    });

    it('ignores a country cookie outside the market', async () => {
        answer = res => res.end(JSON.stringify({ data: RESOLVED }));
        const request = new Request('http://shop.test/it', { headers: { cookie: 'country=FR' } });
        await shopQuery(Resolve, { path: 'p/SM-S931B' }, shopContextFor(request, 'it'), url);
        expect(last?.headers['x-country']).toBe('IT');
        expect(last?.headers.authorization).toBeUndefined();
    });

    it('turns GraphQL errors, HTTP errors and an unreachable server into ShopApiError', async () => {
        const ctx = shopContextFor(new Request('http://shop.test/it'), 'it');
        answer = res => res.end(JSON.stringify({ errors: [{ message: 'boom' }] }));
        await expect(shopQuery(Resolve, { path: 'p/SM-S931B' }, ctx, url)).rejects.toMatchObject({ status: 502 });
        answer = res => {
            res.statusCode = 500;
            res.end('nope');
        };
        await expect(shopQuery(Resolve, { path: 'p/SM-S931B' }, ctx, url)).rejects.toBeInstanceOf(ShopApiError);
        await expect(
            shopQuery(Resolve, { path: 'p/SM-S931B' }, ctx, 'http://127.0.0.1:1/shop-api'),
        ).rejects.toMatchObject({
            status: 503,
        });
    });
});

describe('the bot check token', () => {
    const ctx = (botCheckToken?: string) => ({
        ...shopContextFor(new Request('http://shop.test/it'), 'it'),
        botCheckToken,
    });

    it('travels as x-recaptcha-token when the call carries one', async () => {
        answer = res => res.end(JSON.stringify({ data: RESOLVED }));
        const token = '03AFcWeA5_token-From.Google~' + 'x'.repeat(1800);
        await shopQuery(Resolve, { path: 'p/SM-S931B' }, ctx(token), url);
        expect(last?.headers['x-recaptcha-token']).toBe(token);
        await shopQuery(Resolve, { path: 'p/SM-S931B' }, ctx(), url);
        expect(last?.headers['x-recaptcha-token']).toBeUndefined();
    });

    it('is left out when it is no token: empty, too long, spaces, control or non-ASCII characters', () => {
        expect(shopApiHeaders(ctx('x'.repeat(4096)))['x-recaptcha-token']).toHaveLength(4096);
        for (const bad of ['', 'x'.repeat(4097), 'a b', 'a\r\nx-admin: 1', 'tok\u0000', 'tokèn']) {
            expect(shopApiHeaders(ctx(bad)), JSON.stringify(bad)).not.toHaveProperty('x-recaptcha-token');
        }
    });

    it("turns the bot check's 400 into a ShopApiError the forms recognise; other 400s stay broken answers", async () => {
        const refusal = { message: 'Bot check failed', extensions: { code: BOT_CHECK_FAILED } };
        answer = res => {
            res.statusCode = 400;
            res.setHeader('content-type', 'application/json');
            res.end(JSON.stringify({ data: { requestPasswordReset: null }, errors: [refusal] }));
        };
        const refused = await shopQuery(Resolve, { path: 'p/SM-S931B' }, ctx(), url).catch((e: unknown) => e);
        expect(refused).toBeInstanceOf(ShopApiError);
        expect(refused).toMatchObject({ status: 400, cause: [refusal] });
        expect(isBotCheckFailed(refused)).toBe(true);

        answer = res => {
            res.statusCode = 400;
            res.end(
                JSON.stringify({
                    errors: [{ message: 'Variable "$path" got invalid value', extensions: { code: 'BAD_USER_INPUT' } }],
                }),
            );
        };
        const broken = await shopQuery(Resolve, { path: 'p/SM-S931B' }, ctx(), url).catch((e: unknown) => e);
        expect(broken).toMatchObject({ status: 502, message: 'Commerce server answered 400' });
        expect(isBotCheckFailed(broken)).toBe(false);
        expect(isBotCheckFailed(new ShopApiError('x', 400))).toBe(false);
    });
});
