/** Shipping and VAT through the real shop API: free from 100,00 € VAT included, 5 € below, only within Italy, San Marino and the Vatican. */
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createShopTestEnvironment, testPort } from '../../../../test/shop-test-environment';
import { catalog } from '../../../seed/catalog';

const VARIANT_BY_SKU = gql`
    query Variant($sku: String!) {
        productVariants(options: { filter: { sku: { eq: $sku } } }) {
            items {
                id
                sku
                price
                priceWithTax
                currencyCode
            }
        }
    }
`;
const ADD = gql`
    mutation Add($id: ID!, $qty: Int!) {
        addItemToOrder(productVariantId: $id, quantity: $qty) {
            ... on Order {
                id
                subTotalWithTax
                currencyCode
            }
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`;
const SET_ADDRESS = gql`
    mutation Address($countryCode: String!) {
        setOrderShippingAddress(
            input: {
                fullName: "Mario Rossi"
                streetLine1: "Via Roma 1"
                city: "Città"
                postalCode: "00100"
                countryCode: $countryCode
            }
        ) {
            ... on Order {
                id
                shippingAddress {
                    countryCode
                }
            }
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`;
const METHODS = gql`
    query {
        eligibleShippingMethods {
            id
            code
            name
            price
            priceWithTax
        }
        shippingAvailability {
            available
            countryCode
            errorCode
            message
        }
    }
`;

function physicalVariantPriced(price: number) {
    for (const product of catalog.products) {
        const variant = product.variants.find(v => v.price === price && v.stock > 1);
        if (variant && !product.isVirtual) {
            return variant;
        }
    }
    throw new Error(`The demo catalog has no physical, in-stock variant priced ${price} cents`);
}

describe('shipping and VAT', () => {
    const { adminClient, shopClient, init, destroy } = createShopTestEnvironment({ port: testPort(4102) });

    beforeAll(async () => {
        await init();
        await adminClient.asSuperAdmin();
    });

    afterAll(async () => {
        await destroy();
    });

    async function variantId(sku: string) {
        const { productVariants } = await adminClient.query(VARIANT_BY_SKU, { sku });
        expect(productVariants.items).toHaveLength(1);
        return productVariants.items[0];
    }

    async function cartWith(price: number, countryCode: string) {
        await shopClient.asAnonymousUser();
        const variant = await variantId(physicalVariantPriced(price).sku);
        const { addItemToOrder } = await shopClient.query(ADD, { id: variant.id, qty: 1 });
        expect(addItemToOrder.subTotalWithTax).toBe(price);
        const { setOrderShippingAddress } = await shopClient.query(SET_ADDRESS, { countryCode });
        expect(setOrderShippingAddress.shippingAddress.countryCode).toBe(countryCode);
        return shopClient.query(METHODS);
    }

    it('stores prices with VAT included: the shelf price is the price with IVA 22 %', async () => {
        const seeded = physicalVariantPriced(10000);
        const variant = await variantId(seeded.sku);
        expect(variant.currencyCode).toBe('EUR');
        expect(variant.priceWithTax).toBe(10000);
        expect(variant.price).toBe(Math.round(10000 / 1.22));
    });

    it('charges 5,00 € for an order of 99,99 € in Italy', async () => {
        const { eligibleShippingMethods, shippingAvailability } = await cartWith(9999, 'IT');
        expect(eligibleShippingMethods).toHaveLength(1);
        expect(eligibleShippingMethods[0].code).toBe('spedizione-standard');
        expect(eligibleShippingMethods[0].name).toBe('Spedizione standard');
        expect(eligibleShippingMethods[0].priceWithTax).toBe(500);
        expect(shippingAvailability.available).toBe(true);
    });

    it('ships free from exactly 100,00 €', async () => {
        const { eligibleShippingMethods } = await cartWith(10000, 'IT');
        expect(eligibleShippingMethods[0].priceWithTax).toBe(0);
    });

    it('serves San Marino and the Vatican City as part of the Italian zone', async () => {
        for (const country of ['SM', 'VA']) {
            const { eligibleShippingMethods } = await cartWith(9999, country);
            expect(eligibleShippingMethods[0].priceWithTax).toBe(500);
        }
    });

    it('says clearly that there are no shipping methods for a country outside the zone', async () => {
        const { eligibleShippingMethods, shippingAvailability } = await cartWith(10000, 'FR');
        expect(eligibleShippingMethods).toEqual([]);
        expect(shippingAvailability).toEqual({
            available: false,
            countryCode: 'FR',
            errorCode: 'NO_SHIPPING_METHODS_FOR_COUNTRY',
            message: 'No shipping methods for this country',
        });
    });

    it('has no availability to report without a cart', async () => {
        await shopClient.asAnonymousUser();
        const { shippingAvailability } = await shopClient.query(METHODS);
        expect(shippingAvailability).toBeNull();
    });
});
