/**
 * What the product page reads from the commerce server (the CatalogProductDetail type): the product, its variants, and
 * the related products and services as product cards. Browser modules import its types only (`import type`); the
 * product query in catalog.server.ts spreads the document.
 */
import { ProductCardFragment } from '~/components/catalog/product-card.fragment';
import { graphql, type FragmentOf } from '~/lib/vendure/graphql';

/** One purchasable variant: the price, stock and options the picker and the add-to-cart button work from. */
export const ProductVariantFragment = graphql(`
    fragment ProductVariant on CatalogVariant @_unmask {
        id
        sku
        merchantSku
        name
        options {
            group
            code
            name
        }
        price
        lowestPrice30Days
        lowestPricePeriodDays
        lowestPriceSince
        stockStatus
        onlyXLeft
        imageIndex
    }
`);

export const ProductDetailFragment = graphql(
    `
        fragment ProductDetail on CatalogProductDetail @_unmask {
            id
            code
            slug
            name
            description
            brand
            condition
            isVirtual
            energyClass
            productSheetUrl
            specifications {
                label
                value
            }
            images {
                url
                width
                height
                alt
            }
            breadcrumbs {
                slug
                name
            }
            optionGroups {
                code
                name
                values {
                    code
                    name
                }
            }
            variants {
                ...ProductVariant
            }
            related {
                ...ProductCard
            }
            services {
                ...ProductCard
                servicePriceAbove
                servicePriceUpTo
            }
            updatedAt
        }
    `,
    [ProductVariantFragment, ProductCardFragment],
);

/** A product as its page shows it. Prices are integer euro cents, VAT included. */
export type ProductDetail = FragmentOf<typeof ProductDetailFragment>;
export type ProductVariant = FragmentOf<typeof ProductVariantFragment>;
export type ProductImage = ProductDetail['images'][number];
export type ProductOptionGroup = ProductDetail['optionGroups'][number];
/** A category named by the product's breadcrumb trail (root first). */
export type CategoryRef = ProductDetail['breadcrumbs'][number];

/** The names these shapes had before the contract was generated, kept for the cart's modules. */
export type CatalogProductDetail = ProductDetail;
export type CatalogVariant = ProductVariant;
