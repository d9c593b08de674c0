import gql from 'graphql-tag';

/**
 * The storefront's wishlist API. The wishlist is the logged-in customer's own; otherwise the guest's named by the
 * x-wishlist-token request header (sent by the storefront from its httpOnly `wishlist` cookie). A missing, malformed
 * or unknown token means no wishlist yet: empty answers, never an error. Prices are euro cents with VAT included,
 * with the catalog's rules (CatalogVariant), so one purchasability rule serves product page, cart and wishlist.
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
        "Regular price while the variant is on offer, else null."
        regularPrice: Int
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

    extend type Mutation {
        """
        Adds a variant, named by variantId or by sku (exactly one), or raises its quantity when it is already there
        (quantity 1 to 9999, at most 500 items). Errors: 'This product cannot be added to the wishlist',
        'Your wishlist is full'.
        """
        addToWishlist(variantId: ID, sku: String, quantity: Int = 1): WishlistChange!
        "Sets the quantity of an item named by its uid or itemGrn; 0 removes it."
        updateWishlistItem(itemUid: String!, quantity: Int!): WishlistChange!
        "Removes an item named by its uid or itemGrn; an item already gone is not an error."
        removeFromWishlist(itemUid: String!): WishlistChange!
    }
`;
