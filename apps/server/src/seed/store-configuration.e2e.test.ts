/**
 * The store's configuration on an empty SQLite database, without the demo catalog: what the first start makes, and
 * that a second start changes nothing, not even what staff edited in between.
 */
import fs from 'node:fs';
import path from 'node:path';

import { INestApplicationContext } from '@nestjs/common';
import {
    bootstrapWorker,
    Channel,
    GlobalSettings,
    ShippingMethodService,
    TransactionalConnection,
} from '@vendure/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { shopTestConfig, testPort } from '../../test/shop-test-environment';
import { CmsBlock, CmsPage, CmsService, MenuEntry } from '../plugins/cms';
import { superadminContext } from './seed-context';
import { configureStore, isStoreConfigured } from './store-configuration';

/** Every row the configuration writes, read straight from the database. */
async function snapshot(app: INestApplicationContext) {
    const db = app.get(TransactionalConnection).rawConnection;
    const rows = (sql: string) => db.query(sql) as Promise<Array<Record<string, unknown>>>;
    return {
        channel: await db.getRepository(Channel).find({ relations: ['defaultTaxZone', 'defaultShippingZone'] }),
        languages: (await db.getRepository(GlobalSettings).find()).map(s => s.availableLanguages),
        zones: await rows(
            `SELECT z.name, r.code FROM zone z JOIN zone_members_region m ON m."zoneId" = z.id
             JOIN region r ON r.id = m."regionId" ORDER BY z.name, r.code`,
        ),
        countries: await rows('SELECT code, enabled FROM region ORDER BY code'),
        taxCategories: await rows('SELECT name, "isDefault" FROM tax_category ORDER BY name'),
        taxRates: await rows('SELECT name, value, enabled FROM tax_rate ORDER BY name'),
        shippingMethods: await rows('SELECT code, "deletedAt" FROM shipping_method ORDER BY code'),
        blocks: await db.getRepository(CmsBlock).find({ order: { identifier: 'ASC' } }),
        pages: await db.getRepository(CmsPage).find({ order: { slug: 'ASC' } }),
        menuEntries: await db.getRepository(MenuEntry).find({ order: { position: 'ASC' } }),
        assets: await rows('SELECT source FROM asset ORDER BY id'),
        products: await rows('SELECT id FROM product'),
        promotions: await rows('SELECT id FROM promotion'),
        giftCards: await rows('SELECT id FROM gift_card'),
    };
}

