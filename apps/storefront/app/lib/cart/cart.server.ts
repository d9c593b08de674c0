// The shopper's cart on the commerce server (Vendure's active order): load, add, adjust, remove, clear and coupons.
// Always per shopper: sent with the shopper's session token, never through the public cache.
import { CartLineFragment } from '~/components/cart/cart-line.fragment';
import { CartFragment } from '~/components/cart/cart.fragment';
import type { CartView } from '~/lib/cart/cart';
import { cartErrorKey, cartErrorValues, noneLeftErrorKey, type CartErrorKey } from '~/lib/cart/cart-errors';
import { servicesForPrice } from '~/lib/catalog/service-bands';
import { toCartView, type CartOrder, type ReferencePrices, type ServiceOffers } from '~/lib/cart/cart-view.server';
import { getProduct } from '~/lib/catalog/catalog.server';
import { sessionCookieFor } from '~/lib/session/vendure-session.server';
import { shopQuery } from '~/lib/vendure/client.server';
import { ErrorResultFragment } from '~/lib/vendure/error-result.fragment';
import { graphql, readFragment, type TadaDocumentNode } from '~/lib/vendure/graphql';
import type { ShopRequestContext } from '~/lib/vendure/request-context.server';

const ActiveOrderQuery = graphql(
    `
        query CartActiveOrder {
            activeOrder {
                ...Cart
            }
        }
    `,
    [CartFragment],
);

// Every mutation answers the order or an ErrorResult, recognised by its code (and, for the cart rules' refusals, the
// reason code in interceptorError): see cart-errors.ts.

const AddItemMutation = graphql(
    `
        mutation CartAddItem($variantId: ID!, $quantity: Int!) {
            addItemToOrder(productVariantId: $variantId, quantity: $quantity) {
                __typename
                ...Cart
                ...ErrorResultFields
                ... on OrderInterceptorError {
                    interceptorError
                }
                ... on InsufficientStockError {
                    quantityAvailable
                    order {
                        lines {
                            quantity
                            productVariant {
                                id
                            }
                        }
                    }
                }
            }
        }
    `,
    [CartFragment, ErrorResultFragment],
);

const AdjustLineMutation = graphql(
    `
        mutation CartAdjustLine($lineId: ID!, $quantity: Int!) {
            adjustOrderLine(orderLineId: $lineId, quantity: $quantity) {
                __typename
                ...Cart
                ...ErrorResultFields
                ... on OrderInterceptorError {
                    interceptorError
                }
            }
        }
    `,
    [CartFragment, ErrorResultFragment],
);

const RemoveLineMutation = graphql(
    `
        mutation CartRemoveLine($lineId: ID!) {
            removeOrderLine(orderLineId: $lineId) {
                __typename
                ...Cart
                ...ErrorResultFields
                ... on OrderInterceptorError {
                    interceptorError
                }
            }
        }
    `,
    [CartFragment, ErrorResultFragment],
);

const RemoveAllMutation = graphql(
    `
        mutation CartRemoveAll {
            removeAllOrderLines {
                __typename
                ...Cart
                ...ErrorResultFields
                ... on OrderInterceptorError {
                    interceptorError
                }
            }
        }
    `,
    [CartFragment, ErrorResultFragment],
);

const ApplyCouponMutation = graphql(
    `
        mutation CartApplyCoupon($code: String!) {
            applyCouponCode(couponCode: $code) {
                __typename
                ...Cart
                ...ErrorResultFields
                ... on CouponCodeRefusedError {
                    reason
                    minimumAmount
                    missingAmount
                }
            }
        }
    `,
    [CartFragment, ErrorResultFragment],
);

const RemoveCouponMutation = graphql(
    `
        mutation CartRemoveCoupon($code: String!) {
            removeCouponCode(couponCode: $code) {
                __typename
                ...Cart
            }
        }
    `,
    [CartFragment],
);

