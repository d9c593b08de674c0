/**
 * The wishlist through the real shop and admin APIs on the seeded demo store: guest wishlists by token, paging,
 * quantities, removal, membership, GRN errors, limits, customers' own wishlists, the merge at login, the clean-up.
 */
import { createHash } from 'node:crypto';

import {
    EntityNotFoundError,
    ID,
    ProductVariant,
    RequestContext,
    RequestContextService,
    TransactionalConnection,
} from '@vendure/core';
import { DocumentNode, print } from 'graphql';
import gql from 'graphql-tag';
import { IsNull } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createShopTestEnvironment, testPort } from '../../../../test/shop-test-environment';
import { CatalogIndexService } from '../../catalog';
import { catalog } from '../../../seed/catalog';
import { SeedProduct, SeedVariant } from '../../../seed/catalog/types';
import { WishlistShopResolver } from '../api/wishlist-shop.resolver';
import { MAX_WISHLIST_ITEMS, WISHLIST_TOKEN_HEADER } from '../constants';
import { WishlistItem } from '../entities/wishlist-item.entity';
import { WishlistErrorCode } from '../errors';
import { Wishlist } from '../entities/wishlist.entity';
import { WishlistService } from '../services/wishlist.service';
import { WishlistChangeView, WishlistItemView, WishlistMembershipView, WishlistView } from '../types';

const PORT = testPort(4108);
const SHOP_API = `http://localhost:${PORT}/shop-api`;

const ITEM = `
    uid itemGrn wishlistUid variantId variantGrn sku merchantSku quantity createdAt productCode productName
    variantName imageUrl price lowestPrice30Days stockStatus onlyXLeft isVirtual available
`;
const WISHLIST = gql`
    query Wishlist($pageSize: Int, $pageToken: String) {
        wishlist(pageSize: $pageSize, pageToken: $pageToken) {
            uid
            items { ${ITEM} }
            totalItems
            nextPageToken
        }
    }
`;
const HAS_ITEMS = gql`
    query HasItems($variantIds: [ID!], $skus: [String!]) {
        wishlistHasItems(variantIds: $variantIds, skus: $skus) {
            variantId
            sku
            itemUid
            quantity
        }
    }
`;
const CHANGE = `
    __typename
    ... on WishlistChange { item { ${ITEM} } totalItems wishlistUid guestToken }
    ... on ErrorResult { errorCode message }
`;
const ADD = gql`
    mutation Add($variantId: ID, $sku: String, $quantity: Int) {
        addToWishlist(variantId: $variantId, sku: $sku, quantity: $quantity) { ${CHANGE} }
    }
`;
const UPDATE = gql`
    mutation Update($itemUid: String!, $quantity: Int!) {
        updateWishlistItem(itemUid: $itemUid, quantity: $quantity) { ${CHANGE} }
    }
`;
const REMOVE = gql`
    mutation Remove($itemUid: String!) {
        removeFromWishlist(itemUid: $itemUid) { ${CHANGE} }
    }
`;
const ERROR_CODES = gql`
    query ErrorCodes {
        __type(name: "ErrorCode") {
            enumValues {
                name
            }
        }
    }
`;
const PRODUCT = gql`
    query Product($code: String!) {
        catalogProduct(code: $code) {
            code
            name
            isVirtual
            variants {
                id
                sku
                merchantSku
                name
                price
                lowestPrice30Days
                stockStatus
                onlyXLeft
            }
        }
    }
`;
const UPDATE_VARIANTS = gql`
    mutation UpdateVariants($input: [UpdateProductVariantInput!]!) {
        updateProductVariants(input: $input) {
            id
            enabled
        }
    }
`;
const LOGIN = gql`
    mutation Login($username: String!, $password: String!) {
        login(username: $username, password: $password) {
            ... on CurrentUser {
                id
            }
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`;
const CREATE_CUSTOMER = gql`
    mutation CreateCustomer($input: CreateCustomerInput!, $password: String) {
        createCustomer(input: $input, password: $password) {
            ... on Customer {
                id
            }
            ... on ErrorResult {
                message
            }
        }
    }
`;

interface CatalogVariant {
    id: string;
    sku: string;
    merchantSku: string;
    name: string;
    price: number;
    lowestPrice30Days: number | null;
    stockStatus: string;
    onlyXLeft: number | null;
}
interface CatalogProduct {
    code: string;
    name: string;
    isVirtual: boolean;
    variants: CatalogVariant[];
}
type Item = Omit<WishlistItemView, 'createdAt' | 'variantId'> & { variantId: string; createdAt: string };
type Page = Omit<WishlistView, 'items'> & { items: Item[] };
type Change = Omit<WishlistChangeView, 'item'> & { item: Item | null };
/** A mutation's answer: the change, or one of its ErrorResults. */
type ChangeResult =
    (Change & { __typename: 'WishlistChange' }) | { __typename: string; errorCode: string; message: string };

/** An ErrorResult a mutation answered, thrown so a test reads `rejects.toThrow('<message> (<errorCode>)')`. */
class ErrorResultAnswer extends Error {
    constructor(
        readonly typename: string,
        readonly errorCode: string,
        readonly answer: string,
    ) {
        super(`${answer} (${errorCode})`);
    }
}

