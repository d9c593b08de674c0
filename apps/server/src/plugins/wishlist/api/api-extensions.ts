import gql from 'graphql-tag';

/**
 * The storefront's wishlist API. The wishlist is the logged-in customer's own; otherwise the guest's named by the
 * x-wishlist-token request header (sent by the storefront from its httpOnly `wishlist` cookie). A missing, malformed
 * or unknown token means no wishlist yet: empty answers, never an error. Prices are euro cents with VAT included,
 * with the catalog's rules (CatalogVariant), so one purchasability rule serves product page, cart and wishlist.
 * A mutation's expected failures are ErrorResults in its result union, told apart by errorCode (see ../errors.ts).
 */
export const shopApiExtensions = gql`
    type WishlistItem {
        "wishlist-item::<id>; mutations take it (or itemGrn) to name the item."
        uid: String!
        "grn:shop:wishlist-item::<id>"
        itemGrn: String!
        "wishlist::<id>"
        wishlistUid: String!
        "For addItemToOrder."
        variantId: ID!
        "grn:shop:product-variant::<id>"
        variantGrn: String!
        sku: String!
        merchantSku: String!
        "1 to 9999."
        quantity: Int!
        createdAt: DateTime!
        "Product page identifier (/it/p/{code}, may contain a slash); null when the product is no longer sold."
        productCode: String
        productName: String!
        variantName: String!
        "The variant's picture cut for the wishlist (140x200); append &format=webp|avif."
        imageUrl: String
        "Selling price; null when the variant is no longer sold."
        price: Int
        "The price struck through beside the variant's announced reduction: the lowest of the 30 days before it (Omnibus), as in the catalog; else null."
        lowestPrice30Days: Int
        stockStatus: CatalogStockStatus!
        "Maximum purchasable quantity (saleable stock); null for virtual products and when out of stock."
        onlyXLeft: Int
        isVirtual: Boolean!
        "False when the variant was withdrawn from sale since it was added: it cannot go into the cart."
        available: Boolean!
    }

    type Wishlist {
        "wishlist::<id>; null while the shopper has no wishlist."
        uid: String
        "Newest first."
        items: [WishlistItem!]!
        totalItems: Int!
        "Pass it as pageToken for the next page; null on the last page."
        nextPageToken: String
    }

    type WishlistMembership {
        variantId: ID!
        sku: String!
        itemUid: String!
        quantity: Int!
    }

    type WishlistChange {
        "The added or updated item; null after a removal."
        item: WishlistItem
        "Items in the wishlist after the change (the header's count)."
        totalItems: Int!
        wishlistUid: String
        """
        Set only when this call created a guest wishlist: the storefront keeps it in the httpOnly wishlist cookie
        (max age 31536000 s) and sends it back in the x-wishlist-token header. It is never shown again.
        """
        guestToken: String
    }

    extend type Query {
        "One page of the shopper's wishlist; pageSize 1 to 100."
        wishlist(pageSize: Int = 100, pageToken: String): Wishlist!
        "Which of these variants (by id or SKU, at most 100 together) are in the shopper's wishlist."
        wishlistHasItems(variantIds: [ID!], skus: [String!]): [WishlistMembership!]!
    }

    "The wishlist already holds the most items it may (500); nothing was added."
    type WishlistFullError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
        maxItems: Int!
    }

    "The variant does not exist, is not sold in this channel, or was withdrawn: it cannot be added."
    type WishlistProductUnavailableError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
    }

    "The item is not in the shopper's wishlist (removed meanwhile, or someone else's)."
    type WishlistItemNotFoundError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
    }

    "The quantity is not a whole number from minQuantity to maxQuantity."
    type WishlistQuantityError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
        minQuantity: Int!
        maxQuantity: Int!
    }

    "The item reference is neither a wishlist-item uid nor a valid wishlist-item GRN; the message says which part."
    type WishlistItemReferenceError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
    }

    "Another change to the same wishlist got in the way; nothing was changed, the call may be repeated."
    type WishlistConcurrentChangeError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
    }

    union AddToWishlistResult =
        | WishlistChange
        | WishlistFullError
        | WishlistProductUnavailableError
        | WishlistQuantityError
        | WishlistConcurrentChangeError
    union UpdateWishlistItemResult =
        | WishlistChange
        | WishlistItemNotFoundError
        | WishlistQuantityError
        | WishlistItemReferenceError
    union RemoveFromWishlistResult = WishlistChange | WishlistItemNotFoundError | WishlistItemReferenceError

    extend type Mutation {
        """
        Adds a variant, named by variantId or by sku (exactly one: otherwise a USER_INPUT_ERROR), or raises its
        quantity when it is already there (quantity 1 to 9999, at most 500 items).
        """
        addToWishlist(variantId: ID, sku: String, quantity: Int = 1): AddToWishlistResult!
        "Sets the quantity of an item named by its uid or itemGrn; 0 removes it."
        updateWishlistItem(itemUid: String!, quantity: Int!): UpdateWishlistItemResult!
        """
        Removes an item named by its uid or itemGrn; an item already gone is not an error (a uid whose id the server
        could never have issued is a WishlistItemNotFoundError).
        """
        removeFromWishlist(itemUid: String!): RemoveFromWishlistResult!
    }
`;
