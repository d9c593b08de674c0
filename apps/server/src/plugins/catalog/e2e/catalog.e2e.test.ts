/**
 * The catalog API through the real shop and admin APIs on the seeded demo store: listings with filters and counts,
 * sorting and paging, input errors, product pages, path resolution, the sitemap, and the index following changes.
 */
import { ProductTranslation, TransactionalConnection } from '@vendure/core';
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createShopTestEnvironment, testPort } from '../../../../test/shop-test-environment';
import { waitForIdleJobQueue } from '../../../lib/job-queue-idle';
import { catalog } from '../../../seed/catalog';
import { categoryPaths } from '../../../seed/catalog-import';
import { demoPriceHistory } from '../../../seed/price-history';
import { SeedProduct, SeedVariant } from '../../../seed/catalog/types';
import { DAY_MS, omnibusReference } from '../../price-history';
import { colourFamily, COLOUR_FAMILIES } from '../../../seed/catalog/colour-families';
import { CatalogShopResolver } from '../api/catalog-shop.resolver';
import { REBUILD_DEBOUNCE_MS } from '../constants';
import { CatalogIndexService } from '../services/catalog-index.service';
import { CatalogService } from '../services/catalog.service';
import { ListingView, ProductDetailView } from '../types';

const CARD =
    'id variantId code slug name sku merchantSku brand condition price lowestPrice30Days lowestPricePeriodDays lowestPriceSince priceMin priceMax inStock onlyXLeft isVirtual servicePriceAbove servicePriceUpTo';
const LISTING = gql`
    query Listing($input: CatalogListingInput!) {
        catalogListing(input: $input) {
            category { slug name description breadcrumbs { slug name } children { slug name } }
            items { ${CARD} colorCount variantCount energyClass image { url width height alt } category { slug name } }
            totalItems
            facets { code name values { code name count selected } }
            categories { slug name count selected }
            priceRange { min max }
            onSaleCount
        }
    }
`;
const PRODUCT = gql`
    query Product($code: String!) {
        catalogProduct(code: $code) {
            id code slug name description brand condition isVirtual energyClass productSheetUrl
            specifications { label value }
            images { url width height alt }
            breadcrumbs { slug name }
            optionGroups { code name values { code name } }
            variants {
                id sku merchantSku name options { group code name } price lowestPrice30Days
                lowestPricePeriodDays lowestPriceSince stockStatus onlyXLeft imageIndex
            }
            related { ${CARD} category { slug } }
            services { ${CARD} }
            updatedAt
        }
    }
`;
const RESOLVE = gql`
    query Resolve($path: String!) {
        catalogResolve(path: $path) {
            kind
            id
        }
    }
`;
const SITEMAP = gql`
    query {
        catalogSitemap {
            categories {
                id
                updatedAt
            }
            products {
                id
                updatedAt
            }
        }
    }
`;
const UPDATE_PRODUCT = gql`
    mutation UpdateProduct($input: UpdateProductInput!) {
        updateProduct(input: $input) {
            id
            name
            enabled
        }
    }
`;
const STOCK_CHANGES = gql`
    query StockChanges($since: String) {
        catalogStockChanges(since: $since) {
            version
            productCodes
        }
    }
`;
const UPDATE_VARIANTS = gql`
    mutation UpdateVariants($input: [UpdateProductVariantInput!]!) {
        updateProductVariants(input: $input) {
            id
            price
            stockOnHand
        }
    }
`;

/** Seed facts the expectations are derived from, so they follow the demo catalog when it grows. */
const paths = categoryPaths(catalog.categories);
const inCategory = (product: SeedProduct, slug: string) =>
    paths.get(product.categorySlug)!.some(category => category.slug === slug);
const inStock = (product: SeedProduct, variant: SeedVariant) => Boolean(product.isVirtual) || variant.stock > 0;
/** The variant a card shows: the cheapest in stock, else the cheapest. */
function shownVariant(product: SeedProduct): SeedVariant {
    const available = product.variants.filter(variant => inStock(product, variant));
    const pool = available.length > 0 ? available : product.variants;
    return pool.reduce((best, variant) => (variant.price < best.price ? variant : best));
}
/**
 * The struck-through price a seeded variant must show: the lowest of the 30 days before its reduction, worked out
 * from its demo price history; null when it is not on offer.
 */
