/**
 * What a listing (a category's page, the search results, the header's search panel) reads from the commerce server:
 * the CatalogListing type with its product cards, facets and counts. Browser modules import its types only
 * (`import type`); the listing query in catalog.server.ts spreads the document.
 */
import { ProductCardFragment } from '~/components/catalog/product-card.fragment';
import { graphql, type FragmentOf } from '~/lib/vendure/graphql';

export const ListingFragment = graphql(
    `
        fragment Listing on CatalogListing @_unmask {
            category {
                slug
                name
                description
                breadcrumbs {
                    slug
                    name
                }
                children {
                    slug
                    name
                }
            }
            items {
                ...ProductCard
            }
            totalItems
            facets {
                code
                name
                values {
                    code
                    name
                    count
                    selected
                }
            }
            categories {
                slug
                name
                count
                selected
            }
            priceRange {
                min
                max
            }
            onSaleCount
        }
    `,
    [ProductCardFragment],
);

/** One page of a listing with what its filters offer. Prices are integer euro cents, VAT included. */
export type Listing = FragmentOf<typeof ListingFragment>;
export type ListingFacet = Listing['facets'][number];
/** A category among the matches, with how many there are (the search panel's and search page's filter). */
export type ListingCategoryCount = Listing['categories'][number];
