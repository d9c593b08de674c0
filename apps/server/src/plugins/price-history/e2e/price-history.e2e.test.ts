/** Price history through the real server: the seeded past, price changes made by staff, and the product sheet link. */
import {
    ChannelService,
    ID,
    ProductVariant,
    RequestContext,
    RequestContextService,
    TransactionalConnection,
} from '@vendure/core';
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createShopTestEnvironment, testPort } from '../../../../test/shop-test-environment';
import { catalog } from '../../../seed/catalog';
import { productSheetUrlFor } from '../../../seed/catalog-import';
import { demoOfferStory, demoPriceHistory, NEW_PRODUCT_DAYS } from '../../../seed/price-history';
import { PriceHistoryEntry } from '../entities/price-history-entry.entity';
import { PriceHistoryService } from '../services/price-history.service';

const VARIANT_BY_SKU = gql`
    query VariantBySku($sku: String!) {
        productVariants(options: { filter: { sku: { eq: $sku } } }) {
            items {
                id
            }
        }
    }
`;
const UPDATE_PRICE = gql`
    mutation UpdatePrice($id: ID!, $price: Money!) {
        updateProductVariants(input: [{ id: $id, price: $price }]) {
            id
            priceWithTax
        }
    }
`;
const PRODUCT_SHEET = gql`
    query ProductSheet($code: String!) {
        products(options: { filter: { productCode: { eq: $code } } }) {
            items {
                id
                customFields {
                    productSheetUrl
                }
            }
        }
    }
`;
const UPDATE_PRODUCT_SHEET = gql`
    mutation UpdateProductSheet($id: ID!, $url: String) {
        updateProduct(input: { id: $id, customFields: { productSheetUrl: $url } }) {
            id
            customFields {
                productSheetUrl
            }
        }
    }
`;

const allVariants = catalog.products.flatMap(product => product.variants.map(variant => ({ product, variant })));

function offerWithStory(story: ReturnType<typeof demoOfferStory>) {
    const found = allVariants.find(({ product, variant }) => variant.regularPrice && demoOfferStory(product) === story);
    if (!found) {
        throw new Error(`The demo catalog has no offer of the "${story}" kind`);
    }
    return found;
}

