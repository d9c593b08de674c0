// The order fields the cart shows (lines, totals, coupons, gift cards). Server modules build documents from it;
// components import only its types, so gql.tada's runtime stays out of the browser bundle.
import { CartLineFragment } from '~/components/cart/cart-line.fragment';
import { graphql } from '~/lib/vendure/graphql';

export const CartFragment = graphql(
    `
        fragment Cart on Order {
            totalQuantity
            subTotalWithTax
            shippingWithTax
            totalWithTax
            couponCodes
            discounts {
                description
                amountWithTax
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
