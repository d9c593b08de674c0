/**
 * The Italian store's own configuration, which every deployment needs whatever its catalog: the channel in EUR with
 * prices including IVA, Italian first; the countries, the zone Italia (IT, SM, VA) and the VAT rates; the shipping
 * method (free from 100 €, else 5 €); the payment methods (card on Nexi XPay, Findomestic financing); and the content structure the storefront's layout reads (see store-content.ts).
 * Applied once, to a database Vendure has just created; a store already configured is left as staff keep it.
 */
import { INestApplicationContext } from '@nestjs/common';
import { DEFAULT_CHANNEL_CODE } from '@vendure/common/lib/shared-constants';
import {
    Channel,
    ChannelService,
    ConfigService,
    Country,
    CountryService,
    CurrencyCode,
    GlobalSettingsService,
    ID,
    LanguageCode,
    PaymentMethod,
    PaymentMethodService,
    RequestContext,
    ShippingMethod,
    ShippingMethodService,
    TaxCategory,
    TaxCategoryService,
    TaxRate,
    TaxRateService,
    TransactionalConnection,
    Zone,
    ZoneService,
} from '@vendure/core';
import { IsNull } from 'typeorm';

import {
    FREE_SHIPPING_THRESHOLD,
    SHIPPING_ZONE_COUNTRIES,
    STANDARD_SHIPPING_PRICE,
    STANDARD_VAT_RATE,
} from '../plugins/shipping';
import { FINDOMESTIC_ELIGIBILITY_CHECKER, FINDOMESTIC_METHOD, NEXI_XPAY_METHOD } from '../plugins/payments/constants';
import { initialData } from './initial-data';
import { report, superadminContext } from './seed-context';
import { ensureStoreContent } from './store-content';

export const STANDARD_SHIPPING_CODE = 'spedizione-standard';

/**
 * Whether the store has been configured. The mark is the default channel's tax zone, set as the configuration's last
 * step: Vendure creates the channel without one, no order can be priced without one, and the dashboard offers no way
 * back to none. So a start that stopped half-way configures again (every step makes only what is missing), and staff
 * edits after the first start (a renamed zone, a deleted shipping method, rewritten blocks) are never undone.
 */
export async function isStoreConfigured(app: INestApplicationContext): Promise<boolean> {
    const channel = await app
        .get(TransactionalConnection)
        .rawConnection.getRepository(Channel)
        .findOne({ where: { code: DEFAULT_CHANNEL_CODE }, relations: ['defaultTaxZone'] });
    return Boolean(channel?.defaultTaxZone);
}

