// The shopper's wishlist on the commerce server: typed documents and the calls the /api/wishlist/* endpoints make.
// Per-shopper data: never put in the public cache. A guest is named by the token in the `wishlist` cookie, which
// travels only on these calls (x-wishlist-token); a logged-in customer by the session token.
import { WishlistItemFragment } from '~/components/wishlist/wishlist-item.fragment';
import { WishlistMembershipFragment } from '~/components/wishlist/wishlist-membership.fragment';
import { assetUrl } from '~/lib/catalog/urls';
import { shopQuery, type ShopApiResult } from '~/lib/vendure/client.server';
import { ErrorResultFragment } from '~/lib/vendure/error-result.fragment';
import { graphql, readFragment, type ResultOf } from '~/lib/vendure/graphql';
import { shopContextFor, type ShopRequestContext } from '~/lib/vendure/request-context.server';
import { WISHLIST_PAGE_SIZE } from '~/lib/wishlist/limits';
import type { WishlistItem, WishlistMembershipAnswer, WishlistPage } from '~/lib/wishlist/view';
import { guestWishlistToken } from '~/lib/wishlist/wishlist-cookie.server';

export { WISHLIST_COOKIE, WISHLIST_COOKIE_MAX_AGE_SECONDS } from '~/lib/wishlist/wishlist-cookie.server';

/** The commerce server's wishlist item as the fragment reads it (with the server's picture address). */
export type ShopWishlistItem = ResultOf<typeof WishlistItemFragment>;

const WishlistQuery = graphql(
    `
        query Wishlist($pageSize: Int, $pageToken: String) {
            wishlist(pageSize: $pageSize, pageToken: $pageToken) {
                items {
                    ...WishlistItem
                }
                totalItems
                nextPageToken
            }
        }
    `,
    [WishlistItemFragment],
);

// The count rides along with the membership check: the header's number costs no extra round trip.
const WishlistHasItemsQuery = graphql(
    `
        query WishlistHasItems($skus: [String!]) {
            wishlistHasItems(skus: $skus) {
                ...WishlistMembership
            }
            wishlist(pageSize: 1) {
                totalItems
            }
        }
    `,
    [WishlistMembershipFragment],
);

const WishlistChangeFragment = graphql(
    `
        fragment WishlistChange on WishlistChange {
            # Read back from a result union, the fragment must carry the member's __typename to be unmasked.
            __typename
            item {
                ...WishlistItem
            }
            totalItems
            guestToken
        }
    `,
    [WishlistItemFragment],
);

const AddToWishlistMutation = graphql(
    `
        mutation AddToWishlist($sku: String!, $quantity: Int!) {
            addToWishlist(sku: $sku, quantity: $quantity) {
                __typename
                ...WishlistChange
                ...ErrorResultFields
            }
        }
    `,
    [WishlistChangeFragment, ErrorResultFragment],
);

const UpdateWishlistItemMutation = graphql(
    `
        mutation UpdateWishlistItem($itemUid: String!, $quantity: Int!) {
            updateWishlistItem(itemUid: $itemUid, quantity: $quantity) {
                __typename
                ...WishlistChange
                ...ErrorResultFields
            }
        }
    `,
    [WishlistChangeFragment, ErrorResultFragment],
);

const RemoveFromWishlistMutation = graphql(
    `
        mutation RemoveFromWishlist($itemUid: String!) {
            removeFromWishlist(itemUid: $itemUid) {
                __typename
                ...WishlistChange
                ...ErrorResultFields
            }
        }
    `,
    [WishlistChangeFragment, ErrorResultFragment],
);

/** What one of the wishlist mutations answers: a WishlistChange or one of its ErrorResults. */
type ChangeOrError =
    | ResultOf<typeof AddToWishlistMutation>['addToWishlist']
    | ResultOf<typeof UpdateWishlistItemMutation>['updateWishlistItem']
    | ResultOf<typeof RemoveFromWishlistMutation>['removeFromWishlist'];

/**
 * The ErrorCode values of the commerce server's wishlist errors, read from its schema: a code it adds there makes
 * the storefront's code-to-message table fail the typecheck until the code is given a message.
 */
export type WishlistServerErrorCode = Extract<
    Extract<ChangeOrError, { errorCode: string }>['errorCode'],
    `WISHLIST_${string}`
>;

/** A wishlist mutation answered one of its ErrorResults: the shopper's mistake or a refusal, told by its code. */
export class WishlistMutationError extends Error {
    constructor(
        readonly errorCode: WishlistServerErrorCode,
        message: string,
    ) {
        super(message);
        this.name = 'WishlistMutationError';
    }
}

/**
 * The request's shop context plus the guest's wishlist token from its cookie. The sign-in action logs in with it too:
 * the token on the login request is what makes the commerce server merge the guest wishlist into the customer's.
 */
export function wishlistContextFor(request: Request, locale: string): ShopRequestContext {
    const ctx = shopContextFor(request, locale);
    const token = guestWishlistToken(request);
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
        lowestPrice30Days: item.lowestPrice30Days,
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

function toChange(result: ChangeOrError): WishlistChangeResult {
    if (result.__typename !== 'WishlistChange') {
        const { errorCode, message } = result as Extract<ChangeOrError, { errorCode: string }>;
        throw new WishlistMutationError(errorCode as WishlistServerErrorCode, message);
    }
    const change = readFragment(WishlistChangeFragment, result);
    return {
        item: change.item ? toWishlistItem(readFragment(WishlistItemFragment, change.item)) : null,
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
    return {
        value: {
            items: items.map(item => toWishlistItem(readFragment(WishlistItemFragment, item))),
            totalItems,
            nextPageToken,
        },
        session: result,
    };
}

export async function wishlistMembership(
    ctx: ShopRequestContext,
    skus: readonly string[],
): Promise<WithSession<WishlistMembershipAnswer>> {
    const result = await shopQuery(WishlistHasItemsQuery, { skus: [...skus] }, ctx);
    const items = result.data.wishlistHasItems.map(member => {
        const item = readFragment(WishlistMembershipFragment, member);
        return { ...item, variantId: String(item.variantId) };
    });
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
