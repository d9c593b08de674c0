/** The cart rules through the real shop API: add-to-cart limits, attached services and the notes that list them. */
import { SimpleGraphQLClient } from '@vendure/testing';
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createShopTestEnvironment, testPort } from '../../../../test/shop-test-environment';
import { MAX_SALEABLE_MESSAGE, NOT_ADDABLE_MESSAGE, SERVICE_ERROR_MESSAGE } from '../constants';
import { CartRefusal } from '../errors';
import {
    ACTIVE_ORDER,
    ADD_ITEM,
    ADD_ITEMS,
    ADJUST_LINE,
    CartOrder,
    ErrorAnswer,
    ORDER_FIELDS,
    quantities,
    REMOVE_ALL_LINES,
    REMOVE_LINE,
    UPDATE_VARIANTS,
    VARIANTS_BY_SKU,
} from './cart-documents';

const PORT = testPort(4109);

const SET_SERVICES = gql`
    mutation SetServices($productSku: String!, $serviceSkus: [String!]!) {
        setCartServices(productSku: $productSku, serviceSkus: $serviceSkus) {
            ...CartOrder
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
    ${ORDER_FIELDS}
`;
const SET_NOTES = gql`
    mutation SetNotes($notes: String!) {
        setCartNotes(notes: $notes) {
            ...CartOrder
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
    ${ORDER_FIELDS}
`;
const REMOVE_ALL_SERVICES = gql`
    mutation RemoveAllServices {
        removeAllCartServices {
            ...CartOrder
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
    ${ORDER_FIELDS}
`;

const ADD_TO_DRAFT = gql`
    mutation AddToDraft($orderId: ID!, $input: AddItemToDraftOrderInput!) {
        addItemToDraftOrder(orderId: $orderId, input: $input) {
            ... on Order {
                lines {
                    id
                    quantity
                    productVariant {
                        id
                        sku
                    }
                }
            }
            ... on ErrorResult {
                errorCode
                message
            }
            ... on OrderInterceptorError {
                interceptorError
            }
        }
    }
`;

type Variant = { id: string; sku: string; priceWithTax: number; stockOnHand: number };

