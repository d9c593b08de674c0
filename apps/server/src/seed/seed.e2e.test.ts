/** The demo store as seeded into a real database, read back through the shop and admin APIs. */
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createShopTestEnvironment, testPort } from '../../test/shop-test-environment';
import { catalog } from './catalog';
import { categoryPaths, facetDefinitions } from './catalog-import';
import { demoCoupons } from './demo-coupons';
import { seedDemoStore } from './seed-demo-store';

const COUNTS = gql`
    query {
        products(options: { take: 1 }) {
            totalItems
        }
        productVariants(options: { take: 1 }) {
            totalItems
        }
        offers: productVariants(options: { take: 1, filter: { regularPrice: { isNull: false } } }) {
            totalItems
        }
        facets(options: { take: 50 }) {
            items {
                code
                name
                isPrivate
                values {
                    code
                    name
                }
            }
        }
        promotions(options: { take: 50 }) {
            items {
                couponCode
                enabled
                perCustomerUsageLimit
                usageLimit
            }
        }
    }
`;
const COLLECTIONS = gql`
    query {
        collections(options: { take: 200 }) {
            totalItems
            items {
                slug
                name
                breadcrumbs {
                    slug
                }
                productVariants(options: { take: 1 }) {
                    totalItems
                }
            }
        }
    }
`;
const PRODUCT_BY_CODE = gql`
    query ByCode($code: String!) {
        products(options: { filter: { productCode: { eq: $code } } }) {
            items {
                name
                slug
                featuredAsset {
                    id
                }
                customFields {
                    productCode
                    isVirtual
                    specifications
                    serviceFor
                }
                facetValues {
                    code
                    facet {
                        code
                    }
                }
                variants {
                    sku
                    priceWithTax
                    stockLevel
                    featuredAsset {
                        id
                    }
                    options {
                        code
                        name
                        group {
                            code
                        }
                    }
                    customFields {
                        merchantSku
                        regularPrice
                    }
                }
            }
        }
    }
`;
const SEARCH = gql`
    query Search($term: String!) {
        search(input: { term: $term, groupByProduct: true, take: 5 }) {
            totalItems
            items {
                productName
            }
        }
    }
`;

const allVariants = catalog.products.flatMap(p => p.variants.map(v => ({ product: p, variant: v })));

