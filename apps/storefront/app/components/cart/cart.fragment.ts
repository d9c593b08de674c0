// The order fields the cart shows (lines, the commerce server's summary of its figures, coupons, gift cards). Server modules build documents from it;
// components import only its types, so gql.tada's runtime stays out of the browser bundle.
import { CartLineFragment } from '~/components/cart/cart-line.fragment';
import { graphql } from '~/lib/vendure/graphql';

export const CartFragment = graphql(
    `
        fragment Cart on Order {
            totalQuantity
            couponCodes
            summary {
                subtotal
                discounts {
                    description
                    amount
                }
                shippingWithDiscount
                giftCards
                vat
                vatRates {
                    rate
                    amount
                }
                total
            }
            giftCards {
                code
                amount
            }
            lines {
                ...CartLine
            }
        }
    `,
    [CartLineFragment],
);
