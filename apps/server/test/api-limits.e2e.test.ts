/**
 * The APIs' limits over real HTTP, on a server in production mode (on the tests' SQLite file): GraphQL depth, aliases, cost, batching and
 * introspection; request bodies that are too large, malformed or in a form the API does not read; internal errors
 * answered without their detail; pictures only at the sizes the shop serves.
 */
import fs from 'node:fs';
import path from 'node:path';

import { Logger } from '@vendure/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { ASSET_REFUSAL } from '../src/lib/asset-request-guard';
import { INTERNAL_ERROR_MESSAGE } from '../src/lib/internal-errors';
import { PRODUCTION_EMAIL_ENV, PRODUCTION_PAYMENT_ENV } from './production-support';
import { createShopTestEnvironment, testPort } from './shop-test-environment';

const PORT = testPort(4125);
const base = `http://127.0.0.1:${PORT}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface Answer {
    status: number;
    text: string;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it asked for
    json: any;
    ms: number;
}

async function post(api: 'shop-api' | 'admin-api', body: string | Buffer, headers: Record<string, string> = {}) {
    const started = Date.now();
    const response = await fetch(`${base}/${api}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
        signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    let json: unknown;
    try {
        json = JSON.parse(text);
    } catch {
        json = undefined;
    }
    return { status: response.status, text, json, ms: Date.now() - started } as Answer;
}

const query = (q: string, variables: Record<string, unknown> = {}, api: 'shop-api' | 'admin-api' = 'shop-api') =>
    post(api, JSON.stringify({ query: q, variables }));