describe('demo store seed', () => {
    const { server, adminClient, shopClient, init, destroy } = createShopTestEnvironment({ port: testPort(4103) });

    beforeAll(async () => {
        await init();
        await adminClient.asSuperAdmin();
    });

    afterAll(async () => {
        await destroy();
    });

    it('holds every product and variant of the catalog data, at least 150 products', async () => {
        const { products, productVariants, offers } = await adminClient.query(COUNTS);
        expect(products.totalItems).toBe(catalog.products.length);
        expect(products.totalItems).toBeGreaterThanOrEqual(150);
        expect(productVariants.totalItems).toBe(allVariants.length);
        expect(offers.totalItems).toBe(allVariants.filter(v => v.variant.regularPrice).length);
        expect(offers.totalItems).toBeGreaterThanOrEqual(20);
    });

    it('creates the facets of requirements §3 with their Italian names', async () => {
        const { facets } = await adminClient.query(COUNTS);
        const byCode = new Map(facets.items.map((f: { code: string }) => [f.code, f]));
        for (const definition of facetDefinitions) {
            expect(byCode.get(definition.code), definition.code).toMatchObject({ name: definition.name });
        }
        const condizione = byCode.get('condizione') as { values: Array<{ name: string }> };
        expect(condizione.values.map(v => v.name).sort()).toEqual(['Nuovo', 'Ricondizionato', 'Usato']);
        const energy = byCode.get('classe_energetica') as { values: Array<{ name: string }> };
        expect(energy.values.every(v => /^[A-G]$/.test(v.name))).toBe(true);
        expect((byCode.get('categoria') as { isPrivate: boolean }).isPrivate).toBe(true);
    });

    it("builds the category tree at least three levels deep, each category holding its products and its descendants'", async () => {
        const { collections } = await adminClient.query(COLLECTIONS);
        const paths = categoryPaths(catalog.categories);
        expect(collections.totalItems).toBe(paths.size);
        // breadcrumbs start with the root collection, so three levels mean four crumbs.
        const deepest = Math.max(...collections.items.map((c: { breadcrumbs: unknown[] }) => c.breadcrumbs.length - 1));
        expect(deepest).toBeGreaterThanOrEqual(3);
        for (const collection of collections.items) {
            const expected = allVariants.filter(({ product }) =>
                paths.get(product.categorySlug)!.some(c => c.slug === collection.slug),
            ).length;
            expect(collection.productVariants.totalItems, collection.slug).toBe(expected);
        }
    });

    it('resolves a product whose identifier holds a forward slash', async () => {
        const slashed = catalog.products.find(p => p.code.includes('/'))!;
        const { products } = await shopClient.query(PRODUCT_BY_CODE, { code: slashed.code });
        expect(products.items).toHaveLength(1);
        expect(products.items[0].name).toBe(slashed.name);
        expect(products.items[0].customFields.productCode).toBe(slashed.code);
    });

    it('keeps brand, condition, specifications, merchant SKU, offer price and pictures on a product', async () => {
        const product = catalog.products.find(p => p.variants.some(v => v.regularPrice) && !p.isVirtual)!;
        const { products } = await shopClient.query(PRODUCT_BY_CODE, { code: product.code });
        const stored = products.items[0];
        expect(stored.featuredAsset).not.toBeNull();
        expect(JSON.parse(stored.customFields.specifications)).toEqual(product.specs);
        const facetCodes = stored.facetValues.map((fv: { facet: { code: string } }) => fv.facet.code);
        expect(facetCodes).toEqual(expect.arrayContaining(['manufacturer', 'condizione']));
        const seeded = product.variants.find(v => v.regularPrice)!;
        const variant = stored.variants.find((v: { sku: string }) => v.sku === seeded.sku);
        expect(variant.priceWithTax).toBe(seeded.price);
        expect(variant.customFields.regularPrice).toBe(seeded.regularPrice);
        expect(variant.customFields.merchantSku).toBe(seeded.merchantSku);
    });

    it('gives colour variants their own pictures and options', async () => {
        const product = catalog.products.find(p => new Set(p.variants.map(v => v.options?.colore)).size > 5)!;
        const { products } = await shopClient.query(PRODUCT_BY_CODE, { code: product.code });
        const variants = products.items[0].variants;
        expect(variants).toHaveLength(product.variants.length);
        const pictures = new Set(variants.map((v: { featuredAsset: { id: string } }) => v.featuredAsset.id));
        expect(pictures.size).toBeGreaterThan(5);
        expect(variants[0].options.map((o: { group: { code: string } }) => o.group.code)).toContain('colore');
    });

    it('shows out-of-stock and in-stock variants as such', async () => {
        const empty = catalog.products.find(p => !p.isVirtual && p.variants.every(v => v.stock === 0))!;
        const full = catalog.products.find(p => !p.isVirtual && p.variants.every(v => v.stock >= 20))!;
        const emptyStored = await shopClient.query(PRODUCT_BY_CODE, { code: empty.code });
        const fullStored = await shopClient.query(PRODUCT_BY_CODE, { code: full.code });
        expect(
            emptyStored.products.items[0].variants.every(
                (v: { stockLevel: string }) => v.stockLevel === 'OUT_OF_STOCK',
            ),
        ).toBe(true);
        expect(
            fullStored.products.items[0].variants.every((v: { stockLevel: string }) => v.stockLevel === 'IN_STOCK'),
        ).toBe(true);
    });

    it('seeds virtual service products that name the categories they apply to', async () => {
        const paths = categoryPaths(catalog.categories);
        const services = catalog.products.filter(p => p.serviceFor?.length);
        expect(services.length).toBeGreaterThanOrEqual(4);
        for (const service of services) {
            const { products } = await shopClient.query(PRODUCT_BY_CODE, { code: service.code });
            const stored = products.items[0];
            expect(stored.customFields.isVirtual).toBe(true);
            expect(stored.customFields.serviceFor).toEqual(service.serviceFor);
            for (const slug of stored.customFields.serviceFor) {
                expect(paths.has(slug), slug).toBe(true);
            }
            expect(paths.get(service.categorySlug)!.map(c => c.slug)).toContain('servizi');
        }
    });

    it('creates the demo coupons staff see in the dashboard, each with a limit per customer and in total', async () => {
        const { promotions } = await adminClient.query(COUNTS);
        expect(promotions.items).toEqual(
            demoCoupons.map(c => ({
                couponCode: c.couponCode,
                enabled: true,
                perCustomerUsageLimit: 1,
                usageLimit: c.usageLimit,
            })),
        );
        for (const promotion of promotions.items) {
            expect(promotion.usageLimit, promotion.couponCode).toBeGreaterThan(0);
        }
    });

    it('indexes the catalog for search', async () => {
        const washer = catalog.products.find(p => p.categorySlug === 'lavatrici')!;
        const { search } = await shopClient.query(SEARCH, { term: washer.brand });
        expect(search.totalItems).toBeGreaterThan(0);
    });

    it('never seeds twice', async () => {
        expect(await seedDemoStore(server.app, { demoMoney: true })).toBe(false);
        const { products } = await adminClient.query(COUNTS);
        expect(products.totalItems).toBe(catalog.products.length);
    });
});
