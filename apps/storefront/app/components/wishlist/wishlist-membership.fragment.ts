// What a heart needs to know of a variant in the wishlist: which item it is. Spread into the membership query by the
// server module; components and the wishlist store import only its type.
import { graphql } from '~/lib/vendure/graphql';

export const WishlistMembershipFragment = graphql(`
    fragment WishlistMembership on WishlistMembership {
        sku
        variantId
        itemUid
        quantity
    }
`);
