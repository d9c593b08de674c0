// The shopper's wishlist on the commerce server: typed documents and the calls the /api/wishlist/* endpoints make.
// Per-shopper data: never put in the public cache. A guest is named by the token in the `wishlist` cookie, which
// travels only on these calls (x-wishlist-token); a logged-in customer by the session token.
import { assetUrl } from '~/lib/catalog/urls';
import { readCookie } from '~/lib/session/cookies.server';
import { graphql, shopQuery, type ShopApiResult } from '~/lib/vendure/client.server';
import { shopContextFor, type ShopRequestContext } from '~/lib/vendure/request-context.server';
import {
    WISHLIST_PAGE_SIZE,
    type WishlistItem,
    type WishlistMembership,
    type WishlistMembershipAnswer,
    type WishlistPage,
} from '~/lib/wishlist/types';

export const WISHLIST_COOKIE = 'wishlist';
/** requirements §9: the guest's wishlist cookie lives a year. */
export const WISHLIST_COOKIE_MAX_AGE_SECONDS = 31_536_000;

/**
 * The commerce server's WishlistItem (apps/server/src/plugins/wishlist/api/api-extensions.ts): the storefront's item
 * with the commerce server's picture address instead of the storefront's own.
 */
export type ShopWishlistItem = Omit<WishlistItem, 'image'> & { imageUrl: string | null };

interface ShopWishlistChange {
    item: ShopWishlistItem | null;
    totalItems: number;
    guestToken: string | null;
}

const ITEM_FIELDS = `
    uid variantId sku merchantSku quantity productCode productName variantName imageUrl
    price regularPrice stockStatus onlyXLeft isVirtual available
`;
const CHANGE_FIELDS = `item { ${ITEM_FIELDS} } totalItems guestToken`;

const WishlistQuery = graphql<
    { wishlist: { items: ShopWishlistItem[]; totalItems: number; nextPageToken: string | null } },
    { pageSize: number; pageToken: string | null }
>(`query Wishlist($pageSize: Int, $pageToken: String) {
    wishlist(pageSize: $pageSize, pageToken: $pageToken) { items { ${ITEM_FIELDS} } totalItems nextPageToken }
}`);

// The count rides along with the membership check: the header's number costs no extra round trip.
const WishlistHasItemsQuery = graphql<
    { wishlistHasItems: WishlistMembership[]; wishlist: { totalItems: number } },
    { skus: string[] }
>(`
    query WishlistHasItems($skus: [String!]) {
        wishlistHasItems(skus: $skus) {
            sku
            variantId
            itemUid
            quantity
        }
        wishlist(pageSize: 1) {
            totalItems
        }
    }
`);

const AddToWishlistMutation = graphql<{ addToWishlist: ShopWishlistChange }, { sku: string; quantity: number }>(
    `mutation AddToWishlist($sku: String!, $quantity: Int!) {
        addToWishlist(sku: $sku, quantity: $quantity) { ${CHANGE_FIELDS} }
    }`,
);

const UpdateWishlistItemMutation = graphql<
    { updateWishlistItem: ShopWishlistChange },
    { itemUid: string; quantity: number }
>(`mutation UpdateWishlistItem($itemUid: String!, $quantity: Int!) {
    updateWishlistItem(itemUid: $itemUid, quantity: $quantity) { ${CHANGE_FIELDS} }
}`);

const RemoveFromWishlistMutation = graphql<{ removeFromWishlist: ShopWishlistChange }, { itemUid: string }>(
    `mutation RemoveFromWishlist($itemUid: String!) {
        removeFromWishlist(itemUid: $itemUid) { ${CHANGE_FIELDS} }
    }`,
);

/** The request's shop context plus the guest's wishlist token from its cookie. */
export function wishlistContextFor(request: Request, locale: string): ShopRequestContext {
    const ctx = shopContextFor(request, locale);
    const token = readCookie(request.headers.get('cookie'), WISHLIST_COOKIE);
    return token ? { ...ctx, wishlistToken: token } : ctx;
}

