/**
 * The home page's best sellers from real orders placed through the shop API: quantities summed per product over
 * placed orders, a cancelled order and an open cart left out, the staff's fallback category filling the row, and bad
 * input refused with a clear message.
 */
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
    createTestPaymentMethod,
    guestCheckout,
    shopRequest,
    testSuccessfulPaymentMethod,
} from '../../../../test/guest-checkout';
import { createShopTestEnvironment, testPort } from '../../../../test/shop-test-environment';
import { catalog } from '../../../seed/catalog';

const PORT = testPort(4193);
const shopApi = `http://127.0.0.1:${PORT}/shop-api`;

const BEST_SELLERS = `
    query ($input: CatalogBestSellersInput!) {
        catalogBestSellers(input: $input) { fromOrders items { code inStock isVirtual category { slug } } }
    }
`;

const shop = (query: string, variables: Record<string, unknown> = {}) => shopRequest(shopApi, query, variables);

/** Products a guest can put in a cart several times: physical, one variant, plenty of stock, not a smartphone. */
const candidates = catalog.products.filter(
    p =>
        !p.isVirtual &&
        p.variants.length === 1 &&
        p.variants[0].stock >= 20 &&
        p.variants[0].price < 200_00 &&
        !['smartphone-android', 'iphone', 'smartphone-ricondizionati'].includes(p.categorySlug),
);
const [mostSold, second, third, cancelledOnly, cartOnly] = candidates;

describe('best sellers from order lines', () => {
    let env: ReturnType<typeof createShopTestEnvironment>;
    let checkout: ReturnType<typeof guestCheckout>;

    beforeAll(async () => {
        expect(cartOnly, 'the demo catalog has five products to order').toBeDefined();
        env = createShopTestEnvironment({ port: PORT });
        env.config.paymentOptions.paymentMethodHandlers.push(testSuccessfulPaymentMethod);
        await env.init();
        await env.adminClient.asSuperAdmin();
        await createTestPaymentMethod(env.adminClient);
        checkout = guestCheckout(shopApi, env.adminClient);
    });

    afterAll(async () => {
        await env?.destroy();
    });

    /** A guest's cart with these products; placed (paid) unless `place` is false. Returns the order's code. */
    async function order(items: Array<{ sku: string; quantity: number }>, place = true): Promise<string> {
        if (place) return (await checkout.placeOrder({ items })).code;
        const token = await checkout.fillCart(items);
        const { data } = await checkout.shop('{ activeOrder { code } }', {}, token);
        return data.activeOrder.code;
    }

    it('shows the fallback category while no order names a product', async () => {
        // A ranking is reused for minutes, so this look uses a period of its own (7 days) and the next one 30.
        const { data, errors } = await shop(BEST_SELLERS, {
            input: { days: 7, take: 4, fallbackCategorySlug: 'smartphone' },
        });
        expect(errors).toBeUndefined();
        expect(data.catalogBestSellers.fromOrders).toBe(0);
        expect(data.catalogBestSellers.items).toHaveLength(4);
        for (const item of data.catalogBestSellers.items) {
            expect(item.category.slug).toMatch(/^(smartphone-android|iphone|smartphone-ricondizionati)$/);
            expect(item.inStock).toBe(true);
        }
    });

    it('ranks products by the quantities of placed orders, then fills the row from the fallback category', async () => {
        const sku = (product: typeof mostSold) => product.variants[0].sku;
        await order([
            { sku: sku(mostSold), quantity: 2 },
            { sku: sku(third), quantity: 1 },
        ]);
        await order([
            { sku: sku(mostSold), quantity: 2 },
            { sku: sku(second), quantity: 3 },
        ]);
        // Cancelled after it was placed: its 9 units must not count.
        const cancelled = await order([{ sku: sku(cancelledOnly), quantity: 9 }]);
        const { orders } = await env.adminClient.query(
            gql`
                query ($code: String!) {
                    orders(options: { filter: { code: { eq: $code } } }) {
                        items {
                            id
                        }
                    }
                }
            `,
            { code: cancelled },
        );
        const { cancelOrder } = await env.adminClient.query(
            gql`
                mutation ($id: ID!) {
                    cancelOrder(input: { orderId: $id, reason: "Annullato dal cliente" }) {
                        __typename
                        ... on Order {
                            state
                        }
                    }
                }
            `,
            { id: orders.items[0].id },
        );
        expect(cancelOrder).toEqual({ __typename: 'Order', state: 'Cancelled' });
        // A cart never placed does not count either.
        await order([{ sku: sku(cartOnly), quantity: 10 }], false);

        const { data, errors } = await shop(BEST_SELLERS, {
            input: { days: 30, take: 5, fallbackCategorySlug: 'smartphone' },
        });
        expect(errors).toBeUndefined();
        const codes = data.catalogBestSellers.items.map((item: { code: string }) => item.code);
        // 4 units, 3 units, 1 unit; then the first smartphones in the category's own order.
        expect(codes.slice(0, 3)).toEqual([mostSold.code, second.code, third.code]);
        expect(data.catalogBestSellers.fromOrders).toBe(3);
        expect(codes).not.toContain(cancelledOnly.code);
        expect(codes).not.toContain(cartOnly.code);
        const { data: fallback } = await shop(BEST_SELLERS, {
            input: { days: 7, take: 2, fallbackCategorySlug: 'smartphone' },
        });
        expect(codes.slice(3)).toEqual(
            fallback.catalogBestSellers.items.map((item: { code: string }) => item.code).slice(0, 2),
        );
    });

    it('refuses a period, a row length or a category out of range with a clear message', async () => {
        for (const [input, message] of [
            [{ days: 0 }, 'days must be a whole number from 1 to 365'],
            [{ days: 366 }, 'days must be a whole number from 1 to 365'],
            [{ take: 25 }, 'take must be a whole number from 1 to 24'],
            [{ fallbackCategorySlug: '' }, 'fallbackCategorySlug must be 1 to 200 characters'],
        ] as const) {
            const { errors } = await shop(BEST_SELLERS, { input });
            expect(errors?.map(error => error.message)).toEqual([message]);
        }
    });
});