describe('price history plugin', () => {
    const { server, adminClient, shopClient, init, destroy } = createShopTestEnvironment({ port: testPort(4104) });
    let ctx: RequestContext;
    let priceHistory: PriceHistoryService;

    /** The database id the services take; the test APIs encode ids differently. */
    async function variantId(sku: string): Promise<ID> {
        const connection = server.app.get(TransactionalConnection).rawConnection;
        return (await connection.getRepository(ProductVariant).findOneByOrFail({ sku })).id;
    }

    async function setPrice(sku: string, price: number) {
        const { productVariants } = await adminClient.query(VARIANT_BY_SKU, { sku });
        const { updateProductVariants } = await adminClient.query(UPDATE_PRICE, {
            id: productVariants.items[0].id,
            price,
        });
        expect(updateProductVariants[0].priceWithTax).toBe(price);
    }

    beforeAll(async () => {
        await init();
        await adminClient.asSuperAdmin();
        priceHistory = server.app.get(PriceHistoryService);
        ctx = await server.app.get(RequestContextService).create({
            apiType: 'shop',
            channelOrToken: await server.app.get(ChannelService).getDefaultChannel(),
        });
    });

    afterAll(async () => {
        await destroy();
    });

    it('holds the seeded past of every variant', async () => {
        const stored = await server.app
            .get(TransactionalConnection)
            .rawConnection.getRepository(PriceHistoryEntry)
            .count();
        const expected = allVariants.reduce(
            (sum, { product, variant }) => sum + demoPriceHistory(product, variant).length,
            0,
        );
        expect(stored).toBe(expected);
    });

    it('answers the seeded Omnibus reference of offers, in one call for several variants', async () => {
        const promotion = offerWithStory('earlier-promotion');
        const young = offerWithStory('new-product');
        const plain = allVariants.find(({ variant }) => !variant.regularPrice)!;
        const [promotionId, youngId, plainId] = await Promise.all(
            [promotion, young, plain].map(({ variant }) => variantId(variant.sku)),
        );
        const references = await priceHistory.omnibusPrices(ctx, [promotionId, youngId, plainId]);

        const promotionSteps = demoPriceHistory(promotion.product, promotion.variant);
        expect(references.get(String(promotionId))).toEqual({
            lowestPrice: promotionSteps[1].price,
            periodDays: 30,
            since: null,
        });
        expect(promotionSteps[1].price).toBeLessThan(promotion.variant.regularPrice!);
        expect(references.get(String(youngId))).toEqual({
            lowestPrice: young.variant.regularPrice,
            periodDays: NEW_PRODUCT_DAYS,
            since: expect.any(Date),
        });
        // A variant that has only ever had its current price has nothing to compare with.
        expect(references.has(String(plainId))).toBe(false);
        expect(await priceHistory.omnibusPrices(ctx, [])).toEqual(new Map());
    });

    it('records the prices staff set and moves the reference with them', async () => {
        const { variant } = allVariants.find(
            ({ product, variant }) => !variant.regularPrice && !product.isVirtual && variant.price > 10000,
        )!;
        const id = await variantId(variant.sku);
        const before = await priceHistory.history(ctx, id);
        expect(before.map(entry => entry.price)).toEqual([variant.price]);

        const reduced = variant.price - 5000;
        await setPrice(variant.sku, reduced);
        const after = await priceHistory.history(ctx, id);
        expect(after.map(entry => entry.price)).toEqual([variant.price, reduced]);
        expect(Date.now() - after[1].effectiveFrom.getTime()).toBeLessThan(60_000);
        expect((await priceHistory.omnibusPrices(ctx, [id])).get(String(id))).toEqual({
            lowestPrice: variant.price,
            periodDays: 30,
            since: null,
        });

        // Saving the same price again changes nothing.
        await setPrice(variant.sku, reduced);
        expect(await priceHistory.history(ctx, id)).toHaveLength(2);

        // Back to the old price and down again: the first reduction was applied within 30 days, so it is the reference.
        await setPrice(variant.sku, variant.price);
        await setPrice(variant.sku, reduced - 2000);
        expect((await priceHistory.history(ctx, id)).map(entry => entry.price)).toEqual([
            variant.price,
            reduced,
            variant.price,
            reduced - 2000,
        ]);
        expect((await priceHistory.omnibusPrices(ctx, [id])).get(String(id))).toEqual({
            lowestPrice: reduced,
            periodDays: 30,
            since: null,
        });
    });

    it('publishes the product sheet link of energy-labelled products in the shop API', async () => {
        const labelled = catalog.products.find(product => product.facets.classe_energetica)!;
        const unlabelled = catalog.products.find(product => !product.facets.classe_energetica)!;
        const { products } = await shopClient.query(PRODUCT_SHEET, { code: labelled.code });
        expect(products.items[0].customFields.productSheetUrl).toBe(productSheetUrlFor(labelled));
        expect(products.items[0].customFields.productSheetUrl).toMatch(
            /^https:\/\/eprel\.ec\.europa\.eu\/qr\/\d{6,7}$/,
        );
        const { products: other } = await shopClient.query(PRODUCT_SHEET, { code: unlabelled.code });
        expect(other.items[0].customFields.productSheetUrl).toBeNull();
    });

    it('takes only https addresses as product sheet links', async () => {
        const labelled = catalog.products.find(product => product.facets.classe_energetica)!;
        const { products } = await adminClient.query(PRODUCT_SHEET, { code: labelled.code });
        const id = products.items[0].id;
        await expect(
            adminClient.query(UPDATE_PRODUCT_SHEET, { id, url: 'http://eprel.ec.europa.eu/qr/123456' }),
        ).rejects.toThrow('https://');
        await expect(adminClient.query(UPDATE_PRODUCT_SHEET, { id, url: 'scheda prodotto' })).rejects.toThrow(
            'https://',
        );
        const url = 'https://eprel.ec.europa.eu/qr/7654321';
        const { updateProduct } = await adminClient.query(UPDATE_PRODUCT_SHEET, { id, url });
        expect(updateProduct.customFields.productSheetUrl).toBe(url);
    });
});