function changeOf(result: ChangeResult): Change {
    if ('errorCode' in result) {
        throw new ErrorResultAnswer(result.__typename, result.errorCode, result.message);
    }
    const { __typename, ...change } = result;
    expect(__typename).toBe('WishlistChange');
    return change;
}

/** Who is asking: a guest token for the header and/or a customer's session token. */
interface Caller {
    token?: string;
    session?: string;
}

/** Seed products picked by what the tests need of them, so the tests follow the demo catalog as it grows. */
const physical = catalog.products.filter(product => !product.isVirtual);
const pick = (products: SeedProduct[], test: (variant: SeedVariant) => boolean) => {
    const product = products.find(candidate => candidate.variants.some(test))!;
    return { product, variant: product.variants.find(test)! };
};
const discounted = pick(physical, variant => variant.regularPrice !== undefined && variant.stock > 5);
const lowStock = pick(physical, variant => variant.stock >= 1 && variant.stock <= 5);
const soldOut = pick(physical, variant => variant.stock === 0);
const virtual = pick(
    catalog.products.filter(product => product.isVirtual),
    () => true,
);
const others = physical
    .filter(product => ![discounted, lowStock, soldOut].some(chosen => chosen.product === product))
    .slice(0, 6)
    .map(product => ({ product, variant: product.variants[0] }));

