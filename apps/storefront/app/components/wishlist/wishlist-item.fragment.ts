// The wishlist item fields the sidebar renders. The server module spreads this fragment into its documents;
// components import only its type (`import type`), so gql.tada's runtime never reaches the browser bundle.
import { graphql } from '~/lib/vendure/graphql';

export const WishlistItemFragment = graphql(`
    fragment WishlistItem on WishlistItem {
        uid
        variantId
        sku
        merchantSku
        quantity
        productCode
        productName
        variantName
        imageUrl
        price
        lowestPrice30Days
        stockStatus
        onlyXLeft
        isVirtual
        available
    }
`);