const SetServicesMutation = graphql(
    `
        mutation CartSetServices($productSku: String!, $serviceSkus: [String!]!) {
            setCartServices(productSku: $productSku, serviceSkus: $serviceSkus) {
                __typename
                ...Cart
                ...ErrorResultFields
            }
        }
    `,
    [CartFragment, ErrorResultFragment],
);

const RemoveAllServicesMutation = graphql(
    `
        mutation CartRemoveAllServices {
            removeAllCartServices {
                __typename
                ...Cart
                ...ErrorResultFields
            }
        }
    `,
    [CartFragment, ErrorResultFragment],
);

const ApplyGiftCardMutation = graphql(
    `
        mutation CartApplyGiftCard($code: String!) {
            applyGiftCard(code: $code) {
                __typename
                ...Cart
                ...ErrorResultFields
                ... on GiftCardExpiredError {
                    expiredAt
                }
            }
        }
    `,
    [CartFragment, ErrorResultFragment],
);

const RemoveGiftCardMutation = graphql(
    `
        mutation CartRemoveGiftCard($code: String!) {
            removeGiftCard(code: $code) {
                __typename
                ...Cart
                ...ErrorResultFields
            }
        }
    `,
    [CartFragment, ErrorResultFragment],
);

/** What a cart call answers: the order (as the Cart fragment), or an error result. */
type OrderOrError =
    | ({ __typename: 'Order' } & CartOrder)
    | {
          __typename: string;
          errorCode: string;
          message: string;
          interceptorError?: string;
          reason?: string;
          minimumAmount?: number | null;
          missingAmount?: number | null;
          expiredAt?: string | null;
      };

/**
 * `authToken`: the session the cart belongs to after the call (a guest's first add starts one), for calls that follow
 * in the same request.
 */
export type CartResult =
    | { ok: true; cart: CartView; setCookie: string | null; authToken?: string }
    | {
          ok: false;
          error: CartErrorKey;
          /** The figures the error's text names (cart-errors.ts, cartErrorValues). */
          values?: Record<string, string>;
          serverMessage: string;
          setCookie: string | null;
          authToken?: string;
      };

async function run<T, V>(
    document: TadaDocumentNode<T, V>,
    variables: V,
    ctx: ShopRequestContext,
    secure: boolean,
    pick: (data: T) => OrderOrError | null,
): Promise<CartResult> {
    const result = await shopQuery(document, variables, ctx);
    // The first add of a guest starts a session: its token must reach the shopper's cookie, error or not.
    const setCookie = sessionCookieFor(result, ctx, secure);
    const authToken = result.authToken ?? ctx.authToken;
    const answer = pick(result.data);
    if (answer && answer.__typename !== 'Order' && 'errorCode' in answer) {
        return {
            ok: false,
            error: cartErrorKey(answer),
            values: cartErrorValues(answer),
            serverMessage: answer.message,
            setCookie,
            authToken,
        };
    }
    const order = answer && answer.__typename === 'Order' ? (answer as CartOrder) : null;
    const facts = order ? await catalogFacts(order, ctx.locale) : { offers: {}, references: {} };
    const cart = toCartView(order, facts.offers, facts.references);
    return { ok: true, cart, setCookie, authToken };
}

/**
 * The services each product line may have and the Omnibus reference of its variant's announced reduction, from the
 * catalog's product pages (public and cached, so a cart costs no extra commerce call per view once the products were
 * seen). A product the catalog cannot give simply offers none and announces no reduction.
 */