/** The commerce server's item as the sidebar shows it: the picture becomes the storefront's own address. */
export function toWishlistItem(item: ShopWishlistItem): WishlistItem {
    return {
        uid: item.uid,
        variantId: String(item.variantId),
        sku: item.sku,
        merchantSku: item.merchantSku,
        quantity: item.quantity,
        productCode: item.productCode,
        productName: item.productName,
        variantName: item.variantName,
        image: assetUrl(item.imageUrl, 'wishlist'),
        price: item.price,
        regularPrice: item.regularPrice,
        stockStatus: item.stockStatus,
        onlyXLeft: item.onlyXLeft,
        isVirtual: item.isVirtual,
        available: item.available,
    };
}

/** A change's answer, with the guest token when the call made a new guest wishlist (to be kept in the cookie). */
export interface WishlistChangeResult {
    item: WishlistItem | null;
    totalItems: number;
    guestToken: string | null;
}

function toChange(change: ShopWishlistChange): WishlistChangeResult {
    return {
        item: change.item ? toWishlistItem(change.item) : null,
        totalItems: change.totalItems,
        guestToken: change.guestToken,
    };
}

/** What a call answered plus the session token the commerce server may have issued. */
export interface WithSession<T> {
    value: T;
    session: ShopApiResult<unknown>;
}

export async function loadWishlist(
    ctx: ShopRequestContext,
    pageToken: string | null = null,
): Promise<WithSession<WishlistPage>> {
    const result = await shopQuery(WishlistQuery, { pageSize: WISHLIST_PAGE_SIZE, pageToken }, ctx);
    const { items, totalItems, nextPageToken } = result.data.wishlist;
    return { value: { items: items.map(toWishlistItem), totalItems, nextPageToken }, session: result };
}

export async function wishlistMembership(
    ctx: ShopRequestContext,
    skus: readonly string[],
): Promise<WithSession<WishlistMembershipAnswer>> {
    const result = await shopQuery(WishlistHasItemsQuery, { skus: [...skus] }, ctx);
    const items = result.data.wishlistHasItems.map(item => ({ ...item, variantId: String(item.variantId) }));
    return { value: { items, totalItems: result.data.wishlist.totalItems }, session: result };
}

export async function addToWishlist(ctx: ShopRequestContext, sku: string): Promise<WithSession<WishlistChangeResult>> {
    const result = await shopQuery(AddToWishlistMutation, { sku, quantity: 1 }, ctx);
    return { value: toChange(result.data.addToWishlist), session: result };
}

/** Sets a quantity above 0 (the endpoint refuses 0: removing is its own call). */
export async function updateWishlistItem(
    ctx: ShopRequestContext,
    itemUid: string,
    quantity: number,
): Promise<WithSession<WishlistChangeResult>> {
    const result = await shopQuery(UpdateWishlistItemMutation, { itemUid, quantity }, ctx);
    return { value: toChange(result.data.updateWishlistItem), session: result };
}

export async function removeFromWishlist(
    ctx: ShopRequestContext,
    itemUid: string,
): Promise<WithSession<WishlistChangeResult>> {
    const result = await shopQuery(RemoveFromWishlistMutation, { itemUid }, ctx);
    return { value: toChange(result.data.removeFromWishlist), session: result };
}

export interface ToggleResult {
    inWishlist: boolean;
    item: WishlistItem | null;
    totalItems: number;
    guestToken: string | null;
    session: ShopApiResult<unknown>;
}

/**
 * requirements §4: a variant in the wishlist is removed, otherwise added with quantity 1; then membership is checked again,
 * so the heart shows what the commerce server holds (another tab may have changed it meanwhile).
 */
export async function toggleWishlistItem(ctx: ShopRequestContext, sku: string): Promise<ToggleResult> {
    const before = await wishlistMembership(ctx, [sku]);
    const present = before.value.items.find(item => item.sku === sku);
    const change = present ? await removeFromWishlist(ctx, present.itemUid) : await addToWishlist(ctx, sku);
    // A wishlist made just now is named by its new token.
    const after = change.value.guestToken ? { ...ctx, wishlistToken: change.value.guestToken } : ctx;
    const check = await wishlistMembership(after, [sku]);
    return {
        inWishlist: check.value.items.some(item => item.sku === sku),
        item: present ? null : change.value.item,
        totalItems: check.value.totalItems,
        guestToken: change.value.guestToken,
        session: check.session.authToken ? check.session : change.session,
    };
}
