// The order line fields a cart line shows (cart sidebar and cart page), with its attached services. Server modules
// build documents from it; components import only its types, so gql.tada's runtime stays out of the browser bundle.
import { graphql } from '~/lib/vendure/graphql';

export const CartLineFragment = graphql(`
    fragment CartLine on OrderLine {
        id
        quantity
        unitPriceWithTax
        linePriceWithTax
        featuredAsset {
            preview
        }
        isAttachedService
        attachedServices {
            sku
            name
            unitPriceWithTax
            linePriceWithTax
        }
        productVariant {
            id
            sku
            name
            stockLevel
            customFields {
                merchantSku
            }
            product {
                name
                customFields {
                    productCode
                }
                featuredAsset {
                    preview
                }
                facetValues {
                    name
                    facet {
                        code
                    }
                }
            }
        }
    }
`);