describe('wishlist plugin', () => {
    const { server, adminClient, shopClient, init, destroy } = createShopTestEnvironment({
        port: PORT,
        // One test reads the ErrorCode enum by introspection, which only a developer's tools may ask for.
        env: { GRAPHQL_DEV_TOOLS: 'true' },
    });
    const variantIds = new Map<string, string>();
    const products = new Map<string, CatalogProduct>();
    let ctx: RequestContext;

    /** A shop API call as the storefront makes it: the guest token in the header, the session as a bearer token. */
    async function shop<T>(document: DocumentNode, variables: Record<string, unknown>, caller: Caller = {}) {
        const headers: Record<string, string> = { 'Content-Type': 'application/json' };
        if (caller.token !== undefined) {
            headers[WISHLIST_TOKEN_HEADER] = caller.token;
        }
        if (caller.session) {
            headers.Authorization = `Bearer ${caller.session}`;
        }
        const response = await fetch(SHOP_API, {
            method: 'POST',
            headers,
            body: JSON.stringify({ query: print(document), variables }),
        });
        const body = (await response.json()) as {
            data?: T;
            errors?: Array<{ message: string; extensions?: { code?: string } }>;
        };
        if (body.errors?.length) {
            const [error] = body.errors;
            throw new Error(`${error.message} (${error.extensions?.code})`);
        }
        return body.data as T;
    }
    const wishlist = async (caller: Caller, pageSize?: number, pageToken?: string) =>
        (await shop<{ wishlist: Page }>(WISHLIST, { pageSize, pageToken }, caller)).wishlist;
    const addBy = async (caller: Caller, variables: { variantId?: string; sku?: string; quantity?: number }) =>
        changeOf((await shop<{ addToWishlist: ChangeResult }>(ADD, variables, caller)).addToWishlist);
    const add = (caller: Caller, variantId: string, quantity?: number) => addBy(caller, { variantId, quantity });
    const update = async (caller: Caller, itemUid: string, quantity: number) =>
        changeOf(
            (await shop<{ updateWishlistItem: ChangeResult }>(UPDATE, { itemUid, quantity }, caller))
                .updateWishlistItem,
        );
    const remove = async (caller: Caller, itemUid: string) =>
        changeOf((await shop<{ removeFromWishlist: ChangeResult }>(REMOVE, { itemUid }, caller)).removeFromWishlist);
    const hasItems = async (caller: Caller, ids: string[] | null, skus?: string[]) =>
        (await shop<{ wishlistHasItems: WishlistMembershipView[] }>(HAS_ITEMS, { variantIds: ids, skus }, caller))
            .wishlistHasItems;
    const idOf = (variant: SeedVariant) => variantIds.get(variant.sku)!;
    /** A guest with a wishlist holding the given variants. */
    async function newGuest(...variants: Array<[SeedVariant, number]>): Promise<Caller> {
        const [[first, firstQuantity], ...rest] = variants;
        const created = await add({}, idOf(first), firstQuantity);
        const guest = { token: created.guestToken! };
        for (const [variant, quantity] of rest) {
            await add(guest, idOf(variant), quantity);
        }
        return guest;
    }
    const connection = () => server.app.get(TransactionalConnection);
    const wishlistByToken = (token: string) =>
        connection()
            .rawConnection.getRepository(Wishlist)
            .findOne({ where: { tokenHash: createHash('sha256').update(token).digest('hex') } });

    let customerNumber = 0;
    /** A customer made through the Admin API with a password, so verified and able to log in. */
    async function createCustomer(): Promise<{ id: ID; emailAddress: string; password: string }> {
        customerNumber++;
        const emailAddress = `cliente${customerNumber}@example.it`;
        const password = 'Password-1!';
        const { createCustomer: created } = await adminClient.query(CREATE_CUSTOMER, {
            input: { emailAddress, firstName: 'Maria', lastName: `Rossi ${customerNumber}` },
            password,
        });
        expect(created.id).toBeDefined();
        return { id: Number(created.id.replace(/^T_/, '')), emailAddress, password };
    }
    /**
     * The shop API's real login mutation, as the storefront's sign-in will send it: with the guest's wishlist token
     * in its header when the shopper has one. Answers the login's result and the new session token.
     */
    async function login(
        customer: { emailAddress: string; password: string },
        guestToken?: string,
        password = customer.password,
    ): Promise<{ login: { id?: string; errorCode?: string; message?: string }; session: string | null }> {
        const headers: Record<string, string> = { 'Content-Type': 'application/json' };
        if (guestToken !== undefined) {
            headers[WISHLIST_TOKEN_HEADER] = guestToken;
        }
        // A request of its own (no cookie jar), so each customer keeps a session of their own.
        const response = await fetch(SHOP_API, {
            method: 'POST',
            headers,
            body: JSON.stringify({ query: print(LOGIN), variables: { username: customer.emailAddress, password } }),
        });
        const body = (await response.json()) as {
            data?: { login: { id?: string; errorCode?: string; message?: string } };
            errors?: Array<{ message: string }>;
        };
        expect(body.errors).toBeUndefined();
        return { login: body.data!.login, session: response.headers.get('vendure-auth-token') };
    }
    async function newCustomer(): Promise<{ id: ID; session: string }> {
        const customer = await createCustomer();
        const { login: user, session } = await login(customer);
        expect(user.id).toBeDefined();
        expect(session).toBeTruthy();
        return { id: customer.id, session: session! };
    }

    beforeAll(async () => {
        await init();
        await adminClient.asSuperAdmin();
        for (const { product } of [discounted, lowStock, soldOut, virtual, ...others]) {
            const { catalogProduct } = await shopClient.query(PRODUCT, { code: product.code });
            products.set(product.code, catalogProduct);
            for (const variant of catalogProduct.variants) {
                variantIds.set(variant.sku, variant.id);
            }
        }
        ctx = await server.app.get(RequestContextService).create({ apiType: 'shop' });
    });

    afterAll(async () => {
        await destroy();
    });

    it('has its services injected into its resolver', () => {
        const resolver = server.app.get(WishlistShopResolver) as unknown as { wishlistService: unknown };
        expect(resolver.wishlistService).toBeInstanceOf(WishlistService);
    });

    it("adds its error results' codes to Vendure's ErrorCode enum", async () => {
        const { __type } = await shop<{ __type: { enumValues: Array<{ name: string }> } }>(ERROR_CODES, {});
        const codes = __type.enumValues.map(value => value.name);
        expect(codes).toEqual(expect.arrayContaining(Object.values(WishlistErrorCode)));
        expect(codes).toContain('INVALID_CREDENTIALS_ERROR');
    });

    describe('without a wishlist', () => {
        it.each([
            ['no token', {}],
            ['an unknown token', { token: 'A'.repeat(43) }],
            ['a malformed token', { token: 'not a token!' }],
        ])('answers an empty wishlist to %s', async (_, caller: Caller) => {
            expect(await wishlist(caller)).toEqual({ uid: null, items: [], totalItems: 0, nextPageToken: null });
            expect(await hasItems(caller, [idOf(discounted.variant)])).toEqual([]);
            expect(await remove(caller, 'wishlist-item::T_1')).toEqual({
                item: null,
                totalItems: 0,
                wishlistUid: null,
                guestToken: null,
            });
            await expect(update(caller, 'wishlist-item::T_1', 2)).rejects.toThrow(
                'This item is not in your wishlist (WISHLIST_ITEM_NOT_FOUND_ERROR)',
            );
        });

        it('starts a new wishlist with a fresh token rather than adopting an unknown one', async () => {
            const unknown = 'B'.repeat(43);
            const created = await add({ token: unknown }, idOf(discounted.variant));
            expect(created.guestToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
            expect(created.guestToken).not.toBe(unknown);
            expect(await wishlistByToken(unknown)).toBeNull();
        });
    });

    describe('a guest wishlist', () => {
        let guest: Caller;
        let first: Change;

        it('is created by the first add, which answers the token once', async () => {
            first = await add({}, idOf(discounted.variant));
            expect(first.guestToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
            expect(first.totalItems).toBe(1);
            guest = { token: first.guestToken! };

            const again = await add(guest, idOf(lowStock.variant), 2);
            expect(again.guestToken).toBeNull();
            expect(again.wishlistUid).toBe(first.wishlistUid);
            expect(again.totalItems).toBe(2);
        });

        it('stores only the SHA-256 of the token', async () => {
            const stored = await wishlistByToken(guest.token!);
            expect(stored).not.toBeNull();
            expect(stored!.customerId).toBeNull();
            expect(stored!.tokenHash).toHaveLength(64);
            const raw = await connection().rawConnection.query('SELECT * FROM wishlist');
            expect(JSON.stringify(raw)).not.toContain(guest.token);
            expect(first.wishlistUid).toBe(`wishlist::T_${stored!.id}`);
        });

        it('describes each item with the catalog prices, stock and picture', async () => {
            const page = await wishlist(guest);
            expect(page.totalItems).toBe(2);
            expect(page.nextPageToken).toBeNull();
            // Newest first.
            expect(page.items.map(item => item.sku)).toEqual([lowStock.variant.sku, discounted.variant.sku]);

            const product = products.get(discounted.product.code)!;
            const variant = product.variants.find(candidate => candidate.sku === discounted.variant.sku)!;
            const item = page.items[1];
            const id = item.uid.split('::')[1];
            expect(variant.lowestPrice30Days).toBeGreaterThan(variant.price);
            expect(item).toMatchObject({
                uid: `wishlist-item::${id}`,
                itemGrn: `grn:shop:wishlist-item::${id}`,
                wishlistUid: first.wishlistUid,
                variantId: variant.id,
                variantGrn: `grn:shop:product-variant::${variant.id}`,
                sku: variant.sku,
                merchantSku: variant.merchantSku,
                quantity: 1,
                productCode: product.code,
                productName: product.name,
                variantName: variant.name,
                price: discounted.variant.price,
                // Struck through as in the catalog: the Omnibus reference, above the price.
                lowestPrice30Days: variant.lowestPrice30Days,
                stockStatus: 'IN_STOCK',
                onlyXLeft: variant.onlyXLeft,
                isVirtual: false,
                available: true,
            });
            expect(id).toMatch(/^T_\d+$/);
            expect(item.imageUrl).toMatch(/\?preset=wishlist$/);

            const low = page.items[0];
            expect(low.quantity).toBe(2);
            expect(low.onlyXLeft).toBe(lowStock.variant.stock);
        });

        it('marks sold-out and virtual products as the catalog does', async () => {
            const caller = await newGuest([soldOut.variant, 1], [virtual.variant, 1]);
            const [virtualItem, soldOutItem] = (await wishlist(caller)).items;
            expect(soldOutItem).toMatchObject({ stockStatus: 'OUT_OF_STOCK', onlyXLeft: null, isVirtual: false });
            expect(virtualItem).toMatchObject({ stockStatus: 'IN_STOCK', onlyXLeft: null, isVirtual: true });
        });

        it('adds to the quantity when the same variant is added again, and accepts a SKU', async () => {
            const result = await addBy(guest, { sku: discounted.variant.sku, quantity: 4 });
            expect(result.item!.quantity).toBe(5);
            expect(result.totalItems).toBe(2);
            const rows = await connection()
                .rawConnection.getRepository(WishlistItem)
                .find({ where: { productVariantId: Number(idOf(discounted.variant).slice(2)) } });
            expect(rows.some(row => row.quantity === 5)).toBe(true);
        });

        it('updates a quantity by uid, and removes the item at 0', async () => {
            const { items } = await wishlist(guest);
            const item = items.find(candidate => candidate.sku === lowStock.variant.sku)!;
            const updated = await update(guest, item.uid, 7);
            expect(updated.item).toMatchObject({ uid: item.uid, quantity: 7 });
            const stored = await connection()
                .rawConnection.getRepository(WishlistItem)
                .findOneBy({ id: Number(item.uid.split('::T_')[1]) });
            expect(stored!.quantity).toBe(7);

            await expect(update(guest, item.uid, 10_000)).rejects.toThrow(
                'The quantity must be a whole number from 1 to 9999. (WISHLIST_QUANTITY_ERROR)',
            );
            await expect(update(guest, item.uid, -1)).rejects.toThrow(
                'The quantity must be a whole number from 1 to 9999. (WISHLIST_QUANTITY_ERROR)',
            );

            const removed = await update(guest, item.uid, 0);
            expect(removed).toMatchObject({ item: null, totalItems: 1 });
            expect(
                await connection()
                    .rawConnection.getRepository(WishlistItem)
                    .findOneBy({ id: Number(item.uid.split('::T_')[1]) }),
            ).toBeNull();
        });

        it('removes an item by its GRN, and a second removal is no error', async () => {
            const added = await add(guest, idOf(others[0].variant));
            expect(added.totalItems).toBe(2);
            const removed = await remove(guest, added.item!.itemGrn);
            expect(removed).toMatchObject({ item: null, totalItems: 1, wishlistUid: first.wishlistUid });
            expect(await remove(guest, added.item!.uid)).toMatchObject({ item: null, totalItems: 1 });
            await expect(update(guest, added.item!.uid, 2)).rejects.toThrow(
                'This item is not in your wishlist (WISHLIST_ITEM_NOT_FOUND_ERROR)',
            );
        });

        it('tells which variants are in it, by id or SKU', async () => {
            const members = await hasItems(
                guest,
                [idOf(discounted.variant), idOf(others[1].variant), 'T_999999'],
                [discounted.variant.sku, others[2].variant.sku, 'NO-SUCH-SKU'],
            );
            const item = (await wishlist(guest)).items.find(candidate => candidate.sku === discounted.variant.sku)!;
            expect(members).toEqual([
                { variantId: idOf(discounted.variant), sku: discounted.variant.sku, itemUid: item.uid, quantity: 5 },
            ]);
            await expect(
                hasItems(
                    guest,
                    Array.from({ length: 101 }, (_, n) => `T_${n + 1}`),
                ),
            ).rejects.toThrow('At most 100 variants can be checked at once.');
        });

        it('never touches another wishlist through an item uid', async () => {
            const other = await newGuest([others[3].variant, 1]);
            const [foreign] = (await wishlist(other)).items;
            await expect(update(guest, foreign.uid, 3)).rejects.toThrow(
                'This item is not in your wishlist (WISHLIST_ITEM_NOT_FOUND_ERROR)',
            );
            await remove(guest, foreign.uid);
            expect((await wishlist(other)).items).toHaveLength(1);
        });
    });

    describe('GRN and input errors', () => {
        let guest: Caller;

        beforeAll(async () => {
            guest = await newGuest([others[4].variant, 1]);
        });

        it.each([
            ['grn:shop:wishlist-item', 'Provided string is not a valid GRN.'],
            ['grn:shop:wishlist-item::', 'Provided string is not a valid GRN.'],
            ['grn:shop:wishlist-item::T_1::2', 'Provided string is not a valid GRN.'],
            ['grn:shop:wishlist-item::<script>', 'Could not find uuid from provided GRN.'],
            ['grn:shop:wishlist-item::abc', 'Could not find uuid from provided GRN.'],
            ['grn:shop:product-variant::T_1', 'Provided GRN does not name a wishlist-item.'],
            ['wishlist-item', 'Provided string is not a valid wishlist-item uid: expected wishlist-item::<id>.'],
            ['product-variant::T_1', 'Provided string is not a valid wishlist-item uid'],
        ])('answers %s with "%s"', async (itemUid, message) => {
            await expect(update(guest, itemUid, 1)).rejects.toThrow(`${message}`);
            await expect(remove(guest, itemUid)).rejects.toThrow(message);
            await expect(remove(guest, itemUid)).rejects.toThrow('(WISHLIST_ITEM_REFERENCE_ERROR)');
            await expect(update(guest, itemUid, 1)).rejects.toMatchObject({
                typename: 'WishlistItemReferenceError',
                errorCode: 'WISHLIST_ITEM_REFERENCE_ERROR',
            });
        });

        it('refuses bad quantities and a request naming the variant twice or not at all', async () => {
            const variantId = idOf(others[5].variant);
            for (const quantity of [0, -3, 10_000]) {
                await expect(add(guest, variantId, quantity)).rejects.toThrow(
                    'The quantity must be a whole number from 1 to 9999. (WISHLIST_QUANTITY_ERROR)',
                );
            }
            // A call naming the variant twice or not at all is malformed, not a shopper's mistake: a GraphQL error.
            await expect(shop(ADD, { variantId, sku: others[5].variant.sku }, guest)).rejects.toThrow(
                'Give either variantId or sku of the product to add. (USER_INPUT_ERROR)',
            );
            await expect(shop(ADD, {}, guest)).rejects.toThrow(
                'Give either variantId or sku of the product to add. (USER_INPUT_ERROR)',
            );
        });

        it('refuses bad page sizes and page tokens', async () => {
            for (const pageSize of [0, 101]) {
                await expect(wishlist(guest, pageSize)).rejects.toThrow(
                    'The page size must be a whole number from 1 to 100.',
                );
            }
            for (const pageToken of ['nonsense', Buffer.from('after:abc').toString('base64url'), '!!']) {
                await expect(wishlist(guest, 10, pageToken)).rejects.toThrow('Invalid page token');
            }
            // The same answer without a wishlist: a bad page token says nothing about the wishlist.
            await expect(wishlist({}, 10, 'nonsense')).rejects.toThrow('Invalid page token');
        });

        it('refuses unknown, disabled and deleted variants with one message', async () => {
            const message = 'This product cannot be added to the wishlist (WISHLIST_PRODUCT_UNAVAILABLE_ERROR)';
            await expect(add(guest, 'T_999999')).rejects.toThrow(message);
            await expect(add(guest, 'nonsense')).rejects.toThrow(message);
            await expect(addBy(guest, { sku: 'NO-SUCH-SKU' })).rejects.toThrow(message);

            const variantId = idOf(others[5].variant);
            await adminClient.query(UPDATE_VARIANTS, { input: [{ id: variantId, enabled: false }] });
            try {
                await expect(add(guest, variantId)).rejects.toThrow(message);
            } finally {
                await adminClient.query(UPDATE_VARIANTS, { input: [{ id: variantId, enabled: true }] });
            }
            const deleted = await connection()
                .rawConnection.getRepository(ProductVariant)
                .findOneOrFail({ where: { deletedAt: IsNull(), sku: others[2].variant.sku } });
            await connection()
                .rawConnection.getRepository(ProductVariant)
                .update(deleted.id, { deletedAt: new Date() });
            try {
                await expect(add(guest, idOf(others[2].variant))).rejects.toThrow(message);
            } finally {
                await connection().rawConnection.getRepository(ProductVariant).update(deleted.id, { deletedAt: null });
            }
        });

        it('keeps showing an item whose variant was withdrawn, as unavailable', async () => {
            const variantId = idOf(others[4].variant);
            const index = server.app.get(CatalogIndexService);
            await adminClient.query(UPDATE_VARIANTS, { input: [{ id: variantId, enabled: false }] });
            await index.refresh('full');
            try {
                const [item] = (await wishlist(guest)).items;
                expect(item).toMatchObject({
                    sku: others[4].variant.sku,
                    variantId,
                    price: null,
                    lowestPrice30Days: null,
                    stockStatus: 'OUT_OF_STOCK',
                    onlyXLeft: null,
                    imageUrl: null,
                    available: false,
                    productName: others[4].product.name,
                });
            } finally {
                await adminClient.query(UPDATE_VARIANTS, { input: [{ id: variantId, enabled: true }] });
                await index.refresh('full');
            }
        });
    });

    describe('limits and paging', () => {
        let guest: Caller;
        /** Enabled variants not yet in the guest's wishlist. */
        let outside: ID[];

        beforeAll(async () => {
            guest = await newGuest([discounted.variant, 1]);
            const wishlistRow = (await wishlistByToken(guest.token!))!;
            const inside = Number(idOf(discounted.variant).slice(2));
            const variants = await connection()
                .rawConnection.getRepository(ProductVariant)
                .find({ select: { id: true }, where: { deletedAt: IsNull(), enabled: true }, order: { id: 'ASC' } });
            const candidates = variants.map(variant => variant.id).filter(id => Number(id) !== inside);
            expect(candidates.length).toBeGreaterThan(MAX_WISHLIST_ITEMS);
            // Filled directly up to one below the limit: 498 API calls would only test the same path again.
            const fill = candidates.slice(0, MAX_WISHLIST_ITEMS - 2);
            outside = candidates.slice(MAX_WISHLIST_ITEMS - 2);
            await connection()
                .rawConnection.getRepository(WishlistItem)
                .save(
                    fill.map(id => new WishlistItem({ wishlistId: wishlistRow.id, productVariantId: id, quantity: 1 })),
                );
        });

        it('takes a 500th item, refuses a 501st, and still raises the quantity of one already there', async () => {
            const filled = await add(guest, `T_${outside[0]}`);
            expect(filled.totalItems).toBe(MAX_WISHLIST_ITEMS);
            await expect(add(guest, `T_${outside[1]}`)).rejects.toThrow('Your wishlist is full (WISHLIST_FULL_ERROR)');
            await expect(add(guest, `T_${outside[1]}`)).rejects.toMatchObject({ typename: 'WishlistFullError' });
            const again = await add(guest, idOf(discounted.variant), 9999);
            expect(again.item!.quantity).toBe(9999);
            expect(again.totalItems).toBe(MAX_WISHLIST_ITEMS);
            const wishlistRow = (await wishlistByToken(guest.token!))!;
            expect(
                await connection().rawConnection.getRepository(WishlistItem).countBy({ wishlistId: wishlistRow.id }),
            ).toBe(MAX_WISHLIST_ITEMS);
        });

        it('pages through 500 items, 100 a page by default', async () => {
            const seen = new Set<string>();
            let pageToken: string | undefined;
            let pages = 0;
            do {
                const page = await wishlist(guest, undefined, pageToken);
                expect(page.totalItems).toBe(MAX_WISHLIST_ITEMS);
                expect(page.items).toHaveLength(100);
                page.items.forEach(item => seen.add(item.uid));
                pageToken = page.nextPageToken ?? undefined;
                pages++;
            } while (pageToken);
            expect(pages).toBe(5);
            expect(seen.size).toBe(MAX_WISHLIST_ITEMS);
        });

        it('follows next-page tokens with a small page size, newest first', async () => {
            const first = await wishlist(guest, 3);
            expect(first.items).toHaveLength(3);
            expect(first.nextPageToken).toEqual(expect.any(String));
            const second = await wishlist(guest, 3, first.nextPageToken!);
            expect(second.items).toHaveLength(3);
            const ids = [...first.items, ...second.items].map(item => Number(item.uid.split('::T_')[1]));
            expect(ids).toEqual([...ids].sort((a, b) => b - a));
            expect(new Set(ids).size).toBe(6);
        });
    });

    describe('adds that meet', () => {
        const itemRows = (wishlistId: ID) =>
            connection().rawConnection.getRepository(WishlistItem).find({ where: { wishlistId } });

        it('keeps one item when the same product is added twice at once, counting both adds', async () => {
            const guest = await newGuest([virtual.variant, 1]);
            const [first, second] = await Promise.all([
                add(guest, idOf(discounted.variant)),
                add(guest, idOf(discounted.variant)),
            ]);
            expect([first.totalItems, second.totalItems]).toEqual([2, 2]);
            expect(first.item!.uid).toBe(second.item!.uid);
            const page = await wishlist(guest);
            expect(page.items.map(item => [item.sku, item.quantity])).toEqual([
                [discounted.variant.sku, 2],
                [virtual.variant.sku, 1],
            ]);
            const rows = await itemRows((await wishlistByToken(guest.token!))!.id);
            expect(rows.map(row => [Number(row.productVariantId), row.quantity]).sort()).toEqual(
                [
                    [Number(idOf(virtual.variant).slice(2)), 1],
                    [Number(idOf(discounted.variant).slice(2)), 2],
                ].sort(),
            );
        });

        it('raises an item already there by both adds at once', async () => {
            const guest = await newGuest([lowStock.variant, 3]);
            await Promise.all([add(guest, idOf(lowStock.variant), 2), add(guest, idOf(lowStock.variant), 4)]);
            const page = await wishlist(guest);
            expect(page.items.map(item => [item.sku, item.quantity])).toEqual([[lowStock.variant.sku, 9]]);
        });

        it("creates one wishlist for a customer's first two adds at once", async () => {
            const customer = await newCustomer();
            const asCustomer: Caller = { session: customer.session };
            const results = await Promise.all([
                add(asCustomer, idOf(discounted.variant)),
                add(asCustomer, idOf(discounted.variant)),
            ]);
            expect(results.map(result => result.totalItems)).toEqual([1, 1]);
            const wishlists = await connection()
                .rawConnection.getRepository(Wishlist)
                .find({ where: { customerId: customer.id } });
            expect(wishlists).toHaveLength(1);
            const rows = await itemRows(wishlists[0].id);
            expect(rows.map(row => [Number(row.productVariantId), row.quantity])).toEqual([
                [Number(idOf(discounted.variant).slice(2)), 2],
            ]);
        });
    });

    describe('customers', () => {
        it('have their own wishlist, and a guest token sent along is ignored', async () => {
            const guest = await newGuest([discounted.variant, 2]);
            const customer = await newCustomer();
            const asCustomer: Caller = { session: customer.session, token: guest.token };

            expect(await wishlist(asCustomer)).toEqual({ uid: null, items: [], totalItems: 0, nextPageToken: null });
            const added = await add(asCustomer, idOf(lowStock.variant));
            expect(added.guestToken).toBeNull();
            expect(added.totalItems).toBe(1);
            const stored = await connection()
                .rawConnection.getRepository(Wishlist)
                .findOneByOrFail({ customerId: customer.id });
            expect(stored.tokenHash).toBeNull();
            expect(added.wishlistUid).toBe(`wishlist::T_${stored.id}`);

            expect((await wishlist(asCustomer)).items.map(item => item.sku)).toEqual([lowStock.variant.sku]);
            expect((await wishlist(guest)).items.map(item => item.sku)).toEqual([discounted.variant.sku]);
            // The guest's items are not the customer's to change.
            const [guestItem] = (await wishlist(guest)).items;
            await expect(update(asCustomer, guestItem.uid, 4)).rejects.toThrow(
                'This item is not in your wishlist (WISHLIST_ITEM_NOT_FOUND_ERROR)',
            );
        });
    });

    describe('merging a guest wishlist at login', () => {
        /** Logs the customer in with the guest's token, as the storefront's sign-in does; answers the session. */
        async function loginWithGuestToken(customer: { emailAddress: string; password: string }, token: string) {
            const { login: user, session } = await login(customer, token);
            expect(user.id).toBeDefined();
            expect(session).toBeTruthy();
            return { session: session! };
        }
        const quantitiesOf = async (caller: Caller) =>
            Object.fromEntries((await wishlist(caller)).items.map(item => [item.sku, item.quantity]));

        it('moves the guest items in, adds up quantities of shared variants, and deletes the guest wishlist', async () => {
            const customer = await createCustomer();
            const before = await loginWithGuestToken(customer, 'not a token');
            await add(before, idOf(discounted.variant), 3);
            await add(before, idOf(others[0].variant), 9000);
            const guest = await newGuest([discounted.variant, 2], [lowStock.variant, 1], [others[0].variant, 1500]);

            const asCustomer = await loginWithGuestToken(customer, guest.token!);
            expect(await quantitiesOf(asCustomer)).toEqual({
                [discounted.variant.sku]: 5,
                [lowStock.variant.sku]: 1,
                [others[0].variant.sku]: 9999,
            });
            const page = await wishlist(asCustomer);
            expect(page.totalItems).toBe(3);
            // Moved, not copied: the guest's item keeps its place by the order of adding (newest first).
            expect(page.items[0].sku).toBe(lowStock.variant.sku);
            expect(await wishlistByToken(guest.token!)).toBeNull();
            expect(await wishlist(guest)).toMatchObject({ uid: null, totalItems: 0 });
            // The session that logged in before the merge sees the same wishlist.
            expect((await wishlist(before)).uid).toBe(page.uid);
        });

        it('merges once: logging in again with the same token adds nothing', async () => {
            const customer = await createCustomer();
            const guest = await newGuest([discounted.variant, 2], [virtual.variant, 1]);
            const first = await loginWithGuestToken(customer, guest.token!);
            const merged = await quantitiesOf(first);
            expect(merged).toEqual({ [discounted.variant.sku]: 2, [virtual.variant.sku]: 1 });

            const again = await loginWithGuestToken(customer, guest.token!);
            expect(await quantitiesOf(again)).toEqual(merged);
            expect(await quantitiesOf(first)).toEqual(merged);
        });

        it('merges once when two logins carry the same token at the same moment', async () => {
            const customer = await createCustomer();
            await add(await loginWithGuestToken(customer, 'not a token'), idOf(lowStock.variant), 1);
            const guest = await newGuest([lowStock.variant, 2], [others[1].variant, 4]);

            const [first, second] = await Promise.all([
                loginWithGuestToken(customer, guest.token!),
                loginWithGuestToken(customer, guest.token!),
            ]);
            const expected = { [lowStock.variant.sku]: 3, [others[1].variant.sku]: 4 };
            expect(await quantitiesOf(first)).toEqual(expected);
            expect(await quantitiesOf(second)).toEqual(expected);
            const rows = await connection()
                .rawConnection.getRepository(Wishlist)
                .find({ where: { customerId: customer.id } });
            expect(rows).toHaveLength(1);
        });

        it('gives a customer without a wishlist the guest one, and ignores unusable tokens', async () => {
            const customer = await createCustomer();
            for (const token of ['not a token', 'C'.repeat(43)]) {
                const session = await loginWithGuestToken(customer, token);
                expect(await wishlist(session)).toEqual({ uid: null, items: [], totalItems: 0, nextPageToken: null });
            }
            expect(
                await connection().rawConnection.getRepository(Wishlist).findOneBy({ customerId: customer.id }),
            ).toBeNull();

            const guest = await newGuest([virtual.variant, 1], [soldOut.variant, 2]);
            const guestUid = (await wishlist(guest)).uid;
            const asCustomer = await loginWithGuestToken(customer, guest.token!);
            const page = await wishlist(asCustomer);
            expect(page.items.map(item => [item.sku, item.quantity])).toEqual([
                [soldOut.variant.sku, 2],
                [virtual.variant.sku, 1],
            ]);
            expect(page.uid).not.toBe(guestUid);
            const stored = await connection()
                .rawConnection.getRepository(Wishlist)
                .findOneByOrFail({ customerId: customer.id });
            expect(stored.tokenHash).toBeNull();
        });

        it('keeps the guest wishlist when the login fails', async () => {
            const customer = await createCustomer();
            const guest = await newGuest([virtual.variant, 1]);
            const { login: refused, session } = await login(customer, guest.token!, 'Wrong-password-1!');
            expect(refused).toMatchObject({ errorCode: 'INVALID_CREDENTIALS_ERROR' });
            expect(session).toBeNull();
            expect(await wishlistByToken(guest.token!)).not.toBeNull();
            expect((await wishlist(guest)).items.map(item => item.sku)).toEqual([virtual.variant.sku]);
        });

        it('leaves out guest items beyond the item limit, and keeps every item the customer had', async () => {
            const customer = await createCustomer();
            const asCustomer = await loginWithGuestToken(customer, 'not a token');
            await add(asCustomer, idOf(discounted.variant), 1);
            const target = await connection()
                .rawConnection.getRepository(Wishlist)
                .findOneByOrFail({ customerId: customer.id });
            const inside = Number(idOf(discounted.variant).slice(2));
            const variants = await connection()
                .rawConnection.getRepository(ProductVariant)
                .find({ select: { id: true }, where: { deletedAt: IsNull(), enabled: true }, order: { id: 'ASC' } });
            const fill = variants
                .map(variant => variant.id)
                .filter(id => Number(id) !== inside && Number(id) !== Number(idOf(virtual.variant).slice(2)))
                .slice(0, MAX_WISHLIST_ITEMS - 1);
            await connection()
                .rawConnection.getRepository(WishlistItem)
                .save(fill.map(id => new WishlistItem({ wishlistId: target.id, productVariantId: id, quantity: 1 })));
            const guest = await newGuest([discounted.variant, 2], [virtual.variant, 1]);

            const after = await loginWithGuestToken(customer, guest.token!);
            const page = await wishlist(after, 1);
            expect(page.totalItems).toBe(MAX_WISHLIST_ITEMS);
            const members = await hasItems(after, [idOf(discounted.variant), idOf(virtual.variant)]);
            expect(members.map(member => [member.sku, member.quantity])).toEqual([[discounted.variant.sku, 3]]);
            expect(await wishlistByToken(guest.token!)).toBeNull();
        });

        it('refuses an unknown customer and keeps the guest wishlist', async () => {
            const guest = await newGuest([virtual.variant, 1]);
            await expect(
                server.app.get(WishlistService).mergeGuestIntoCustomer(ctx, guest.token!, 999_999),
            ).rejects.toBeInstanceOf(EntityNotFoundError);
            expect(await wishlistByToken(guest.token!)).not.toBeNull();
        });
    });

    describe('clean-up', () => {
        it('deletes guest wishlists unused for a year, with their items, and keeps the others', async () => {
            const stale = await newGuest([virtual.variant, 1]);
            const fresh = await newGuest([virtual.variant, 1]);
            const staleRow = (await wishlistByToken(stale.token!))!;
            const twoYearsAgo = new Date(Date.now() - 2 * 365 * 24 * 60 * 60 * 1000);
            await connection().rawConnection.getRepository(Wishlist).update(staleRow.id, { updatedAt: twoYearsAgo });

            const purged = await server.app.get(WishlistService).purgeStaleGuestWishlists(ctx);
            expect(purged).toBe(1);
            expect(await wishlistByToken(stale.token!)).toBeNull();
            expect(
                await connection().rawConnection.getRepository(WishlistItem).countBy({ wishlistId: staleRow.id }),
            ).toBe(0);
            expect(await wishlistByToken(fresh.token!)).not.toBeNull();
            expect(await wishlist(stale)).toMatchObject({ uid: null, totalItems: 0 });
        });
    });
});