describe('store configuration on an empty database', () => {
    const { config, dataDir } = shopTestConfig(testPort(4131), { SEED_DEMO_CATALOG: 'false' });
    let first: Awaited<ReturnType<typeof snapshot>>;

    /** A start as the server makes one: an application context that configures the store, then closes. */
    async function start<T>(then?: (app: INestApplicationContext) => Promise<T>) {
        const worker = await bootstrapWorker(config);
        try {
            const configured = await configureStore(worker.app);
            return { configured, after: await snapshot(worker.app), extra: await then?.(worker.app) };
        } finally {
            await worker.app.close();
        }
    }

    beforeAll(async () => {
        const { configured, after } = await start();
        expect(configured).toBe(true);
        first = after;
    });

    afterAll(() => {
        fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('makes the channel Italian, in EUR, with prices including VAT and Italia as its zone', () => {
        expect(first.channel).toHaveLength(1);
        expect(first.channel[0]).toMatchObject({
            defaultLanguageCode: 'it',
            availableLanguageCodes: ['it', 'en'],
            defaultCurrencyCode: 'EUR',
            availableCurrencyCodes: ['EUR'],
            pricesIncludeTax: true,
            defaultTaxZone: { name: 'Italia' },
            defaultShippingZone: { name: 'Italia' },
        });
        expect(first.languages).toEqual([['it', 'en']]);
    });

    it('puts IT, SM and VA in the zone Italia, and rates IVA 22, 10 and 4 % in each zone', () => {
        expect(first.zones.filter(z => z.name === 'Italia').map(z => z.code)).toEqual(['IT', 'SM', 'VA']);
        expect(first.zones.filter(z => z.name === 'Resto del mondo').map(z => z.code)).toContain('DE');
        expect(first.countries.every(c => Boolean(c.enabled))).toBe(true);
        expect(first.taxCategories.map(c => [c.name, Boolean(c.isDefault)])).toEqual([
            ['IVA 10%', false],
            ['IVA 22%', true],
            ['IVA 4%', false],
        ]);
        expect(first.taxRates.map(r => [r.name, Number(r.value), Boolean(r.enabled)])).toEqual([
            ['IVA 10% Italia', 10, true],
            ['IVA 10% Resto del mondo', 10, true],
            ['IVA 22% Italia', 22, true],
            ['IVA 22% Resto del mondo', 22, true],
            ['IVA 4% Italia', 4, true],
            ['IVA 4% Resto del mondo', 4, true],
        ]);
        expect(first.shippingMethods).toEqual([{ code: 'spedizione-standard', deletedAt: null }]);
    });

    it('makes the layout and home blocks, the search synonyms, the pages the footer links to, and the main-menu entries', () => {
        expect(first.blocks.map(b => b.identifier)).toEqual([
            'copyright',
            'footer-links',
            'footer-newsletter',
            'footer-payments',
            'headerText',
            'home-best-sellers',
            'home-offers',
            'home-promises',
            'pre-header',
            'search-synonyms',
        ]);
        const links = first.blocks.find(b => b.identifier === 'footer-links')!.content as {
            sections: Array<{ links: Array<{ href: string }> }>;
        };
        const hrefs = links.sections.flatMap(s => s.links.map(l => l.href));
        const slugs = first.pages.map(p => p.slug);
        // Every footer link leads to a page made here, or to the contact form.
        for (const href of hrefs.filter(h => h !== '/contact-us')) {
            expect(slugs, href).toContain(href.slice(1));
        }
        expect(first.menuEntries.map(e => [e.menuCode, e.locale, e.label, e.link])).toEqual([
            ['mainmenu', 'it', 'Offerte', '/offerte'],
            ['mainmenu', 'it', 'Assistenza', '/contact-us'],
        ]);
        // Payment logos only: no demo company, brands or social profiles.
        expect(first.assets.map(a => path.basename(String(a.source)))).toEqual([
            'payment-visa.png',
            'payment-mastercard.png',
            'payment-maestro.png',
            'payment-american-express.png',
            'payment-findomestic.png',
        ]);
    });

    it('makes no products, promotions or gift cards', () => {
        expect(first.products).toEqual([]);
        expect(first.promotions).toEqual([]);
        expect(first.giftCards).toEqual([]);
    });

    it("changes nothing on a second start, and keeps staff's edits made in between", async () => {
        const edited = await start(async app => {
            const ctx = await superadminContext(app);
            await app.get(CmsService).upsertBlock(ctx, {
                identifier: 'headerText',
                locale: 'it',
                content: { text: 'Consegna gratuita sopra i 79 €' },
            });
            const methods = await app.get(ShippingMethodService).findAll(ctx);
            await app.get(ShippingMethodService).softDelete(ctx, methods.items[0].id);
            return snapshot(app);
        });
        // The first start has configured the store, so this start did nothing before the edits.
        expect(edited.configured).toBe(false);
        expect(edited.after).toEqual(first);

        const second = await start(async app => isStoreConfigured(app));
        expect(second.configured).toBe(false);
        expect(second.extra).toBe(true);
        expect(second.after).toEqual(edited.extra);
        expect(second.after.blocks.find(b => b.identifier === 'headerText')!.content).toEqual({
            text: 'Consegna gratuita sopra i 79 €',
        });
        expect(second.after.shippingMethods).toEqual([{ code: 'spedizione-standard', deletedAt: expect.anything() }]);
    });
});