/** Nothing of the server's insides: no stack, no file path, no library's error name. */
function expectNoInternals(answer: Answer) {
    expect(answer.text).not.toMatch(/stack|\/work\/|node_modules|\bat [\w.]+ \(|SyntaxError|Sqlite/i);
}

describe('API limits (production mode)', () => {
    const env = createShopTestEnvironment({
        port: PORT,
        // What production requires (environment.ts); the test environment still uses its own SQLite file.
        env: {
            NODE_ENV: 'production',
            DATABASE_URL: 'postgres://unused@127.0.0.1:5432/unused',
            SUPERADMIN_USERNAME: 'gestione.test',
            ...PRODUCTION_EMAIL_ENV,
            ...PRODUCTION_PAYMENT_ENV,
        },
        assetServer: true,
    });

    beforeAll(async () => {
        await env.init();
    });

    afterAll(async () => {
        await env.destroy();
    });

    describe('GraphQL limits', () => {
        it('refuses 300 coupon guesses aliased into one request before trying any', async () => {
            const guesses = Array.from(
                { length: 300 },
                (_, i) => `g${i}: applyCouponCode(couponCode: "GUESS-${i}") { __typename }`,
            );
            const answer = await query(`mutation { ${guesses.join(' ')} }`);
            expect(answer.status).toBe(400);
            expect(answer.json).toEqual({
                errors: [
                    {
                        message: 'Aliases limit of 10 exceeded, found 300.',
                        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
                    },
                ],
            });
        });

        it('refuses 1,000 aliased listings, and a shallow query that would fan out to a million objects', async () => {
            const many = Array.from(
                { length: 1000 },
                (_, i) => `l${i}: catalogListing(input: { take: 100 }) { totalItems }`,
            );
            const aliased = await query(`{ ${many.join(' ')} }`);
            expect(aliased.status).toBe(400);
            expect(aliased.json.errors[0].message).toBe('Aliases limit of 10 exceeded, found 1000.');

            // No alias and depth 6, but 100 products × 10 variants × 10 facet values × 10 values of their facet.
            const costly = await query(
                '{ products(options: { take: 100 }) { items { variants { facetValues { facet { values { id } } } } } } }',
            );
            expect(costly.status).toBe(400);
            expect(costly.json.errors).toEqual([
                {
                    message: 'Query cost limit of 120000 exceeded, found 121201.',
                    extensions: { code: 'QUERY_TOO_COMPLEX' },
                },
            ]);
            expect(costly.json.data).toBeUndefined();
            expectNoInternals(costly);
        });

        it('answers a listing of 100 products, the largest the storefront may ask for', async () => {
            const answer = await query(
                'query($input: CatalogListingInput!) { catalogListing(input: $input) { totalItems items { code } facets { code values { code count } } } }',
                { input: { take: 100 } },
            );
            expect(answer.status).toBe(200);
            expect(answer.json.errors).toBeUndefined();
            expect(answer.json.data.catalogListing.items).toHaveLength(100);
        });

        it('refuses a walk up and down the category tree at once, without stalling', async () => {
            const walk =
                '{ collections { items { children { children { parent { children { parent { children { parent { children { id } } } } } } } } } } }';
            expect(Buffer.byteLength(walk)).toBeLessThan(180);
            const answer = await query(walk);
            expect(answer.status).toBe(400);
            expect(answer.json.errors[0].message).toBe('Query depth limit of 10 exceeded, found 11.');
            expect(answer.ms).toBeLessThan(1000);
        });

        it('answers variables of the wrong type with a 400 naming the problem, not an internal error', async () => {
            const answer = await query('query($code: String!) { catalogProduct(code: $code) { name } }', { code: 0 });
            expect(answer.status).toBe(400);
            expect(answer.json.errors).toEqual([
                expect.objectContaining({
                    message: 'Variable "$code" got invalid value 0; String cannot represent a non string value: 0',
                    extensions: { code: 'BAD_USER_INPUT' },
                }),
            ]);
            const listing = await query(
                'query($input: CatalogListingInput!) { catalogListing(input: $input) { totalItems } }',
                { input: false },
            );
            expect(listing.status).toBe(400);
            expect(listing.json.errors[0].extensions.code).toBe('BAD_USER_INPUT');
            expectNoInternals(listing);
        });

        it('refuses batches (a JSON array body) with a 400 and no stack', async () => {
            for (const body of ['[]', JSON.stringify([{ query: '{ activeChannel { code } }' }])]) {
                const answer = await post('shop-api', body);
                expect(answer.status).toBe(400);
                expect(answer.json).toEqual({
                    errors: [{ message: 'Operation batching disabled.', extensions: { code: 'BAD_REQUEST' } }],
                });
            }
        });

        it('keeps introspection off unless a developer asks for it', async () => {
            const answer = await query('{ __schema { queryType { name } } }');
            expect(answer.status).toBe(400);
            expect(answer.json.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
            expect(answer.json.errors[0].message).toMatch(/^GraphQL introspection is not allowed/);
        });
    });

    describe('request bodies', () => {
        const padded = (bytes: number, q = '{ activeChannel { code } }') =>
            JSON.stringify({ query: q, variables: { pad: 'x'.repeat(bytes) } });

        it('answers 413 to a shop API body over 64 KB, and reads one just under it', async () => {
            const large = await post('shop-api', padded(150 * 1024));
            expect(large.status).toBe(413);
            expect(large.json).toEqual({
                errors: [
                    { message: 'The request body is larger than 64 KB', extensions: { code: 'PAYLOAD_TOO_LARGE' } },
                ],
            });
            const fits = await post('shop-api', padded(60 * 1024));
            expect(fits.status).toBe(200);
            expect(fits.json.data.activeChannel.code).toBe('__default_channel__');
        });

        it('lets staff send up to 2 MB on the admin API', async () => {
            const fits = await post('admin-api', padded(1024 * 1024, '{ __typename }'));
            expect(fits.status).toBe(200);
            expect(fits.json).toEqual({ data: { __typename: 'Query' } });
            const large = await post('admin-api', padded(3 * 1024 * 1024));
            expect(large.status).toBe(413);
            expect(large.json.errors[0].message).toBe('The request body is larger than 2 MB');
        });

        it('answers a multipart request without a boundary at once instead of hanging', async () => {
            const shop = await post('shop-api', 'x', { 'content-type': 'multipart/form-data' });
            expect(shop.status).toBe(415);
            expect(shop.json.errors[0].message).toBe('A GraphQL request body must be application/json');
            const admin = await post('admin-api', 'x', { 'content-type': 'multipart/form-data' });
            expect(admin.status).toBe(400);
            expect(admin.json.errors[0].message).toBe('A multipart/form-data request needs a boundary');
            expect(shop.ms + admin.ms).toBeLessThan(2000);
        });

        it('still takes a multipart request with its boundary on the admin API, as staff uploads are', async () => {
            const form = new FormData();
            form.append('operations', JSON.stringify({ query: '{ __typename }' }));
            form.append('map', '{}');
            const response = await fetch(`${base}/admin-api`, {
                method: 'POST',
                // Apollo's CSRF check wants this header on a multipart request; the Admin UI sends it.
                headers: { 'apollo-require-preflight': 'true' },
                body: form,
            });
            expect(response.status).toBe(200);
            expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
        });

        it('answers a wrong content-encoding, an unknown charset or broken JSON with a 4xx, never a 500', async () => {
            const gzip = await post('shop-api', '{}', { 'content-encoding': 'gzip' });
            expect(gzip.status).toBe(400);
            expect(gzip.json.errors[0].extensions.code).toBe('BAD_REQUEST');
            const unknown = await post('shop-api', '{}', { 'content-encoding': 'compress' });
            expect(unknown.status).toBe(415);
            expect(unknown.json.errors[0].message).toBe('Unsupported content-encoding');
            const charset = await post('shop-api', '{}', { 'content-type': 'application/json; charset=klingon' });
            expect(charset.status).toBe(415);
            expect(charset.json.errors[0].message).toBe('Unsupported charset: send UTF-8');
            const broken = await post('shop-api', '{"query":');
            expect(broken.status).toBe(400);
            expect(broken.json.errors[0].message).toBe('The request body is not valid JSON');
            const form = await post('shop-api', 'query=x', { 'content-type': 'application/x-www-form-urlencoded' });
            expect(form.status).toBe(415);
            for (const answer of [gzip, unknown, charset, broken, form]) expectNoInternals(answer);
        });

        it('still reads a gzip-compressed body', async () => {
            const { gzipSync } = await import('node:zlib');
            const answer = await post('shop-api', gzipSync(JSON.stringify({ query: '{ activeChannel { code } }' })), {
                'content-encoding': 'gzip',
            });
            expect(answer.status).toBe(200);
            expect(answer.json.data.activeChannel.code).toBe('__default_channel__');
        });
    });

    describe('internal errors', () => {
        it('answers a generic message with a correlation id, and logs the real error under the same id', async () => {
            const logged = vi.spyOn(Logger, 'error');
            try {
                // An invalid regular expression fails inside the database layer: not a refusal the shop meant.
                const answer = await query(
                    '{ products(options: { filter: { name: { regex: "(" } } }) { totalItems } }',
                );
                expect(answer.status).toBe(200);
                expect(answer.json.data).toBeNull();
                expect(answer.json.errors).toHaveLength(1);
                const [error] = answer.json.errors;
                expect(error.message).toBe(INTERNAL_ERROR_MESSAGE);
                expect(error.path).toEqual(['products']);
                expect(error.extensions.code).toBe('INTERNAL_SERVER_ERROR');
                expect(error.extensions.correlationId).toMatch(UUID);
                expectNoInternals(answer);
                const line = logged.mock.calls.find(([message]) =>
                    String(message).startsWith(error.extensions.correlationId),
                );
                expect(line?.[0]).toContain('Invalid regular expression');
                expect(line?.[2]).toContain('SyntaxError');
            } finally {
                logged.mockRestore();
            }
        });

        it("passes the shop's own coded refusals through unchanged", async () => {
            const input = await query('{ catalogListing(input: { take: 1000 }) { totalItems } }');
            expect(input.json.errors[0].message).toBe('take must be a whole number from 1 to 100');
            expect(input.json.errors[0].extensions.code).toBe('USER_INPUT_ERROR');
            const forbidden = await query('{ administrators { totalItems } }', {}, 'admin-api');
            expect(forbidden.json.errors[0].extensions.code).toBe('FORBIDDEN');
            expect(forbidden.json.errors[0].message).toBe('You are not currently authorized to perform this action');
        });
    });

    describe('pictures', () => {
        const picture = '/assets/test/picture.png';

        beforeAll(async () => {
            const file = path.join(env.dataDir, 'assets', 'test', 'picture.png');
            fs.mkdirSync(path.dirname(file), { recursive: true });
            await sharp({ create: { width: 1200, height: 1500, channels: 3, background: '#d41025' } })
                .png()
                .toFile(file);
        });

        const get = (url: string) => fetch(`${base}${url}`, { signal: AbortSignal.timeout(20_000) });
        const cached = () => {
            const dir = path.join(env.dataDir, 'assets', 'cache');
            return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).length : 0;
        };

        it('refuses free, negative and huge sizes with a 400 before any work', async () => {
            const before = cached();
            for (const query of [
                'w=6000',
                'w=-1',
                'h=-5',
                'w=20000&h=20000',
                'preset=card&q=100',
                'preset=huge',
                'w=720&h=720&mode=resize',
            ]) {
                const response = await get(`${picture}?${query}`);
                expect(response.status, query).toBe(400);
                expect(await response.text()).toBe(ASSET_REFUSAL);
            }
            expect(cached()).toBe(before);
        });

        it('serves the original, every preset and every storefront srcset width', async () => {
            const original = await get(picture);
            expect(
                await original
                    .clone()
                    .text()
                    .then(t => `${original.status} ${t.slice(0, 200)}`),
            ).toMatch(/^200/);
            expect(original.headers.get('content-type')).toBe('image/png');
            for (const [preset, width, height] of [
                ['card', 216, 268],
                ['gallery-thumb', 160, 160],
                ['gallery', 1080, 1340],
            ] as const) {
                const response = await get(`${picture}?preset=${preset}&format=webp`);
                expect(response.status).toBe(200);
                expect(response.headers.get('content-type')).toBe('image/webp');
                const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
                expect([meta.width, meta.height]).toEqual(
                    preset === 'gallery' ? [1072, height] : [width, height], // resize keeps 1200×1500's proportions
                );
            }
            for (const [w, h] of [
                [360, 447],
                [540, 670],
                [720, 893],
                [900, 1117],
                [1080, 1340],
            ]) {
                const response = await get(`${picture}?w=${w}&h=${h}&mode=resize&format=webp`);
                expect(response.status).toBe(200);
                expect(response.headers.get('content-type')).toBe('image/webp');
            }
        });
    });
});
