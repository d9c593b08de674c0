/**
 * Seeds the Italian demo catalog once (products, categories, facets, stock, offers, pictures, sample company content,
 * and outside production the demo coupons and gift cards); later starts find the marker and leave the data alone.
 */
import { INestApplicationContext } from '@nestjs/common';
import { ConfigService, GlobalSettingsService, Product, SearchService, TransactionalConnection } from '@vendure/core';

import { catalog as demoCatalog } from './catalog';
import { importCatalog } from './catalog-import';
import { seedDemoGiftCards } from '../plugins/gift-card';
import { createDemoCoupons } from './demo-coupons';
import { seedDemoContent } from './demo-content';
import { seedPriceHistory } from './price-history';
import { report, superadminContext } from './seed-context';
import { configureStore } from './store-configuration';
import { SeedCatalog } from './catalog/types';

export async function isSeeded(app: INestApplicationContext): Promise<boolean> {
    const ctx = await superadminContext(app);
    const settings = await app.get(GlobalSettingsService).getSettings(ctx);
    return Boolean((settings.customFields as { demoCatalogSeededAt?: Date | null }).demoCatalogSeededAt);
}

export interface SeedOptions {
    catalog?: SeedCatalog;
    /**
     * Also seed the demo gift cards and coupons. Their codes are in this repository, so a store that takes real
     * orders must never have them: the caller decides, from `ServerEnv.seedDemoMoney`.
     */
    demoMoney: boolean;
}

/**
 * Returns true when it seeded, false when the demo store was already there. The demo builds on the store's own
 * configuration (channel, VAT, zones, shipping, layout content), which it makes first if the database has none.
 */
export async function seedDemoStore(app: INestApplicationContext, options: SeedOptions): Promise<boolean> {
    await configureStore(app);
    if (await isSeeded(app)) {
        return false;
    }
    const productCount = await app.get(TransactionalConnection).rawConnection.getRepository(Product).count();
    if (productCount > 0) {
        throw new Error(
            'The database holds products but no finished demo seed: an earlier seed stopped half-way. ' +
                'Delete the data folder (or the database) and start again.',
        );
    }
    const started = Date.now();
    const importAssetsDir = app.get(ConfigService).importExportOptions.importAssetsDir;
    report('Seeding the Italian demo store (first start only, about a minute)…');
    const ctx = await superadminContext(app);
    const catalog = options.catalog ?? demoCatalog;
    await importCatalog(app, ctx, catalog, importAssetsDir);
    // The importer writes prices without publishing price events, so their past is written here.
    await seedPriceHistory(app, ctx, catalog);
    if (options.demoMoney) {
        await createDemoCoupons(app, ctx);
        // Demo gift cards DEMO-GIFT-0025-EURO (25 €), DEMO-GIFT-0100-EURO (100 €), DEMO-GIFT-SCAD-UTA0 (expired).
        await seedDemoGiftCards(app);
    }
    await seedDemoContent(app, ctx, importAssetsDir, { demoCoupons: options.demoMoney });
    await app.get(SearchService).reindex(ctx);
    await app.get(GlobalSettingsService).updateSettings(ctx, { customFields: { demoCatalogSeededAt: new Date() } });
    report(`Demo store seeded in ${((Date.now() - started) / 1000).toFixed(1)} s; indexing it for search…`);
    return true;
}
