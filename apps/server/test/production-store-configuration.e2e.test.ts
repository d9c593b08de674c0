/**
 * Production with the demo catalog off (its default) against the local PostgreSQL and Redis: the first start makes
 * the store's own configuration (channel in EUR with prices including VAT, zone Italia, VAT rates, shipping, the
 * layout's menu and blocks) and nothing of the demo; a second start changes nothing staff edited.
 * Needs TEST_DATABASE_URL and TEST_REDIS_URL.
 */
import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { checkCmsBlockContent, CMS_BLOCK_IDENTIFIERS, type CmsBlockIdentifier } from '@shop/rules';
import Redis from 'ioredis';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { testPort } from './shop-test-environment';
import { postGraphql, PRODUCTION_EMAIL_ENV, PRODUCTION_PAYMENT_ENV, until } from './production-support';

const adminUrl = process.env.TEST_DATABASE_URL;
const redisBaseUrl = process.env.TEST_REDIS_URL;
const serverRoot = path.join(__dirname, '..');
const port = testPort(4150);
const shopApi = `http://127.0.0.1:${port}/shop-api`;
const adminApi = `http://127.0.0.1:${port}/admin-api`;
const staff = { username: 'gestione.negozio', password: 'production-test-password' };
// A Redis database of its own, emptied before and after, so other users of the server are not touched.
const redisDb = 12;

/** The storefront's root loader queries (app/lib/menu/menu.server.ts, app/lib/cms/cms.server.ts), word for word. */
const STOREFRONT_MENU = `query Menu($code: String!, $locale: String) {
    menu(code: $code, locale: $locale) {
        uid
        code
        items { uid label link children { uid label link children { uid label link children { uid label link } } } }
    }
}`;
const STOREFRONT_BLOCKS = `query CmsBlocks($identifiers: [String!]!, $locale: String) {
    cmsBlocks(identifiers: $identifiers, locale: $locale) { identifier content }
}`;

const gql = postGraphql;

