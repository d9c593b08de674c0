/** Seeds an empty database with the Italian demo store once; later starts find the marker and leave the data alone. */
import { INestApplicationContext } from '@nestjs/common';
import {
    ChannelService,
    ConfigService,
    GlobalSettingsService,
    Product,
    RequestContext,
    RequestContextService,
    SearchService,
    TransactionalConnection,
    User,
} from '@vendure/core';
import { populateInitialData } from '@vendure/core/cli';

import { catalog as demoCatalog } from './catalog';
import { importCatalog } from './catalog-import';
import { seedDemoGiftCards } from '../plugins/gift-card';
import { seedCmsContent } from './cms-content';
import { initialData } from './initial-data';
import { seedPriceHistory } from './price-history';
import { configureChannel, createDemoCoupons, createShippingMethods } from './store-settings';
import { SeedCatalog } from './catalog/types';

/** Progress of the first start goes to the console whatever the log level: a person is waiting for it. */
function report(line: string) {
    process.stdout.write(`${line}\n`);
}

async function superadminContext(app: INestApplicationContext): Promise<RequestContext> {
    const { superadminCredentials } = app.get(ConfigService).authOptions;
    const user = await app
        .get(TransactionalConnection)
        .rawConnection.getRepository(User)
        .findOne({ where: { identifier: superadminCredentials.identifier }, relations: ['roles', 'roles.channels'] });
    return app.get(RequestContextService).create({
        apiType: 'admin',
        user: user ?? undefined,
        channelOrToken: await app.get(ChannelService).getDefaultChannel(),
    });
}

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

/** Returns true when it seeded, false when the store was already there. */
export async function seedDemoStore(app: INestApplicationContext, options: SeedOptions): Promise<boolean> {
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
    await populateInitialData(app, initialData);
    await configureChannel(app, await superadminContext(app));
    // A fresh context sees the channel as it now is: EUR, prices with VAT.
    const ctx = await superadminContext(app);
    const catalog = options.catalog ?? demoCatalog;
    await importCatalog(app, ctx, catalog, importAssetsDir);
    // The importer writes prices without publishing price events, so their past is written here.
    await seedPriceHistory(app, ctx, catalog);
    await createShippingMethods(app, ctx);
    if (options.demoMoney) {
        await createDemoCoupons(app, ctx);
        // Demo gift cards DEMO-GIFT-0025-EURO (25 €), DEMO-GIFT-0100-EURO (100 €), DEMO-GIFT-SCAD-UTA0 (expired).
        await seedDemoGiftCards(app);
    }
    await seedCmsContent(app, ctx, importAssetsDir, { demoCoupons: options.demoMoney });
    await app.get(SearchService).reindex(ctx);
    await app.get(GlobalSettingsService).updateSettings(ctx, { customFields: { demoCatalogSeededAt: new Date() } });
    report(`Demo store seeded in ${((Date.now() - started) / 1000).toFixed(1)} s; indexing it for search…`);
    return true;
}
