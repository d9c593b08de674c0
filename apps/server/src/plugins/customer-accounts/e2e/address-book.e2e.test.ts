/**
 * A registered customer's placed orders fill their address book (services/address-book.service.ts): the first order's
 * delivery address becomes the default, a new one is added, a repeated one is not saved twice, a different billing
 * address is kept too; a guest gets no address book. Orders are placed by staff's manual payment, a path that does
 * not run Vendure's own `createAddressesForNewCustomer`, like checkout's card and financing payments.
 */
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createShopTestEnvironment, testPort } from '../../../../test/shop-test-environment';
import { catalog } from '../../../seed/catalog';
import { VARIANTS_BY_SKU } from '../../cart/e2e/cart-documents';
import { call, LOGIN, REGISTER, registration, shopper } from './account-client';

const PORT = testPort(4126);
const BASE = `http://localhost:${PORT}`;
const PASSWORD = 'Bicicletta7!';

const HOME = {
    fullName: "Giulia D'Angelo",
    streetLine1: 'Via Garibaldi 21',
    streetLine2: '',
    city: 'Torino',
    province: 'TO',
    postalCode: '10122',
    countryCode: 'IT',
    phoneNumber: '+39 333 765 4321',
};
const OFFICE = { ...HOME, streetLine1: 'Corso Francia 110', postalCode: '10143' };
const STUDIO = { ...HOME, streetLine1: 'Piazza Castello 3', postalCode: '10123', phoneNumber: '' };

const ADDRESSES = `{ activeCustomer { addresses {
    fullName streetLine1 postalCode city province phoneNumber country { code } defaultShippingAddress defaultBillingAddress
} } }`;

describe('address book from placed orders', () => {
    const env = createShopTestEnvironment({ port: PORT });
    let sku: string;
    let variantId: string;

    beforeAll(async () => {
        await env.init();
        await env.adminClient.asSuperAdmin();
        sku = catalog.products.find(p => !p.isVirtual && p.variants[0].price > 5_000)!.variants[0].sku;
        const { productVariants } = await env.adminClient.query(VARIANTS_BY_SKU, { sku });
        variantId = productVariants.items.find((v: { sku: string }) => v.sku === sku).id;
    });

    afterAll(() => env.destroy());

    type Shopper = ReturnType<typeof shopper>;

    async function signedIn(email: string): Promise<Shopper> {
        expect((await call(BASE, REGISTER, registration(email))).data?.registerShopCustomer).toEqual({
            __typename: 'Success',
        });
        const customer = shopper(BASE);
        const login = await customer.shop(LOGIN, { username: email, password: PASSWORD });
        expect(login.data?.login.__typename).toBe('CurrentUser');
        return customer;
    }

    /** An order to `shipping` (and `billing`, else the same), placed by a manual payment from staff. */
    async function placeOrder(who: Shopper, shipping: typeof HOME, billing?: typeof HOME): Promise<void> {
        const added = await who.shop(
            'mutation($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { __typename ... on Order { id } } }',
            { id: variantId },
        );
        expect(added.data?.addItemToOrder.__typename).toBe('Order');
        const set = await who.shop(
            `mutation($shipping: CreateAddressInput!, $billing: CreateAddressInput!) {
                setOrderShippingAddress(input: $shipping) { __typename }
                setOrderBillingAddress(input: $billing) { __typename }
            }`,
            { shipping, billing: billing ?? shipping },
        );
        expect(set.data?.setOrderShippingAddress.__typename).toBe('Order');
        const moved = await who.shop(
            'mutation { transitionOrderToState(state: "ArrangingPayment") { __typename ... on OrderStateTransitionError { transitionError } } }',
        );
        expect(moved.data?.transitionOrderToState).toEqual({ __typename: 'Order' });
        const paid = await env.adminClient.query(
            gql`
                mutation ($id: ID!) {
                    addManualPaymentToOrder(input: { orderId: $id, method: "bonifico", metadata: {} }) {
                        __typename
                        ... on Order {
                            state
                        }
                    }
                }
            `,
            { id: added.data?.addItemToOrder.id },
        );
        expect(paid.addManualPaymentToOrder.state).toBe('PaymentSettled');
    }

    /** The book as the customer sees it, once the placed order's event has been handled. */
    async function addressBook(who: Shopper, count: number) {
        const deadline = Date.now() + 5_000;
        for (;;) {
            const answer = await who.shop(ADDRESSES);
            const addresses = answer.data?.activeCustomer.addresses as Array<Record<string, unknown>>;
            if (addresses.length >= count || Date.now() > deadline) return addresses;
            await new Promise(resolve => setTimeout(resolve, 100));
        }
    }

    it("saves the first order's delivery address as the default for delivery and billing", async () => {
        const giulia = await signedIn('giulia.rubrica@example.it');
        await placeOrder(giulia, HOME);
        expect(await addressBook(giulia, 1)).toEqual([
            {
                fullName: "Giulia D'Angelo",
                streetLine1: 'Via Garibaldi 21',
                postalCode: '10122',
                city: 'Torino',
                province: 'TO',
                phoneNumber: '+39 333 765 4321',
                country: { code: 'IT' },
                defaultShippingAddress: true,
                defaultBillingAddress: true,
            },
        ]);

        // The same address again (other spacing and case): not saved twice.
        await placeOrder(giulia, { ...HOME, streetLine1: 'via garibaldi  21' });
        // A new delivery address is added, the defaults stay.
        await placeOrder(giulia, OFFICE);
        const book = await addressBook(giulia, 2);
        expect(book.map(a => [a.streetLine1, a.defaultShippingAddress, a.defaultBillingAddress])).toEqual([
            ['Via Garibaldi 21', true, true],
            ['Corso Francia 110', false, false],
        ]);
    });

    it('keeps a separate billing address of the first order as the default billing address', async () => {
        const mario = await signedIn('mario.rubrica@example.it');
        await placeOrder(mario, OFFICE, STUDIO);
        const book = await addressBook(mario, 2);
        expect(book.map(a => [a.streetLine1, a.defaultShippingAddress, a.defaultBillingAddress])).toEqual([
            ['Corso Francia 110', true, false],
            ['Piazza Castello 3', false, true],
        ]);
    });

    it("gives a guest no address book: the address stays on the guest's order", async () => {
        const guest = shopper(BASE);
        await guest.shop('mutation($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { __typename } }', {
            id: variantId,
        });
        await guest.shop(
            `mutation { setCustomerForOrder(input: { emailAddress: "ospite.rubrica@example.it", firstName: "Anna", lastName: "Neri" }) { __typename } }`,
        );
        await placeOrder(guest, HOME);
        await new Promise(resolve => setTimeout(resolve, 500));
        const { customers } = await env.adminClient.query(gql`
            query {
                customers(options: { filter: { emailAddress: { eq: "ospite.rubrica@example.it" } } }) {
                    items {
                        addresses {
                            id
                        }
                    }
                }
            }
        `);
        expect(customers.items).toEqual([{ addresses: [] }]);
    });
});