function expectedReference(product: SeedProduct, variant: SeedVariant): number | null {
    if (!variant.regularPrice || variant.regularPrice <= variant.price) {
        return null;
    }
    const now = Date.now();
    const points = demoPriceHistory(product, variant).map(step => ({
        price: step.price,
        effectiveFrom: new Date(now - step.daysAgo * DAY_MS),
    }));
    const lowest = omnibusReference(points, new Date(now))?.lowestPrice ?? null;
    return lowest !== null && lowest > variant.price ? lowest : null;
}

const isServiceSeed = (product: SeedProduct) => (product.serviceFor ?? []).length > 0;
const services = catalog.products.filter(isServiceSeed);
const seedByCode = new Map(catalog.products.map(product => [product.code, product]));
const smartphones = catalog.products.filter(product => inCategory(product, 'smartphone'));

type Listing = ListingView;
type Detail = ProductDetailView;

describe('catalog plugin', () => {
    const { server, adminClient, shopClient, init, destroy } = createShopTestEnvironment({ port: testPort(4105) });
    const listing = async (input: Record<string, unknown>): Promise<Listing> =>
        (await shopClient.query(LISTING, { input })).catalogListing;
    const product = async (code: string): Promise<Detail | null> =>
        (await shopClient.query(PRODUCT, { code })).catalogProduct;

    beforeAll(async () => {
        await init();
        await adminClient.asSuperAdmin();
    });

    afterAll(async () => {
        await destroy();
    });

    it('has its services injected into its resolver', () => {
        const resolver = server.app.get(CatalogShopResolver) as unknown as { catalogService: unknown };
        expect(resolver.catalogService).toBeInstanceOf(CatalogService);
    });

    describe('listings', () => {
        it('lists a category with its descendants, and describes the category', async () => {
            const result = await listing({ categorySlug: 'smartphone', take: 100 });
            expect(result.totalItems).toBe(smartphones.length);
            expect(new Set(result.items.map(item => item.code))).toEqual(new Set(smartphones.map(p => p.code)));
            expect(result.category).toEqual({
                slug: 'smartphone',
                name: 'Smartphone',
                description: 'Gli ultimi modelli Android e iPhone, nuovi e ricondizionati.',
                breadcrumbs: [
                    { slug: 'telefonia', name: 'Telefonia' },
                    { slug: 'smartphone', name: 'Smartphone' },
                ],
                children: [
                    { slug: 'smartphone-android', name: 'Smartphone Android' },
                    { slug: 'iphone', name: 'iPhone' },
                    { slug: 'smartphone-ricondizionati', name: 'Smartphone ricondizionati' },
                ],
            });
        });

        it('gives discounted cards the Omnibus reference of their variant, the same as the product page', async () => {
            const result = await listing({ categorySlug: 'lavatrici', take: 100 });
            const discounted = result.items.filter(item => item.lowestPrice30Days !== null);
            expect(discounted.length).toBeGreaterThan(0);
            for (const card of discounted) {
                const detail = (await product(card.code))!;
                const variant = detail.variants.find(v => v.sku === card.sku)!;
                expect(card.variantId).toBe(variant.id);
                expect(card.lowestPrice30Days).toBe(variant.lowestPrice30Days);
                expect(card.lowestPricePeriodDays).toBe(variant.lowestPricePeriodDays);
                expect(card.lowestPriceSince).toBe(variant.lowestPriceSince);
                expect(card.lowestPrice30Days).toBeGreaterThan(card.price);
                const seed = seedByCode.get(card.code)!;
                expect(card.lowestPrice30Days).toBe(
                    expectedReference(
                        seed,
                        seed.variants.find(v => v.sku === card.sku)!,
                    ),
                );
            }
            for (const card of result.items.filter(item => item.lowestPrice30Days === null)) {
                expect(card.lowestPricePeriodDays).toBeNull();
                expect(card.lowestPriceSince).toBeNull();
            }
        });

        it('shows on each card the cheapest variant in stock', async () => {
            const result = await listing({ categorySlug: 'smartphone-android', take: 100 });
            const s25 = result.items.find(item => item.code === 'SM-S931B')!;
            const seed = seedByCode.get('SM-S931B')!;
            const shown = shownVariant(seed);
            expect(s25).toMatchObject({
                name: 'Samsung Galaxy S25',
                slug: 'samsung-galaxy-s25',
                sku: shown.sku,
                merchantSku: shown.merchantSku,
                brand: 'Samsung',
                condition: 'Nuovo',
                price: shown.price,
                lowestPrice30Days: expectedReference(seed, shown),
                priceMin: Math.min(...seed.variants.map(v => v.price)),
                priceMax: Math.max(...seed.variants.map(v => v.price)),
                colorCount: new Set(seed.variants.map(v => v.options?.colore)).size,
                variantCount: seed.variants.length,
                energyClass: 'A',
                inStock: true,
                // What may still be bought of the card's variant, so its button can follow requirements §5.
                onlyXLeft: shown.stock,
                isVirtual: false,
                category: { slug: 'smartphone-android', name: 'Smartphone Android' },
            });
            expect(s25.image).toMatchObject({ alt: 'Samsung Galaxy S25' });
            expect(s25.image!.url).toMatch(/samsung-galaxy-s25/);
        });

        it('puts products in stock first when there is no search term', async () => {
            const result = await listing({ categorySlug: 'televisori', take: 100 });
            const stock = result.items.map(item => item.inStock);
            const firstOut = stock.indexOf(false);
            expect(firstOut).toBeGreaterThan(0);
            expect(stock.slice(firstOut).every(value => value === false)).toBe(true);
            expect(
                result.items
                    .slice(firstOut)
                    .map(item => item.code)
                    .sort(),
            ).toEqual(
                catalog.products
                    .filter(p => inCategory(p, 'televisori') && !p.variants.some(v => inStock(p, v)))
                    .map(p => p.code)
                    .sort(),
            );
        });

        it('counts facet values disjunctively and combines facets with AND', async () => {
            const apple = smartphones.filter(p => p.brand === 'Apple');
            const result = await listing({
                categorySlug: 'smartphone',
                facets: [{ code: 'manufacturer', values: ['apple'] }],
                take: 100,
            });
            expect(result.totalItems).toBe(apple.length);
            const brands = result.facets.find(facet => facet.code === 'manufacturer')!;
            expect(brands.name).toBe('Marca');
            // The brand facet ignores its own selection, so other brands keep their counts.
            expect(brands.values.find(v => v.code === 'samsung')).toEqual({
                code: 'samsung',
                name: 'Samsung',
                count: smartphones.filter(p => p.brand === 'Samsung').length,
                selected: false,
            });
            expect(brands.values.find(v => v.code === 'apple')).toMatchObject({ count: apple.length, selected: true });
            const conditions = result.facets.find(facet => facet.code === 'condizione')!;
            expect(conditions.values.find(v => v.name === 'Ricondizionato')?.count).toBe(
                apple.filter(p => p.condition === 'Ricondizionato').length,
            );

            const refurbishedApple = await listing({
                categorySlug: 'smartphone',
                facets: [
                    { code: 'manufacturer', values: ['apple', 'google'] },
                    { code: 'condizione', values: [conditions.values.find(v => v.name === 'Ricondizionato')!.code] },
                ],
                take: 100,
            });
            expect(refurbishedApple.items.map(item => item.code).sort()).toEqual(
                smartphones
                    .filter(p => ['Apple', 'Google'].includes(p.brand) && p.condition === 'Ricondizionato')
                    .map(p => p.code)
                    .sort(),
            );
        });

        it('filters colours by family, the product keeping its exact shade', async () => {
            const black = catalog.products.filter(p =>
                p.variants.some(v => v.options?.colore && colourFamily(v.options.colore) === 'Nero'),
            );
            const result = await listing({ facets: [{ code: 'colore', values: ['nero'] }], take: 100 });
            expect(result.items.map(item => item.code).sort()).toEqual(black.map(p => p.code).sort());
            // Titanio nero (iPhone 16 Pro) and Grafite (iPhone 13 Pro ricondizionato) are under Nero.
            expect(result.items.map(item => item.code)).toEqual(expect.arrayContaining(['A3293', 'RIC-A2638']));
            const colours = result.facets.find(facet => facet.code === 'colore')!;
            expect(colours.name).toBe('Colore');
            expect(colours.values.map(value => value.name).filter(name => !COLOUR_FAMILIES.includes(name))).toEqual([]);
            expect(colours.values.find(value => value.code === 'nero')).toEqual({
                code: 'nero',
                name: 'Nero',
                count: black.length,
                selected: true,
            });
            const iphone = (await product('A3293'))!;
            expect(
                iphone.optionGroups.find(group => group.code === 'colore')!.values.map(value => value.name),
            ).toContain('Titanio nero');
        });

        it('names each filter for what it filters: Memoria for storage, Pollici for screens, Taglia for sizes', async () => {
            const facetsOf = async (categorySlug: string) =>
                new Map(
                    (await listing({ categorySlug, take: 1 })).facets.map(facet => [
                        facet.code,
                        { name: facet.name, values: facet.values.map(value => value.name) },
                    ]),
                );
            const phones = await facetsOf('smartphone');
            expect(phones.has('taglia')).toBe(false);
            expect(phones.get('memoria')).toMatchObject({ name: 'Memoria' });
            expect(phones.get('memoria')!.values).toEqual(
                expect.arrayContaining(['128 GB', '256 GB', '512 GB', '1 TB']),
            );
            const televisions = await facetsOf('televisori');
            expect(televisions.has('taglia')).toBe(false);
            expect(televisions.get('dimensioni_schermo')).toMatchObject({ name: 'Pollici' });
            expect(televisions.get('dimensioni_schermo')!.values).toEqual(
                expect.arrayContaining(['55"', '77"', '85"']),
            );
            expect((await facetsOf('smartwatch')).get('taglia')).toMatchObject({ name: 'Taglia' });
            expect((await facetsOf('router-e-mesh')).has('taglia')).toBe(false);
        });

        it('filters on offers and card prices; the price range ignores the price filter', async () => {
            const onSale = smartphones.filter(p => expectedReference(p, shownVariant(p)) !== null);
            const all = await listing({ categorySlug: 'smartphone', take: 1 });
            expect(all.onSaleCount).toBe(onSale.length);
            const prices = smartphones.map(p => shownVariant(p).price);
            expect(all.priceRange).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });

            const offers = await listing({ categorySlug: 'smartphone', onSale: true, take: 100 });
            expect(offers.totalItems).toBe(onSale.length);
            expect(
                offers.items.every(item => item.lowestPrice30Days !== null && item.lowestPrice30Days > item.price),
            ).toBe(true);

            const band = await listing({ categorySlug: 'smartphone', priceFrom: 30000, priceTo: 60000, take: 100 });
            expect(band.totalItems).toBe(prices.filter(price => price >= 30000 && price <= 60000).length);
            expect(band.items.every(item => item.price >= 30000 && item.price <= 60000)).toBe(true);
            expect(band.priceRange).toEqual(all.priceRange);
        });

        it('lists the leaf categories of the matches, ignoring the category selection', async () => {
            const samsungPhones = catalog.products.filter(
                p => p.brand === 'Samsung' && p.categorySlug === 'smartphone-android',
            );
            const result = await listing({ term: 'samsung', categorySlugs: ['smartphone-android'], take: 100 });
            expect(result.items.map(item => item.code).sort()).toEqual(samsungPhones.map(p => p.code).sort());
            expect(result.categories.find(c => c.slug === 'smartphone-android')).toEqual({
                slug: 'smartphone-android',
                name: 'Smartphone Android',
                count: samsungPhones.length,
                selected: true,
            });
            expect(result.categories.find(c => c.slug === 'tv-oled')).toMatchObject({ selected: false });
            expect(result.categories.find(c => c.slug === 'tv-oled')!.count).toBeGreaterThan(0);
            expect(result.category).toBeNull();
        });

        it('sorts by price and by name, and pages without overlap', async () => {
            const ascending = await listing({ categorySlug: 'smartphone', sort: 'PRICE_ASC', take: 100 });
            const ascPrices = ascending.items.map(item => item.price);
            expect(ascPrices).toEqual([...ascPrices].sort((a, b) => a - b));
            const descending = await listing({ categorySlug: 'smartphone', sort: 'PRICE_DESC', take: 100 });
            expect(descending.items[0].price).toBe(Math.max(...ascPrices));
            const byName = await listing({ categorySlug: 'smartphone', sort: 'NAME_ASC', take: 100 });
            const names = byName.items.map(item => item.name);
            expect(names).toEqual([...names].sort(new Intl.Collator('it', { numeric: true }).compare));

            const page1 = await listing({ categorySlug: 'smartphone', sort: 'PRICE_ASC' });
            const page2 = await listing({ categorySlug: 'smartphone', sort: 'PRICE_ASC', skip: 14, take: 14 });
            expect(page1.items).toHaveLength(14);
            expect([...page1.items, ...page2.items].map(item => item.code)).toEqual(
                ascending.items.slice(0, 28).map(item => item.code),
            );
            expect(page2.totalItems).toBe(smartphones.length);
        });

        it('answers an unknown category with an empty listing and no category', async () => {
            const result = await listing({ categorySlug: 'categoria-inesistente' });
            expect(result).toMatchObject({ category: null, items: [], totalItems: 0, priceRange: null });
        });

        it.each([
            [{ take: 0 }, 'take must be a whole number from 1 to 100'],
            [{ take: 500 }, 'take must be a whole number from 1 to 100'],
            [{ skip: -3 }, 'skip must be a whole number from 0 to 10000'],
            [{ skip: 20_000 }, 'skip must be a whole number from 0 to 10000'],
            [{ term: 'lavatrice '.repeat(30) }, 'The search term must be at most 200 characters'],
            [{ facets: [{ code: 'prezzo', values: ['1'] }] }, 'Unknown facet code "prezzo"'],
            [
                { facets: Array.from({ length: 21 }, () => ({ code: 'ram', values: ['8-gb'] })) },
                'At most 20 facet filters per request',
            ],
            [
                { facets: [{ code: 'ram', values: Array.from({ length: 51 }, (_, i) => `v${i}`) }] },
                'At most 50 facet values per request',
            ],
            [{ priceFrom: -100 }, 'priceFrom must be a price in cents, zero or more'],
            [{ priceFrom: 5000, priceTo: 1000 }, 'priceFrom must not be greater than priceTo'],
        ])('refuses %j with a clear message', async (input, message) => {
            await expect(listing(input)).rejects.toThrow(message);
        });
    });

    describe('product page', () => {
        it('answers a product whose code holds a slash, with variants, stock and pictures', async () => {
            const detail = (await product('SM-A556B/DS'))!;
            const seed = seedByCode.get('SM-A556B/DS')!;
            expect(detail).toMatchObject({
                code: 'SM-A556B/DS',
                slug: 'samsung-galaxy-a55-5g',
                name: 'Samsung Galaxy A55 5G 128 GB',
                brand: 'Samsung',
                condition: 'Nuovo',
                isVirtual: false,
                energyClass: 'B',
                breadcrumbs: [
                    { slug: 'telefonia', name: 'Telefonia' },
                    { slug: 'smartphone', name: 'Smartphone' },
                    { slug: 'smartphone-android', name: 'Smartphone Android' },
                ],
            });
            expect(detail.specifications).toEqual(seed.specs.map(([label, value]) => ({ label, value })));
            expect(detail.images).toHaveLength(seed.variants.length);
            expect(detail.optionGroups).toEqual([
                {
                    code: 'colore',
                    name: 'Colore',
                    values: seed.variants.map(v => ({ code: expect.any(String), name: v.options!.colore })),
                },
            ]);
            expect(
                detail.variants.map(v => [
                    v.sku,
                    v.merchantSku,
                    v.price,
                    v.lowestPrice30Days,
                    v.stockStatus,
                    v.onlyXLeft,
                ]),
            ).toEqual(
                seed.variants.map(v => [
                    v.sku,
                    v.merchantSku,
                    v.price,
                    expectedReference(seed, v),
                    v.stock > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK',
                    v.stock > 0 ? v.stock : null,
                ]),
            );
            expect(detail.variants.map(v => v.imageIndex)).toEqual([0, 1, 2, 3]);
            expect(detail.variants.map(v => v.options[0].name)).toEqual(seed.variants.map(v => v.options!.colore));
        });

        it('announces the Galaxy A55 reduction from the lowest price of the 30 days, not from its list price', async () => {
            // On the list at 479 €, promoted at 404 € in the month before the offer, now 329 €.
            const a55 = (await product('SM-A556B/DS'))!;
            for (const variant of a55.variants) {
                expect(variant).toMatchObject({
                    price: 32900,
                    lowestPrice30Days: 40400,
                    lowestPricePeriodDays: 30,
                    lowestPriceSince: null,
                });
            }
            const card = (await listing({ categorySlug: 'smartphone-android', take: 100 })).items.find(
                item => item.code === 'SM-A556B/DS',
            )!;
            expect(card).toMatchObject({ price: 32900, lowestPrice30Days: 40400, lowestPricePeriodDays: 30 });
            const regular = (await product('SM-A165F'))!;
            expect(regular.variants.every(v => v.lowestPrice30Days === null && v.lowestPricePeriodDays === null)).toBe(
                true,
            );
        });

        it('states since when a product on the market for less than 30 days was sold', async () => {
            const young = catalog.products.find(
                p =>
                    !p.isVirtual &&
                    p.variants.some(v => v.regularPrice) &&
                    demoPriceHistory(
                        p,
                        p.variants.find(v => v.regularPrice)!,
                    ).length === 2 &&
                    demoPriceHistory(
                        p,
                        p.variants.find(v => v.regularPrice)!,
                    )[0].daysAgo < 30,
            )!;
            const seedVariant = young.variants.find(v => v.regularPrice)!;
            const steps = demoPriceHistory(young, seedVariant);
            const variant = (await product(young.code))!.variants.find(v => v.sku === seedVariant.sku)!;
            expect(variant.lowestPrice30Days).toBe(seedVariant.regularPrice);
            expect(variant.lowestPricePeriodDays).toBe(steps[0].daysAgo - steps[1].daysAgo);
            // Seeded moments ago, so the first price took effect that many days before now, give or take the run.
            const since = new Date(variant.lowestPriceSince!).getTime();
            expect(Math.abs(since - (Date.now() - steps[0].daysAgo * DAY_MS))).toBeLessThan(10 * 60_000);
        });

        it('relates products of the same category and the services that apply to it', async () => {
            const detail = (await product('SM-A556B/DS'))!;
            expect(detail.related.length).toBe(8);
            expect(detail.related.every(card => card.code !== 'SM-A556B/DS')).toBe(true);
            expect(detail.related.every(card => card.category?.slug === 'smartphone-android')).toBe(true);
            const expectedServices = catalog.products
                .filter(p => (p.serviceFor ?? []).some(slug => inCategory(seedByCode.get('SM-A556B/DS')!, slug)))
                // 329 €: the warranty tier of its price band only.
                .filter(
                    p => (p.servicePriceBand?.above ?? 0) < 32900 && 32900 <= (p.servicePriceBand?.upTo ?? Infinity),
                )
                .map(p => p.code)
                .sort();
            expect(detail.services.map(card => card.code).sort()).toEqual(expectedServices);
            expect(expectedServices).toContain('SRV-DAN1-SMART');
            expect(expectedServices).toContain('SRV-GAR2-1000');
            expect(expectedServices).not.toContain('SRV-GAR2-300');
            expect(expectedServices).not.toContain('SRV-INST-LAV');
            expect(detail.services.find(card => card.code === 'SRV-GAR2-1000')).toMatchObject({
                servicePriceAbove: 30000,
                servicePriceUpTo: 100000,
            });
            // A 1.299 € television is above every warranty tier.
            const oled = (await product('OLED55C44LA'))!;
            expect(oled.services.map(card => card.code)).not.toContain('SRV-GAR2-300');
            expect(oled.services.map(card => card.code)).not.toContain('SRV-GAR2-1000');
        });

        it('sells virtual products without stock limits', async () => {
            const detail = (await product('GIFT-25'))!;
            expect(detail.isVirtual).toBe(true);
            expect(detail.variants[0]).toMatchObject({ stockStatus: 'IN_STOCK', onlyXLeft: null });
        });

        it('keeps services out of search, listings, pages and paths: they are sold only with a product', async () => {
            const serviceCodes = services.map(p => p.code);
            expect(serviceCodes).toContain('SRV-INST-TVW');
            for (const term of ['installazione', 'installazione a parete tv', 'garanzia', 'SRV-INST-TVW']) {
                const found = await listing({ term, take: 100 });
                expect(
                    found.items.map(item => item.code).filter(code => serviceCodes.includes(code)),
                    term,
                ).toEqual([]);
            }
            const all = await listing({ take: 100, skip: 0 });
            expect(all.totalItems).toBe(catalog.products.length - services.length);
            expect((await listing({ categorySlug: 'servizi', take: 100 })).totalItems).toBe(0);
            expect(await product('SRV-INST-TVW')).toBeNull();
            for (const path of ['SRV-INST-TVW', 'p/SRV-INST-TVW', 'installazione-a-parete-tv']) {
                const { catalogResolve } = await shopClient.query(RESOLVE, { path });
                expect(catalogResolve, path).toBeNull();
            }
            // Still offered on the page of the product it goes with.
            expect((await product('OLED55C44LA'))!.services.map(card => card.code)).toContain('SRV-INST-TVW');
        });

        it('answers null for an unknown code and refuses an oversized one', async () => {
            expect(await product('NON-ESISTE')).toBeNull();
            await expect(product('X'.repeat(201))).rejects.toThrow('A product code must be 1 to 200 characters');
        });
    });

    describe('path resolution and sitemap', () => {
        it.each([
            ['SM-A556B/DS', { kind: 'PRODUCT', id: 'SM-A556B/DS' }],
            ['/SM-A556B%2FDS/', { kind: 'PRODUCT', id: 'SM-A556B/DS' }],
            ['p/SM-A556B%2FDS', { kind: 'PRODUCT', id: 'SM-A556B/DS' }],
            ['/telefonia/smartphone/', { kind: 'CATEGORY', id: 'smartphone' }],
            ['samsung-galaxy-s25', { kind: 'PRODUCT', id: 'SM-S931B' }],
            ['offerte/SM-S931B', { kind: 'PRODUCT', id: 'SM-S931B' }],
            ['pagina/inesistente', null],
        ])('resolves %s', async (path, expected) => {
            const { catalogResolve } = await shopClient.query(RESOLVE, { path });
            expect(catalogResolve).toEqual(expected);
        });

        it('refuses an oversized path', async () => {
            await expect(shopClient.query(RESOLVE, { path: 'a/'.repeat(251) })).rejects.toThrow(
                'A path must be at most 500 characters',
            );
        });

        it('lists every category and product sold on its own, and no service', async () => {
            const { catalogSitemap } = await shopClient.query(SITEMAP);
            const serviceCategories = new Set(services.flatMap(p => paths.get(p.categorySlug)!.map(c => c.slug)));
            const productCategories = new Set(
                catalog.products
                    .filter(p => !isServiceSeed(p))
                    .flatMap(p => paths.get(p.categorySlug)!.map(c => c.slug)),
            );
            expect(catalogSitemap.categories.map((c: { id: string }) => c.id).sort()).toEqual(
                [...paths.keys()].filter(slug => productCategories.has(slug) || !serviceCategories.has(slug)).sort(),
            );
            expect(catalogSitemap.categories.map((c: { id: string }) => c.id)).not.toContain('servizi');
            expect(catalogSitemap.products).toHaveLength(catalog.products.length - services.length);
            expect(catalogSitemap.products.map((p: { id: string }) => p.id)).not.toContain('SRV-INST-TVW');
            expect(catalogSitemap.products.map((p: { id: string }) => p.id)).toContain('SM-A556B/DS');
            expect(Number.isNaN(Date.parse(catalogSitemap.products[0].updatedAt))).toBe(false);
        });
    });

    describe('freshness', () => {
        /** Asks until the answer passes `check`: rebuilds follow changes after a short debounce. */
        async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
            const deadline = Date.now() + 10_000;
            let value = await read();
            while (!check(value) && Date.now() < deadline) {
                await new Promise(resolve => setTimeout(resolve, 100));
                value = await read();
            }
            return value;
        }

        it('follows product, price and stock changes made through the Admin API', async () => {
            const before = (await product('SM-A165F'))!;
            await adminClient.query(UPDATE_PRODUCT, {
                input: { id: before.id, translations: [{ languageCode: 'it', name: 'Samsung Galaxy A16 Nero' }] },
            });
            await adminClient.query(UPDATE_VARIANTS, {
                input: [{ id: before.variants[0].id, price: 15900 }],
            });
            const after = await eventually(
                () => product('SM-A165F'),
                detail => detail?.name === 'Samsung Galaxy A16 Nero' && detail.variants[0].price === 15900,
            );
            expect(after!.name).toBe('Samsung Galaxy A16 Nero');
            expect(after!.variants[0].price).toBe(15900);
            const found = await listing({ term: 'galaxy a16 nero' });
            expect(found.items[0]).toMatchObject({ code: 'SM-A165F', price: 15900 });

            const yellow = (await product('SM-A556B/DS'))!.variants.find(v => v.stockStatus === 'OUT_OF_STOCK')!;
            await adminClient.query(UPDATE_VARIANTS, { input: [{ id: yellow.id, stockOnHand: 7 }] });
            const restocked = await eventually(
                () => product('SM-A556B/DS'),
                detail => detail!.variants.find(v => v.id === yellow.id)!.stockStatus === 'IN_STOCK',
            );
            expect(restocked!.variants.find(v => v.id === yellow.id)).toMatchObject({
                stockStatus: 'IN_STOCK',
                onlyXLeft: 7,
            });
        });

        it('answers a product page with the stock of now, and names the product to storefronts that look', async () => {
            const changes = async (since?: string) =>
                (
                    await shopClient.query<{ catalogStockChanges: { version: string; productCodes: string[] | null } }>(
                        STOCK_CHANGES,
                        { since },
                    )
                ).catalogStockChanges;
            const first = await changes();
            expect(first.productCodes).toEqual([]);
            expect(await changes(first.version)).toEqual({ version: first.version, productCodes: [] });

            const keyboard = (await product('920-004523'))!;
            await adminClient.query(UPDATE_VARIANTS, { input: [{ id: keyboard.variants[0].id, stockOnHand: 1 }] });
            // At once, not after the index's debounced recount.
            expect((await product('920-004523'))!.variants[0]).toMatchObject({ stockStatus: 'IN_STOCK', onlyXLeft: 1 });
            const afterRestock = await changes(first.version);
            expect(afterRestock.productCodes).toEqual(['920-004523']);
            expect(Number(afterRestock.version)).toBeGreaterThan(Number(first.version));

            await adminClient.query(UPDATE_VARIANTS, { input: [{ id: keyboard.variants[0].id, stockOnHand: 0 }] });
            expect((await product('920-004523'))!.variants[0]).toMatchObject({
                stockStatus: 'OUT_OF_STOCK',
                onlyXLeft: null,
            });
            const afterSale = await changes(afterRestock.version);
            expect(afterSale.productCodes).toEqual(['920-004523']);
            await adminClient.query(UPDATE_VARIANTS, { input: [{ id: keyboard.variants[0].id, stockOnHand: 3 }] });
        });

        it('refuses a stock version that is not one', async () => {
            await expect(shopClient.query(STOCK_CHANGES, { since: '1; drop' })).rejects.toThrow(
                'since must be a stock version from catalogStockChanges',
            );
        });

        it('drops a disabled product from listings and pages', async () => {
            const detail = (await product('SM-G556B'))!;
            await adminClient.query(UPDATE_PRODUCT, { input: { id: detail.id, enabled: false } });
            expect(
                await eventually(
                    () => product('SM-G556B'),
                    value => value === null,
                ),
            ).toBeNull();
            const result = await listing({ categorySlug: 'smartphone-android', take: 100 });
            expect(result.items.map(item => item.code)).not.toContain('SM-G556B');
        });

        it('notices a change written by another process through its periodic check', async () => {
            const indexService = server.app.get(CatalogIndexService);
            // Let the earlier changes' jobs and debounced rebuilds finish, so only the write below is new.
            await waitForIdleJobQueue(server.app);
            await new Promise(resolve => setTimeout(resolve, REBUILD_DEBOUNCE_MS + 200));
            await indexService.refresh('full');
            expect(await indexService.checkForChanges()).toBe(false);
            // Another server process shares the database but not this process's events: write around them, as
            // its Vendure would (a new update time), a minute ahead so the clock's resolution cannot hide it.
            await server.app
                .get(TransactionalConnection)
                .rawConnection.getRepository(ProductTranslation)
                .update(
                    { slug: 'google-pixel-9a' },
                    { name: 'Google Pixel 9a Obsidian', updatedAt: new Date(Date.now() + 60_000) },
                );
            expect((await product('GA06413-IT'))!.name).toBe('Google Pixel 9a 128 GB');
            expect(await indexService.checkForChanges()).toBe(true);
            expect((await product('GA06413-IT'))!.name).toBe('Google Pixel 9a Obsidian');
        });
    });
});
