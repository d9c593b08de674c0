// Orders as the commerce server answers the Cart fragment, for unit tests of what the storefront makes of them.
import { maskFragments } from 'gql.tada';
import { CartLineFragment } from '~/components/cart/cart-line.fragment';
import { CartFragment } from '~/components/cart/cart.fragment';
import type { CartOrder } from '~/lib/cart/cart-view.server';
import type { ResultOf } from '~/lib/vendure/graphql';

export type ApiLine = ResultOf<typeof CartLineFragment>;
export type ApiOrder = Omit<ResultOf<typeof CartFragment>, 'lines'> & { lines: ApiLine[] };

/** The order as a document spreading ...Cart receives it. */
export function cartOrder(order: ApiOrder): CartOrder {
    return maskFragments([CartFragment], {
        ...order,
        lines: order.lines.map(line => maskFragments([CartLineFragment], line)),
    });
}