describe.skipIf(!adminUrl || !redisBaseUrl)('production mode with the demo catalog off', () => {
    const database = `shop_store_config_test_${process.pid}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-store-config-test-'));
    /** What each start printed, in order. */
    const outputs: string[] = [];
    let server: ChildProcess | undefined;
    let redis: Redis;
    let databaseUrl: string;
    let env: Record<string, string>;
    let staffToken: string;
    const readyAfterMs: number[] = [];

    async function sql<T extends Record<string, unknown>>(query: string): Promise<T[]> {
        const client = new Client({ connectionString: databaseUrl });
        await client.connect();
        try {
            return (await client.query<T>(query)).rows;
        } finally {
            await client.end();
        }
    }

    /** Starts the server and waits until its shop API answers. */
    async function startServer() {
        const started = Date.now();
        // SEED_DEMO_CATALOG is left unset: production's default is off.
        const { SEED_DEMO_CATALOG: _unset, ...inherited } = process.env;
        const child = spawn(process.execPath, ['dist/index.js'], { cwd: serverRoot, env: { ...inherited, ...env } });
        const index = outputs.push('') - 1;
        for (const stream of [child.stdout, child.stderr]) {
            stream?.on('data', chunk => (outputs[index] += String(chunk)));
        }
        server = child;
        const exited = new Promise<never>((_, reject) =>
            child.once('exit', code => reject(new Error(`The server stopped during the start (exit code ${code})`))),
        );
        await Promise.race([
            until('the shop API', async () => (await gql(shopApi, '{ activeChannel { code } }')).data, 300_000),
            exited,
        ]).catch(error => {
            throw new Error(`${error}\n${outputs[index]}`);
        });
        readyAfterMs.push(Date.now() - started);
    }

    async function stopServer() {
        const child = server;
        server = undefined;
        if (child && child.exitCode === null) {
            const exited = new Promise(resolve => child.once('exit', resolve));
            child.kill('SIGTERM');
            await exited;
        }
    }

    async function adminLogin(): Promise<string> {
        const { data, token } = await gql(
            adminApi,
            `mutation($u: String!, $p: String!) {
                login(username: $u, password: $p) { ... on CurrentUser { identifier } ... on ErrorResult { errorCode } }
            }`,
            { u: staff.username, p: staff.password },
        );
        expect(data.login).toEqual({ identifier: staff.username });
        return token!;
    }

    /** What staff and shoppers can see of the configuration, to compare one start with the next. */
    async function storeRows() {
        return sql(`SELECT
            (SELECT count(*) FROM channel) AS channels,
            (SELECT count(*) FROM region) AS countries,
            (SELECT count(*) FROM zone) AS zones,
            (SELECT count(*) FROM tax_category) AS "taxCategories",
            (SELECT count(*) FROM tax_rate) AS "taxRates",
            (SELECT count(*) FROM shipping_method WHERE "deletedAt" IS NULL) AS "shippingMethods",
            (SELECT count(*) FROM cms_block) AS blocks,
            (SELECT count(*) FROM cms_page) AS pages,
            (SELECT count(*) FROM menu_entry) AS "menuEntries",
            (SELECT count(*) FROM asset) AS assets`);
    }

    beforeAll(async () => {
        const admin = new Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${database}`);
        await admin.query(`CREATE DATABASE ${database}`);
        await admin.end();
        const url = new URL(adminUrl!);
        url.pathname = `/${database}`;
        databaseUrl = url.toString();
        const redisUrl = new URL(redisBaseUrl!);
        redisUrl.pathname = `/${redisDb}`;
        redis = new Redis(redisUrl.toString());
        await redis.flushdb();
        env = {
            NODE_ENV: 'production',
            DATABASE_URL: databaseUrl,
            REDIS_URL: redisUrl.toString(),
            RUN_WORKER_IN_SERVER: 'false',
            ...PRODUCTION_EMAIL_ENV,
            ...PRODUCTION_PAYMENT_ENV,
            DATA_DIR: dataDir,
            SERVER_PORT: String(port),
            ADMIN_UI_PORT: String(port + 1),
            SUPERADMIN_USERNAME: staff.username,
            SUPERADMIN_PASSWORD: staff.password,
            COOKIE_SECRET: 'production-test-cookie-secret-0123456789',
            LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
        };
        await startServer();
        staffToken = await adminLogin();
    });

    afterAll(async () => {
        await stopServer();
        await redis?.flushdb();
        redis?.disconnect();
        const admin = new Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${database}`);
        await admin.end();
        fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('configures the store on the first start and seeds nothing of the demo', async () => {
        console.info(
            `Server ready after ${(readyAfterMs[0] / 1000).toFixed(1)} s; ${outputs[0].match(/Store configured in .*/)}`,
        );
        expect(outputs[0]).not.toMatch(/error/i);
        expect(outputs[0].match(/Configuring the Italian store/g)).toHaveLength(1);
        expect(outputs[0]).toMatch(/Store configured in \d+\.\d s\./);
        expect(outputs[0]).not.toContain('Seeding the Italian demo store');
        const [counts] = await sql<Record<string, string>>(`SELECT
            (SELECT count(*) FROM product) AS products,
            (SELECT count(*) FROM facet) AS facets,
            (SELECT count(*) FROM collection WHERE NOT "isRoot") AS collections,
            (SELECT count(*) FROM promotion) AS promotions,
            (SELECT count(*) FROM gift_card) AS "giftCards"`);
        expect(counts).toEqual({ products: '0', facets: '0', collections: '0', promotions: '0', giftCards: '0' });
        const { data } = await gql(shopApi, '{ products(options: { take: 1 }) { totalItems } }');
        expect(data.products.totalItems).toBe(0);
    });

    it('has a channel in EUR with prices including VAT, Italian first, taxed and shipping in the zone Italia', async () => {
        const { data } = await gql(
            shopApi,
            `{ activeChannel {
                defaultCurrencyCode availableCurrencyCodes pricesIncludeTax defaultLanguageCode availableLanguageCodes
                defaultTaxZone { name } defaultShippingZone { name }
            } }`,
        );
        expect(data.activeChannel).toEqual({
            defaultCurrencyCode: 'EUR',
            availableCurrencyCodes: ['EUR'],
            pricesIncludeTax: true,
            defaultLanguageCode: 'it',
            availableLanguageCodes: ['it', 'en'],
            defaultTaxZone: { name: 'Italia' },
            defaultShippingZone: { name: 'Italia' },
        });
    });

    it('holds IT, SM and VA in the zone Italia, with IVA 22, 10 and 4 %', async () => {
        const { data } = await gql(
            adminApi,
            `{
                zones(options: { filter: { name: { eq: "Italia" } } }) { items { name members { code } } }
                taxRates(options: { filter: { name: { contains: "Italia" } }, sort: { value: DESC } }) {
                    items { name value enabled category { name isDefault } }
                }
                shippingMethods { items { code name } }
            }`,
            {},
            staffToken,
        );
        expect(data.zones.items).toHaveLength(1);
        expect(data.zones.items[0].members.map((m: { code: string }) => m.code).sort()).toEqual(['IT', 'SM', 'VA']);
        expect(data.taxRates.items).toEqual([
            { name: 'IVA 22% Italia', value: 22, enabled: true, category: { name: 'IVA 22%', isDefault: true } },
            { name: 'IVA 10% Italia', value: 10, enabled: true, category: { name: 'IVA 10%', isDefault: false } },
            { name: 'IVA 4% Italia', value: 4, enabled: true, category: { name: 'IVA 4%', isDefault: false } },
        ]);
        expect(data.shippingMethods.items).toEqual([{ code: 'spedizione-standard', name: 'Spedizione standard' }]);
    });

    it("answers the storefront's root queries: the main menu, the layout blocks and the home page's", async () => {
        const { data: menu } = await gql(shopApi, STOREFRONT_MENU, { code: 'mainmenu', locale: 'it' });
        expect(menu.menu.items.map((i: { label: string; link: string }) => [i.label, i.link])).toEqual([
            ['Offerte', '/offerte'],
            ['Assistenza', '/contact-us'],
        ]);
        const { data } = await gql(shopApi, STOREFRONT_BLOCKS, { identifiers: CMS_BLOCK_IDENTIFIERS, locale: 'it' });
        const blocks = data.cmsBlocks as Array<{ identifier: CmsBlockIdentifier; content: unknown }>;
        expect(blocks.map(b => b.identifier)).toEqual([
            'headerText',
            'pre-header',
            'footer-links',
            'footer-newsletter',
            'footer-payments',
            'copyright',
            // The home page's sections that need no pictures or catalog; hero, tiles and brands are the store's own.
            'home-offers',
            'home-best-sellers',
            'home-promises',
        ]);
        for (const block of blocks) {
            expect([block.identifier, checkCmsBlockContent(block.identifier, block.content).ok]).toEqual([
                block.identifier,
                true,
            ]);
        }
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each check reads the fields it knows
        const byId = Object.fromEntries(blocks.map(b => [b.identifier, b.content])) as Record<string, any>;
        expect(byId.headerText.text).toContain('Spedizione gratuita in Italia da 100 €');
        expect(byId.copyright.content).toBe(`© ${new Date().getFullYear()} Scintilla`);
        // The payment logos are served like any picture.
        for (const logo of byId['footer-payments'].logos as Array<{ src: string }>) {
            const response = await fetch(`http://127.0.0.1:${port}${logo.src}`);
            expect([logo.src, response.status]).toEqual([logo.src, 200]);
        }
        // Every footer link leads to a page (the storefront would answer 404 otherwise) or to the contact form.
        const hrefs = (byId['footer-links'].sections as Array<{ links: Array<{ href: string }> }>).flatMap(s =>
            s.links.map(l => l.href),
        );
        expect(hrefs.length).toBeGreaterThanOrEqual(8);
        for (const href of [...hrefs, '/offerte'].filter(h => h !== '/contact-us')) {
            const { data: page } = await gql(
                shopApi,
                'query($s: String!) { cmsPage(slug: $s, locale: "it") { title } }',
                {
                    s: href.slice(1),
                },
            );
            expect([href, typeof page.cmsPage?.title]).toEqual([href, 'string']);
        }
    });

    it('quotes the real shipping prices for an Italian address: 5 € below 100 €, free from 100 €, none abroad', async () => {
        // Staff add the first product, as they would in the dashboard: 30 € with VAT, ten in stock.
        const { data: created } = await gql(
            adminApi,
            `mutation {
                createProduct(input: { translations: [{ languageCode: it, name: "Cavo HDMI 2 m", slug: "cavo-hdmi-2-m", description: "" }] }) { id }
            }`,
            {},
            staffToken,
        );
        const { data: variants } = await gql(
            adminApi,
            `mutation($p: ID!) {
                createProductVariants(input: [{ productId: $p, sku: "HDMI-2M", price: 3000, stockOnHand: 10,
                    translations: [{ languageCode: it, name: "Cavo HDMI 2 m" }] }]) { id price priceWithTax taxCategory { name } }
            }`,
            { p: created.createProduct.id },
            staffToken,
        );
        const variant = variants.createProductVariants[0];
        // Prices include VAT: 30 € is 24,59 € plus IVA 22 %, in the default tax category.
        expect(variant).toMatchObject({ price: 2459, priceWithTax: 3000, taxCategory: { name: 'IVA 22%' } });

        const added = await gql(
            shopApi,
            'mutation($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { ... on Order { subTotalWithTax subTotal currencyCode } } }',
            { id: variant.id },
        );
        expect(added.data.addItemToOrder).toEqual({ subTotalWithTax: 3000, subTotal: 2459, currencyCode: 'EUR' });
        const quote = async (countryCode: string) => {
            await gql(
                shopApi,
                `mutation($c: String!) {
                    setOrderShippingAddress(input: { fullName: "Mario Rossi", streetLine1: "Via Roma 1", city: "Roma",
                        postalCode: "00100", countryCode: $c }) { ... on Order { id } }
                }`,
                { c: countryCode },
                added.token,
            );
            const { data } = await gql(
                shopApi,
                '{ eligibleShippingMethods { code name price priceWithTax } }',
                {},
                added.token,
            );
            return data.eligibleShippingMethods;
        };
        const standard = { code: 'spedizione-standard', name: 'Spedizione standard' };
        const italy = await quote('IT');
        expect(italy).toEqual([{ ...standard, price: expect.any(Number), priceWithTax: 500 }]);
        // 5 € with IVA 22 % included (the quote's net price is not rounded to the cent).
        expect(italy[0].price).toBeCloseTo(500 / 1.22, 6);
        expect(await quote('SM')).toEqual(italy);
        expect(await quote('VA')).toEqual(italy);
        expect(await quote('DE')).toEqual([]);
        const { data: more } = await gql(
            shopApi,
            'mutation($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 3) { ... on Order { subTotalWithTax } } }',
            { id: variant.id },
            added.token,
        );
        expect(more.addItemToOrder.subTotalWithTax).toBe(120_00);
        expect(await quote('IT')).toEqual([{ ...standard, price: 0, priceWithTax: 0 }]);
    });

    it('changes nothing on a second start, and keeps what staff edited', async () => {
        await gql(
            adminApi,
            `mutation { upsertCmsBlock(input: { identifier: "headerText", locale: "it",
                content: { text: "Consegna gratuita sopra i 79 €" } }) { id } }`,
            {},
            staffToken,
        );
        const { data: channel } = await gql(adminApi, '{ activeChannel { id } }', {}, staffToken);
        await gql(
            adminApi,
            'mutation($id: ID!) { updateChannel(input: { id: $id, pricesIncludeTax: false }) { ... on Channel { id } } }',
            { id: channel.activeChannel.id },
            staffToken,
        );
        const before = await storeRows();
        await stopServer();
        await startServer();
        console.info(`Second start ready after ${(readyAfterMs[1] / 1000).toFixed(1)} s`);
        expect(outputs[1]).not.toContain('Configuring the Italian store');
        expect(outputs[1]).not.toMatch(/error/i);
        expect(await storeRows()).toEqual(before);
        const { data } = await gql(
            shopApi,
            `{ activeChannel { pricesIncludeTax } cmsBlocks(identifiers: ["headerText"]) { content } }`,
        );
        expect(data).toEqual({
            activeChannel: { pricesIncludeTax: false },
            cmsBlocks: [{ content: { text: 'Consegna gratuita sopra i 79 €' } }],
        });
    });
});
