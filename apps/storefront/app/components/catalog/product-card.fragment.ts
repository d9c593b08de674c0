/**
 * What a product card reads from the commerce server (the CatalogProductCard type): listings, search, related
 * products and the services offered on a product page all spread this fragment. Browser modules import its types
 * only (`import type`), so gql.tada's runtime stays out of the client bundle; server modules import the document.
 */
import { graphql, type FragmentOf } from '~/lib/vendure/graphql';

/**
 * Only what the card, its add button, its heart and the list events read: listings hydrate from these fields, a dozen
 * cards at a time (a product is told apart by its code, unique as its page's address).
 *
 * Unmasked (`@_unmask`): the documents that spread it hand the card's fields straight to the components.
 */
export const ProductCardFragment = graphql(`
    fragment ProductCard on CatalogProductCard @_unmask {
        variantId
        code
        name
        sku
        brand
        condition
        price
        lowestPrice30Days
        lowestPricePeriodDays
        lowestPriceSince
        priceMax
        colorCount
        variantCount
        energyClass
        inStock
        onlyXLeft
        isVirtual
        image {
            url
        }
        category {
            slug
            name
        }
    }
`);

/** A product as its card shows it. Prices are integer euro cents, VAT included. */
export type ProductCardData = FragmentOf<typeof ProductCardFragment>;

/** The card's name before the contract was generated, kept for the cart's and wishlist's modules. */
export type CatalogProductCard = ProductCardData;