/** Configures the store on a database that has none yet. Returns true when it did, false when it was already done. */
export async function configureStore(app: INestApplicationContext): Promise<boolean> {
    if (await isStoreConfigured(app)) {
        return false;
    }
    const started = Date.now();
    report('Configuring the Italian store (channel, VAT, zone Italia, shipping, layout content)…');
    await configureChannel(app, await superadminContext(app));
    // A fresh context sees the channel as it now is: Italian, EUR, prices with VAT.
    const ctx = await superadminContext(app);
    const zones = await ensureCountriesAndZones(app, ctx);
    await ensureTaxRates(app, ctx, zones);
    await ensureShippingMethods(app, ctx);
    await ensurePaymentMethods(app, ctx);
    await ensureStoreContent(app, ctx, app.get(ConfigService).importExportOptions.importAssetsDir);
    const italy = zones.get(initialData.defaultZone)!;
    const channel = await app.get(ChannelService).getDefaultChannel(ctx);
    await app.get(ChannelService).update(ctx, {
        id: channel.id,
        defaultTaxZoneId: italy,
        defaultShippingZoneId: italy,
    });
    report(`Store configured in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return true;
}

async function configureChannel(app: INestApplicationContext, ctx: RequestContext) {
    await app.get(GlobalSettingsService).updateSettings(ctx, {
        availableLanguages: [LanguageCode.it, LanguageCode.en],
    });
    const channelService = app.get(ChannelService);
    const channel = await channelService.getDefaultChannel(ctx);
    await channelService.update(ctx, {
        id: channel.id,
        defaultLanguageCode: LanguageCode.it,
        availableLanguageCodes: [LanguageCode.it, LanguageCode.en],
        defaultCurrencyCode: CurrencyCode.EUR,
        availableCurrencyCodes: [CurrencyCode.EUR],
        pricesIncludeTax: true,
    });
}

/** Creates the countries and zones of the reference data that are missing; returns each zone's id by name. */
async function ensureCountriesAndZones(app: INestApplicationContext, ctx: RequestContext): Promise<Map<string, ID>> {
    const connection = app.get(TransactionalConnection);
    const existing = new Map(
        (await connection.getRepository(ctx, Country).find()).map(country => [country.code, country.id]),
    );
    const members = new Map<string, ID[]>();
    for (const { code, name, zone } of initialData.countries) {
        let id = existing.get(code);
        if (id === undefined) {
            id = (
                await app.get(CountryService).create(ctx, {
                    code,
                    enabled: true,
                    translations: [{ languageCode: LanguageCode.it, name }],
                })
            ).id;
        }
        members.set(zone, [...(members.get(zone) ?? []), id]);
    }
    const zoneService = app.get(ZoneService);
    const zones = new Map((await zoneService.getAllWithMembers(ctx)).map(zone => [zone.name, zone]));
    const ids = new Map<string, ID>();
    for (const [name, memberIds] of members) {
        const zone: Zone | undefined = zones.get(name);
        if (!zone) {
            ids.set(name, (await zoneService.create(ctx, { name, memberIds })).id);
            continue;
        }
        const missing = memberIds.filter(id => !zone.members.some(member => member.id === id));
        if (missing.length > 0) {
            await zoneService.addMembersToZone(ctx, { zoneId: zone.id, memberIds: missing });
        }
        ids.set(name, zone.id);
    }
    return ids;
}

/** One tax category a rate (IVA 22 %, 10 %, 4 %), each rated in every zone; the first is the products' default. */
async function ensureTaxRates(app: INestApplicationContext, ctx: RequestContext, zones: Map<string, ID>) {
    const connection = app.get(TransactionalConnection);
    const categories = new Map(
        (await connection.getRepository(ctx, TaxCategory).find()).map(category => [category.name, category.id]),
    );
    const rates = new Set((await connection.getRepository(ctx, TaxRate).find()).map(rate => rate.name));
    for (const [index, { name, percentage }] of initialData.taxRates.entries()) {
        let categoryId = categories.get(name);
        if (categoryId === undefined) {
            categoryId = (await app.get(TaxCategoryService).create(ctx, { name, isDefault: index === 0 })).id;
        }
        for (const [zoneName, zoneId] of zones) {
            const rateName = `${name} ${zoneName}`;
            if (!rates.has(rateName)) {
                await app
                    .get(TaxRateService)
                    .create(ctx, { name: rateName, value: percentage, enabled: true, categoryId, zoneId });
            }
        }
    }
}

async function ensureShippingMethods(app: INestApplicationContext, ctx: RequestContext) {
    const existing = await app
        .get(TransactionalConnection)
        .getRepository(ctx, ShippingMethod)
        .findOne({ where: { code: STANDARD_SHIPPING_CODE, deletedAt: IsNull() } });
    if (existing) {
        return;
    }
    await app.get(ShippingMethodService).create(ctx, {
        code: STANDARD_SHIPPING_CODE,
        fulfillmentHandler: 'manual-fulfillment',
        checker: {
            code: 'shipping-zone-countries',
            arguments: [{ name: 'countries', value: SHIPPING_ZONE_COUNTRIES.join(',') }],
        },
        calculator: {
            code: 'italy-free-from-threshold',
            arguments: [
                { name: 'threshold', value: String(FREE_SHIPPING_THRESHOLD) },
                { name: 'price', value: String(STANDARD_SHIPPING_PRICE) },
                { name: 'taxRate', value: String(STANDARD_VAT_RATE) },
            ],
        },
        translations: [
            {
                languageCode: LanguageCode.it,
                name: 'Spedizione standard',
                description: 'Gratuita in Italia da 100 €, altrimenti 5 €. Spedizione entro 48 ore.',
            },
            {
                languageCode: LanguageCode.en,
                name: 'Standard shipping',
                description: 'Free in Italy from €100, otherwise €5. Dispatched within 48 hours.',
            },
        ],
    });
}

/**
 * The two ways to pay (decision 033). Their settings (terminal, codes, financeable range) are the environment's, not
 * the method's arguments, so a database moves between sandbox and live with its configuration alone.
 */
async function ensurePaymentMethods(app: INestApplicationContext, ctx: RequestContext) {
    const connection = app.get(TransactionalConnection);
    const existing = new Set((await connection.getRepository(ctx, PaymentMethod).find()).map(method => method.code));
    const methods = [
        {
            code: NEXI_XPAY_METHOD,
            name: 'Carta di credito o debito',
            description: 'Paga con carta sulla pagina sicura di Nexi.',
            checker: undefined,
        },
        {
            code: FINDOMESTIC_METHOD,
            name: 'Finanziamento Findomestic',
            description: 'Paga a rate con un finanziamento Findomestic, soggetto ad approvazione.',
            checker: { code: FINDOMESTIC_ELIGIBILITY_CHECKER, arguments: [] },
        },
    ];
    for (const { code, name, description, checker } of methods) {
        if (existing.has(code)) continue;
        await app.get(PaymentMethodService).create(ctx, {
            code,
            enabled: true,
            handler: { code, arguments: [] },
            ...(checker ? { checker } : {}),
            translations: [{ languageCode: LanguageCode.it, name, description }],
        });
    }
}