describe('cart plugin: limits and services', () => {
    const { adminClient, shopClient, config, init, destroy } = createShopTestEnvironment({ port: PORT });
    let tv: Variant;
    let phone: Variant;
    let speaker: Variant;
    const services: Record<string, Variant> = {};

    async function variant(sku: string): Promise<Variant> {
        const { productVariants } = await adminClient.query<{ productVariants: { items: Variant[] } }>(
            VARIANTS_BY_SKU,
            { sku },
        );
        expect(productVariants.items.length, sku).toBeGreaterThan(0);
        return productVariants.items[0];
    }

    async function add(variantId: string, quantity: number) {
        const { addItemToOrder } = await shopClient.query<{ addItemToOrder: CartOrder & ErrorAnswer }>(ADD_ITEM, {
            variantId,
            quantity,
        });
        return addItemToOrder;
    }

    async function activeOrder(client = shopClient): Promise<CartOrder> {
        const { activeOrder } = await client.query<{ activeOrder: CartOrder }>(ACTIVE_ORDER);
        return activeOrder;
    }

    function lineOf(order: CartOrder, sku: string) {
        const line = order.lines.find(candidate => candidate.productVariant.sku === sku);
        expect(line, sku).toBeDefined();
        return line!;
    }

    /** A refused services change answers CartServicesError, by code, with requirements §8's message. */
    async function expectServicesRefused(work: Promise<Record<string, ErrorAnswer>>) {
        const answer = Object.values(await work)[0];
        expect(answer).toEqual({ errorCode: 'CART_SERVICES_ERROR', message: SERVICE_ERROR_MESSAGE });
    }

    beforeAll(async () => {
        await init();
        await adminClient.asSuperAdmin();
        // A 99,99 € television: the up-to-300 € warranty applies to it as to the phone, so they can share it.
        tv = await variant('24A4N');
        phone = await variant('SM-A165F');
        speaker = await variant('QE55S90DAEXZT');
        for (const sku of ['SRV-INST-TVW', 'SRV-RAEE', 'SRV-GAR2-300', 'SRV-INST-LAV', 'SRV-DAN1-SMART']) {
            services[sku] = await variant(sku);
        }
        // Known stock for the limit tests: two saleable TVs.
        await adminClient.query(UPDATE_VARIANTS, { input: [{ id: tv.id, stockOnHand: 2 }] });
    });

    afterAll(async () => {
        await destroy();
    });

    describe('add-to-cart limits', () => {
        beforeAll(async () => {
            await shopClient.asAnonymousUser();
            await add(phone.id, 1);
        });

        it('adds within the saleable stock', async () => {
            const order = await add(tv.id, 1);
            expect(quantities(order)).toEqual({ [phone.sku]: 1, [tv.sku]: 1 });
        });

        it('refuses an add beyond the saleable stock as a whole: 5 asked, 1 left, nothing added', async () => {
            const before = await activeOrder();
            const result = await add(tv.id, 5);
            expect(result.errorCode).toBe('ORDER_INTERCEPTOR_ERROR');
            expect(result.interceptorError).toBe(CartRefusal.MaxSaleableQuantity);
            expect(result.message).toBe(MAX_SALEABLE_MESSAGE);
            // Same lines, same quantities, same totals.
            expect(await activeOrder()).toEqual(before);
        });

        it("refuses the shop API's batch add beyond the stock the same way", async () => {
            const before = await activeOrder();
            const { addItemsToOrder } = await shopClient.query<{
                addItemsToOrder: { order: CartOrder; errorResults: ErrorAnswer[] };
            }>(ADD_ITEMS, { inputs: [{ productVariantId: tv.id, quantity: 2 }] });
            // Vendure leaves the messages of batch results untranslated; the reason is the interceptor's.
            expect(addItemsToOrder.errorResults).toEqual([
                {
                    errorCode: 'ORDER_INTERCEPTOR_ERROR',
                    message: 'ORDER_INTERCEPTOR_ERROR',
                    interceptorError: CartRefusal.MaxSaleableQuantity,
                },
            ]);
            expect(await activeOrder()).toEqual(before);
        });

        it('accepts an add that takes the line to exactly the saleable stock', async () => {
            const order = await add(tv.id, 1);
            expect(order.errorCode).toBeUndefined();
            expect(quantities(order)).toEqual({ [phone.sku]: 1, [tv.sku]: 2 });
            expect(order.totalQuantity).toBe(3);
        });

        it('refuses any further unit once the cart holds the whole saleable stock', async () => {
            const before = await activeOrder();
            const result = await add(tv.id, 1);
            expect(result.errorCode).toBe('INSUFFICIENT_STOCK_ERROR');
            expect(result.message).toBe(MAX_SALEABLE_MESSAGE);
            expect(await activeOrder()).toEqual(before);
        });

        it('refuses raising a line above the saleable stock and keeps the previous quantity', async () => {
            const before = await activeOrder();
            const { adjustOrderLine } = await shopClient.query<{ adjustOrderLine: ErrorAnswer }>(ADJUST_LINE, {
                lineId: lineOf(before, tv.sku).id,
                quantity: 3,
            });
            expect(adjustOrderLine.errorCode).toBe('ORDER_INTERCEPTOR_ERROR');
            expect(adjustOrderLine.interceptorError).toBe(CartRefusal.MaxSaleableQuantity);
            expect(adjustOrderLine.message).toBe(MAX_SALEABLE_MESSAGE);
            expect(await activeOrder()).toEqual(before);
            expect(quantities(before)[tv.sku]).toBe(2);
        });

        it('accepts adjusting a line to exactly the saleable stock', async () => {
            const lineId = lineOf(await activeOrder(), tv.sku).id;
            const { adjustOrderLine: lowered } = await shopClient.query<{ adjustOrderLine: CartOrder }>(ADJUST_LINE, {
                lineId,
                quantity: 1,
            });
            expect(quantities(lowered)[tv.sku]).toBe(1);
            const { adjustOrderLine: raised } = await shopClient.query<{ adjustOrderLine: CartOrder & ErrorAnswer }>(
                ADJUST_LINE,
                { lineId, quantity: 2 },
            );
            expect(raised.errorCode).toBeUndefined();
            expect(quantities(raised)).toEqual({ [phone.sku]: 1, [tv.sku]: 2 });
            expect(raised.totalWithTax).toBe(phone.priceWithTax + 2 * tv.priceWithTax);
        });

        it('accepts the whole saleable stock in one add to an empty cart', async () => {
            await shopClient.asAnonymousUser();
            const order = await add(tv.id, 2);
            expect(order.errorCode).toBeUndefined();
            expect(quantities(order)).toEqual({ [tv.sku]: 2 });
            expect(order.totalWithTax).toBe(2 * tv.priceWithTax);
        });

        it('refuses staff adding beyond the saleable stock to a draft order the same way', async () => {
            const { createDraftOrder } = await adminClient.query<{ createDraftOrder: { id: string } }>(gql`
                mutation {
                    createDraftOrder {
                        id
                    }
                }
            `);
            const addToDraft = async (quantity: number) =>
                (
                    await adminClient.query<{ addItemToDraftOrder: { lines?: CartOrder['lines'] } & ErrorAnswer }>(
                        ADD_TO_DRAFT,
                        { orderId: createDraftOrder.id, input: { productVariantId: tv.id, quantity } },
                    )
                ).addItemToDraftOrder;
            expect(await addToDraft(3)).toEqual({
                errorCode: 'ORDER_INTERCEPTOR_ERROR',
                interceptorError: CartRefusal.MaxSaleableQuantity,
                message: MAX_SALEABLE_MESSAGE,
            });
            const accepted = await addToDraft(2);
            expect(accepted.lines!.map(line => [line.productVariant.sku, line.quantity])).toEqual([[tv.sku, 2]]);
        });

        it('refuses a physical variant without a price', async () => {
            await adminClient.query(UPDATE_VARIANTS, { input: [{ id: speaker.id, price: 0 }] });
            const result = await add(speaker.id, 1);
            expect(result.errorCode).toBe('ORDER_INTERCEPTOR_ERROR');
            expect(result.interceptorError).toBe(CartRefusal.NotAddable);
            expect(result.message).toBe(NOT_ADDABLE_MESSAGE);
            await adminClient.query(UPDATE_VARIANTS, { input: [{ id: speaker.id, price: speaker.priceWithTax }] });
        });

        it('refuses a service added on its own: services are attached to a product', async () => {
            const result = await add(services['SRV-RAEE'].id, 1);
            expect(result.errorCode).toBe('ORDER_INTERCEPTOR_ERROR');
            expect(result.interceptorError).toBe(CartRefusal.ServiceFollowsProduct);
            expect(result.message).toBe(SERVICE_ERROR_MESSAGE);
            expect(quantities(await activeOrder())).toEqual({ [tv.sku]: 2 });
        });
    });

    describe('attached services and notes', () => {
        beforeAll(async () => {
            await shopClient.asAnonymousUser();
            await add(tv.id, 1);
            await add(phone.id, 2);
        });

        it('attaches services that apply to the product, one line each at its quantity, and writes the notes', async () => {
            const { setCartServices } = await shopClient.query<{ setCartServices: CartOrder }>(SET_SERVICES, {
                productSku: tv.sku,
                serviceSkus: ['SRV-INST-TVW', 'SRV-RAEE'],
            });
            expect(quantities(setCartServices)).toEqual({
                [tv.sku]: 1,
                [phone.sku]: 2,
                'SRV-INST-TVW': 1,
                'SRV-RAEE': 1,
            });
            expect(JSON.parse(setCartServices.customFields.notes)).toEqual({ [tv.sku]: ['SRV-INST-TVW', 'SRV-RAEE'] });
            // The order tells which lines are attached services and what each costs its product, typed.
            expect(lineOf(setCartServices, tv.sku).isAttachedService).toBe(false);
            expect(lineOf(setCartServices, 'SRV-RAEE').isAttachedService).toBe(true);
            expect(lineOf(setCartServices, phone.sku).attachedServices).toEqual([]);
            expect(lineOf(setCartServices, tv.sku).attachedServices).toEqual(
                ['SRV-INST-TVW', 'SRV-RAEE'].map(sku => ({
                    sku,
                    name: expect.any(String),
                    unitPriceWithTax: services[sku].priceWithTax,
                    linePriceWithTax: services[sku].priceWithTax,
                })),
            );
        });

        it('refuses a service that does not apply to the product, and a product not in the cart', async () => {
            await expectServicesRefused(
                shopClient.query(SET_SERVICES, { productSku: tv.sku, serviceSkus: ['SRV-INST-LAV'] }),
            );
            await expectServicesRefused(
                shopClient.query(SET_SERVICES, { productSku: speaker.sku, serviceSkus: ['SRV-RAEE'] }),
            );
            await expectServicesRefused(
                shopClient.query(SET_SERVICES, { productSku: 'SRV-RAEE', serviceSkus: ['SRV-RAEE'] }),
            );
            // Nothing changed: the refused mutation rolled back as a whole.
            expect(JSON.parse((await activeOrder()).customFields.notes)).toEqual({
                [tv.sku]: ['SRV-INST-TVW', 'SRV-RAEE'],
            });
        });

        it('counts a service attached to two products once per unit of each', async () => {
            await shopClient.query(SET_SERVICES, { productSku: tv.sku, serviceSkus: ['SRV-INST-TVW', 'SRV-GAR2-300'] });
            const { setCartServices } = await shopClient.query<{ setCartServices: CartOrder }>(SET_SERVICES, {
                productSku: phone.sku,
                serviceSkus: ['SRV-GAR2-300', 'SRV-DAN1-SMART'],
            });
            expect(quantities(setCartServices)).toEqual({
                [tv.sku]: 1,
                [phone.sku]: 2,
                'SRV-INST-TVW': 1,
                'SRV-GAR2-300': 3,
                'SRV-DAN1-SMART': 2,
            });
            expect(JSON.parse(setCartServices.customFields.notes)).toEqual({
                [phone.sku]: ['SRV-DAN1-SMART', 'SRV-GAR2-300'],
                [tv.sku]: ['SRV-GAR2-300', 'SRV-INST-TVW'],
            });
            // One warranty line serves both products; each product shows its own share.
            const warranty = services['SRV-GAR2-300'].priceWithTax;
            expect(
                lineOf(setCartServices, phone.sku).attachedServices.map(service => [
                    service.sku,
                    service.linePriceWithTax,
                ]),
            ).toEqual([
                ['SRV-DAN1-SMART', 2 * services['SRV-DAN1-SMART'].priceWithTax],
                ['SRV-GAR2-300', 2 * warranty],
            ]);
            expect(lineOf(setCartServices, tv.sku).attachedServices.map(service => service.linePriceWithTax)).toEqual([
                warranty,
                services['SRV-INST-TVW'].priceWithTax,
            ]);
        });

        it("makes services follow a product's quantity change", async () => {
            const order = await activeOrder();
            const { adjustOrderLine } = await shopClient.query<{ adjustOrderLine: CartOrder }>(ADJUST_LINE, {
                lineId: lineOf(order, tv.sku).id,
                quantity: 2,
            });
            expect(quantities(adjustOrderLine)).toMatchObject({
                [tv.sku]: 2,
                'SRV-INST-TVW': 2,
                'SRV-GAR2-300': 4,
                'SRV-DAN1-SMART': 2,
            });
            const reread = await activeOrder();
            expect(quantities(reread)).toEqual(quantities(adjustOrderLine));
            expect(reread.totalWithTax).toBe(adjustOrderLine.totalWithTax);
        });

        it('makes services follow a product added again to the cart', async () => {
            const { addItemToOrder } = await shopClient.query<{ addItemToOrder: CartOrder }>(ADD_ITEM, {
                variantId: phone.id,
                quantity: 1,
            });
            expect(quantities(addItemToOrder)).toEqual({
                [tv.sku]: 2,
                [phone.sku]: 3,
                'SRV-INST-TVW': 2,
                'SRV-GAR2-300': 5,
                'SRV-DAN1-SMART': 3,
            });
            expect(quantities(await activeOrder())).toEqual(quantities(addItemToOrder));
            const { adjustOrderLine } = await shopClient.query<{ adjustOrderLine: CartOrder }>(ADJUST_LINE, {
                lineId: lineOf(addItemToOrder, phone.sku).id,
                quantity: 2,
            });
            expect(quantities(adjustOrderLine)).toMatchObject({
                [phone.sku]: 2,
                'SRV-GAR2-300': 4,
                'SRV-DAN1-SMART': 2,
            });
        });

        it("refuses changing a service's quantity directly", async () => {
            const order = await activeOrder();
            const { adjustOrderLine } = await shopClient.query<{ adjustOrderLine: ErrorAnswer }>(ADJUST_LINE, {
                lineId: lineOf(order, 'SRV-INST-TVW').id,
                quantity: 5,
            });
            expect(adjustOrderLine.errorCode).toBe('ORDER_INTERCEPTOR_ERROR');
            expect(adjustOrderLine.interceptorError).toBe(CartRefusal.ServiceFollowsProduct);
            expect(adjustOrderLine.message).toBe(SERVICE_ERROR_MESSAGE);
        });

        it('removes the services of a removed product, keeps shared ones for the rest, and rewrites the notes', async () => {
            const order = await activeOrder();
            const { removeOrderLine } = await shopClient.query<{ removeOrderLine: CartOrder }>(REMOVE_LINE, {
                lineId: lineOf(order, tv.sku).id,
            });
            expect(quantities(removeOrderLine)).toEqual({
                [phone.sku]: 2,
                'SRV-GAR2-300': 2,
                'SRV-DAN1-SMART': 2,
            });
            expect(JSON.parse(removeOrderLine.customFields.notes)).toEqual({
                [phone.sku]: ['SRV-DAN1-SMART', 'SRV-GAR2-300'],
            });
            const reread = await activeOrder();
            expect(quantities(reread)).toEqual(quantities(removeOrderLine));
            expect(reread.totalWithTax).toBe(removeOrderLine.totalWithTax);
        });

        it('detaches a service the shopper removes from the cart', async () => {
            const order = await activeOrder();
            const { removeOrderLine } = await shopClient.query<{ removeOrderLine: CartOrder }>(REMOVE_LINE, {
                lineId: lineOf(order, 'SRV-DAN1-SMART').id,
            });
            expect(quantities(removeOrderLine)).toEqual({ [phone.sku]: 2, 'SRV-GAR2-300': 2 });
            expect(JSON.parse(removeOrderLine.customFields.notes)).toEqual({ [phone.sku]: ['SRV-GAR2-300'] });
        });

        it('validates notes written directly: shape, products in the cart, services that apply', async () => {
            for (const notes of [
                'not json',
                '[]',
                '{"x":"y"}',
                JSON.stringify({ [phone.sku]: ['SRV-GAR2-300', 'SRV-GAR2-300'] }),
                JSON.stringify({ [tv.sku]: ['SRV-RAEE'] }),
                JSON.stringify({ [phone.sku]: ['SRV-INST-TVW'] }),
                JSON.stringify({ [phone.sku]: ['NO-SUCH-SKU'] }),
                `{"${'A'.repeat(9000)}":[]}`,
            ]) {
                await expectServicesRefused(shopClient.query(SET_NOTES, { notes }));
            }
            expect(JSON.parse((await activeOrder()).customFields.notes)).toEqual({ [phone.sku]: ['SRV-GAR2-300'] });
        });

        it('makes the service lines match valid notes', async () => {
            const notes = JSON.stringify({ [phone.sku]: ['SRV-SETUP-SMART', 'SRV-DAN1-SMART'] });
            const { setCartNotes } = await shopClient.query<{ setCartNotes: CartOrder }>(SET_NOTES, { notes });
            expect(quantities(setCartNotes)).toEqual({ [phone.sku]: 2, 'SRV-SETUP-SMART': 2, 'SRV-DAN1-SMART': 2 });
            expect(JSON.parse(setCartNotes.customFields.notes)).toEqual({
                [phone.sku]: ['SRV-DAN1-SMART', 'SRV-SETUP-SMART'],
            });
        });

        it('removes every service and resets the notes for the recovery path', async () => {
            const { removeAllCartServices } = await shopClient.query<{ removeAllCartServices: CartOrder }>(
                REMOVE_ALL_SERVICES,
            );
            expect(quantities(removeAllCartServices)).toEqual({ [phone.sku]: 2 });
            expect(removeAllCartServices.customFields.notes).toBe('{}');
        });

        it('resets the notes when the whole cart is cleared', async () => {
            await shopClient.query(SET_SERVICES, { productSku: phone.sku, serviceSkus: ['SRV-GAR2-300'] });
            const { removeAllOrderLines } = await shopClient.query<{ removeAllOrderLines: CartOrder }>(
                REMOVE_ALL_LINES,
            );
            expect(removeAllOrderLines.lines).toEqual([]);
            expect(removeAllOrderLines.customFields.notes).toBe('{}');
        });

        it('keeps notes out of the shoppers own custom field input', async () => {
            await expect(
                shopClient.query(gql`
                    mutation {
                        setOrderCustomFields(input: { customFields: { notes: "{}" } }) {
                            __typename
                        }
                    }
                `),
            ).rejects.toThrow('Field "notes" is not defined by type "UpdateOrderCustomFieldsInput"');
        });
    });

    describe("service tiers by the product's price band", () => {
        it("attaches the warranty tier of the line's price only: one tier, never the others as well", async () => {
            const oled = await variant('OLED55C44LA');
            const a55 = await variant('SM-A556B/DS');
            const upTo300 = 'SRV-GAR2-300';
            const upTo1000 = 'SRV-GAR2-1000';
            await shopClient.asAnonymousUser();
            await add(oled.id, 1);
            await add(a55.id, 1);
            // 329 €: the 300–1.000 € tier, not the up-to-300 € one, and not both.
            await expectServicesRefused(
                shopClient.query(SET_SERVICES, { productSku: a55.sku, serviceSkus: [upTo300] }),
            );
            await expectServicesRefused(
                shopClient.query(SET_SERVICES, { productSku: a55.sku, serviceSkus: [upTo300, upTo1000] }),
            );
            const { setCartServices } = await shopClient.query<{ setCartServices: CartOrder }>(SET_SERVICES, {
                productSku: a55.sku,
                serviceSkus: [upTo1000],
            });
            expect(JSON.parse(setCartServices.customFields.notes)).toEqual({ [a55.sku]: [upTo1000] });
            expect(lineOf(setCartServices, a55.sku).attachedServices.map(service => service.sku)).toEqual([upTo1000]);
            // 1.299 €: above both tiers.
            for (const sku of [upTo300, upTo1000]) {
                await expectServicesRefused(
                    shopClient.query(SET_SERVICES, { productSku: oled.sku, serviceSkus: [sku] }),
                );
            }
            await expectServicesRefused(
                shopClient.query(SET_NOTES, {
                    notes: JSON.stringify({ [a55.sku]: [upTo1000], [oled.sku]: [upTo300] }),
                }),
            );
            expect(JSON.parse((await activeOrder()).customFields.notes)).toEqual({ [a55.sku]: [upTo1000] });
        });
    });

    describe('without a cart', () => {
        it('refuses every services change by code when the shopper has no cart', async () => {
            await shopClient.asAnonymousUser();
            await expectServicesRefused(shopClient.query(SET_SERVICES, { productSku: tv.sku, serviceSkus: [] }));
            await expectServicesRefused(shopClient.query(SET_NOTES, { notes: '{}' }));
            await expectServicesRefused(shopClient.query(REMOVE_ALL_SERVICES));
        });
    });

    describe('concurrent changes to one cart', () => {
        it('keeps both lines when two clients with the same session add different products at once', async () => {
            await shopClient.asAnonymousUser();
            await add(speaker.id, 1);
            const second = new SimpleGraphQLClient(config, `http://localhost:${PORT}/shop-api`);
            second.setAuthToken(shopClient.getAuthToken());
            await Promise.all([
                shopClient.query(ADD_ITEM, { variantId: phone.id, quantity: 2 }),
                second.query(ADD_ITEM, { variantId: tv.id, quantity: 1 }),
            ]);
            const order = await activeOrder();
            expect(quantities(order)).toEqual({ [speaker.sku]: 1, [phone.sku]: 2, [tv.sku]: 1 });
            expect(order.totalQuantity).toBe(4);
        });
    });
});