async function catalogFacts(
    cart: CartOrder,
    locale: string,
): Promise<{ offers: ServiceOffers; references: ReferencePrices }> {
    const offers: Record<string, Array<{ sku: string; name: string; price: number }>> = {};
    const references: Record<string, number> = {};
    await Promise.all(
        readFragment(CartFragment, cart).lines.map(async masked => {
            const line = readFragment(CartLineFragment, masked);
            const code = line.productVariant.product.customFields?.productCode;
            if (!code) return;
            try {
                const product = await getProduct(locale, code);
                const variant = product?.variants.find(candidate => candidate.sku === line.productVariant.sku);
                if (variant?.lowestPrice30Days != null) {
                    references[line.productVariant.sku] = variant.lowestPrice30Days;
                }
                // The tier of each service that the line's price band gets (the server refuses the others).
                const services = servicesForPrice(product?.services ?? [], line.unitPriceWithTax);
                if (services.length > 0) {
                    offers[line.productVariant.sku] = services.map(service => ({
                        sku: service.sku,
                        name: service.name,
                        price: service.price,
                    }));
                }
            } catch (error) {
                console.warn(`[cart] catalog facts of ${code} unavailable: ${String(error)}`);
            }
        }),
    );
    return { offers, references };
}

export async function loadCart(ctx: ShopRequestContext, secure: boolean): Promise<CartResult> {
    // Without a session there is no cart to ask for (a session cookie holding no token is cleared).
    if (!ctx.authToken)
        return { ok: true, cart: toCartView(null), setCookie: sessionCookieFor({ data: null }, ctx, secure) };
    return run(ActiveOrderQuery, {}, ctx, secure, data =>
        data.activeOrder ? { __typename: 'Order' as const, ...data.activeOrder } : null,
    );
}

export async function addToCart(
    ctx: ShopRequestContext,
    secure: boolean,
    variantId: string,
    quantity: number,
): Promise<CartResult> {
    // Nothing more of the variant can be sold: say whether it is sold out or all of it is already in this cart.
    let heldWhenNoneLeft: number | null = null;
    const result = await run(AddItemMutation, { variantId, quantity }, ctx, secure, data => {
        const answer = data.addItemToOrder;
        if (answer.__typename === 'InsufficientStockError' && answer.quantityAvailable <= 0) {
            heldWhenNoneLeft = answer.order.lines
                .filter(line => line.productVariant.id === variantId)
                .reduce((sum, line) => sum + line.quantity, 0);
        }
        return answer;
    });
    return !result.ok && heldWhenNoneLeft !== null ? { ...result, error: noneLeftErrorKey(heldWhenNoneLeft) } : result;
}

export function adjustCartLine(ctx: ShopRequestContext, secure: boolean, lineId: string, quantity: number) {
    return run(AdjustLineMutation, { lineId, quantity }, ctx, secure, data => data.adjustOrderLine);
}

export function removeCartLine(ctx: ShopRequestContext, secure: boolean, lineId: string) {
    return run(RemoveLineMutation, { lineId }, ctx, secure, data => data.removeOrderLine);
}

export function clearCart(ctx: ShopRequestContext, secure: boolean) {
    return run(RemoveAllMutation, {}, ctx, secure, data => data.removeAllOrderLines);
}

export function applyCoupon(ctx: ShopRequestContext, secure: boolean, code: string) {
    return run(ApplyCouponMutation, { code }, ctx, secure, data => data.applyCouponCode);
}

export function removeCoupon(ctx: ShopRequestContext, secure: boolean, code: string) {
    return run(RemoveCouponMutation, { code }, ctx, secure, data => data.removeCouponCode);
}

export function setCartServices(ctx: ShopRequestContext, secure: boolean, productSku: string, serviceSkus: string[]) {
    return run(SetServicesMutation, { productSku, serviceSkus }, ctx, secure, data => data.setCartServices);
}

export function removeAllCartServices(ctx: ShopRequestContext, secure: boolean) {
    return run(RemoveAllServicesMutation, {}, ctx, secure, data => data.removeAllCartServices);
}

export function applyGiftCard(ctx: ShopRequestContext, secure: boolean, code: string) {
    return run(ApplyGiftCardMutation, { code }, ctx, secure, data => data.applyGiftCard);
}

export function removeGiftCard(ctx: ShopRequestContext, secure: boolean, code: string) {
    return run(RemoveGiftCardMutation, { code }, ctx, secure, data => data.removeGiftCard);
}
