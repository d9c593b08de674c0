// The shopper's cart on the commerce server (Vendure's active order): load, add, adjust, remove, clear and coupons.
// Always per shopper: sent with the shopper's session token, never through the public cache.
import type { CartView } from '~/lib/cart/cart';
import { cartErrorKey, type CartErrorKey } from '~/lib/cart/cart-errors';
import { toCartView, type ApiCartOrder, type ServiceOffers } from '~/lib/cart/cart-view';
import { getProduct } from '~/lib/catalog/catalog.server';
import { sessionCookieFor } from '~/lib/session/vendure-session.server';
import { graphql, shopQuery, type TypedDocument } from '~/lib/vendure/client.server';
import type { ShopRequestContext } from '~/lib/vendure/request-context.server';

const CART_FRAGMENT = `
    fragment Cart on Order {
        totalQuantity
        subTotalWithTax
        shippingWithTax
        totalWithTax
        couponCodes
        discounts { description amountWithTax }
        surcharges { sku priceWithTax }
        customFields { notes }
        lines {
            id
            quantity
            unitPriceWithTax
            linePriceWithTax
            featuredAsset { preview }
            productVariant {
                id
                sku
                name
                stockLevel
                customFields { merchantSku regularPrice }
                product {
                    name
                    customFields { productCode }
                    featuredAsset { preview }
                    facetValues { name facet { code } }
                }
            }
        }
    }
`;

/** Every mutation answers the order or one of Vendure's ErrorResults. */
const RESULT = `
    ...Cart
    ... on ErrorResult { errorCode message }
`;

type OrderOrError = (ApiCartOrder & { __typename?: string }) | { errorCode: string; message: string };

const ActiveOrderQuery = graphql<{ activeOrder: ApiCartOrder | null }>(`
    query CartActiveOrder {
        activeOrder {
            ...Cart
        }
    }
    ${CART_FRAGMENT}
`);

const AddItemMutation = graphql<{ addItemToOrder: OrderOrError }, { variantId: string; quantity: number }>(`
    mutation CartAddItem($variantId: ID!, $quantity: Int!) {
        addItemToOrder(productVariantId: $variantId, quantity: $quantity) { ${RESULT} }
    }
    ${CART_FRAGMENT}
`);

const AdjustLineMutation = graphql<{ adjustOrderLine: OrderOrError }, { lineId: string; quantity: number }>(`
    mutation CartAdjustLine($lineId: ID!, $quantity: Int!) {
        adjustOrderLine(orderLineId: $lineId, quantity: $quantity) { ${RESULT} }
    }
    ${CART_FRAGMENT}
`);

const RemoveLineMutation = graphql<{ removeOrderLine: OrderOrError }, { lineId: string }>(`
    mutation CartRemoveLine($lineId: ID!) {
        removeOrderLine(orderLineId: $lineId) { ${RESULT} }
    }
    ${CART_FRAGMENT}
`);

const RemoveAllMutation = graphql<{ removeAllOrderLines: OrderOrError }>(`
    mutation CartRemoveAll {
        removeAllOrderLines { ${RESULT} }
    }
    ${CART_FRAGMENT}
`);

const ApplyCouponMutation = graphql<{ applyCouponCode: OrderOrError }, { code: string }>(`
    mutation CartApplyCoupon($code: String!) {
        applyCouponCode(couponCode: $code) { ${RESULT} }
    }
    ${CART_FRAGMENT}
`);

const RemoveCouponMutation = graphql<{ removeCouponCode: ApiCartOrder | null }, { code: string }>(`
    mutation CartRemoveCoupon($code: String!) {
        removeCouponCode(couponCode: $code) {
            ...Cart
        }
    }
    ${CART_FRAGMENT}
`);

const SetServicesMutation = graphql<{ setCartServices: ApiCartOrder }, { productSku: string; serviceSkus: string[] }>(`
    mutation CartSetServices($productSku: String!, $serviceSkus: [String!]!) {
        setCartServices(productSku: $productSku, serviceSkus: $serviceSkus) {
            ...Cart
        }
    }
    ${CART_FRAGMENT}
`);

const RemoveAllServicesMutation = graphql<{ removeAllCartServices: ApiCartOrder }>(`
    mutation CartRemoveAllServices {
        removeAllCartServices {
            ...Cart
        }
    }
    ${CART_FRAGMENT}
`);

const ApplyGiftCardMutation = graphql<{ applyGiftCard: ApiCartOrder }, { code: string }>(`
    mutation CartApplyGiftCard($code: String!) {
        applyGiftCard(code: $code) {
            ...Cart
        }
    }
    ${CART_FRAGMENT}
`);

const RemoveGiftCardMutation = graphql<{ removeGiftCard: ApiCartOrder }, { code: string }>(`
    mutation CartRemoveGiftCard($code: String!) {
        removeGiftCard(code: $code) {
            ...Cart
        }
    }
    ${CART_FRAGMENT}
`);

/**
 * `authToken`: the session the cart belongs to after the call (a guest's first add starts one), for calls that follow
 * in the same request.
 */
export type CartResult =
    | { ok: true; cart: CartView; setCookie: string | null; authToken?: string }
    | { ok: false; error: CartErrorKey; serverMessage: string; setCookie: string | null; authToken?: string };

async function run<T extends Record<string, unknown>, V extends Record<string, unknown>>(
    document: TypedDocument<T, V>,
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
    if (answer && 'errorCode' in answer) {
        return {
            ok: false,
            error: cartErrorKey(answer.errorCode, answer.message),
            serverMessage: answer.message,
            setCookie,
            authToken,
        };
    }
    const cart = toCartView(answer, answer ? await serviceOffers(answer, ctx.locale) : {});
    return { ok: true, cart, setCookie, authToken };
}

/**
 * The services each product line may have, from the catalog's product pages (public and cached, so a cart costs no
 * extra commerce call per view once the products were seen). A product the catalog cannot give simply offers none.
 */
async function serviceOffers(order: ApiCartOrder, locale: string): Promise<ServiceOffers> {
    const offers: Record<string, Array<{ sku: string; name: string; price: number }>> = {};
    await Promise.all(
        order.lines.map(async line => {
            const code = line.productVariant.product.customFields?.productCode;
            if (!code) return;
            try {
                const product = await getProduct(locale, code);
                const services = product?.services ?? [];
                if (services.length > 0) {
                    offers[line.productVariant.sku] = services.map(service => ({
                        sku: service.sku,
                        name: service.name,
                        price: service.price,
                    }));
                }
            } catch (error) {
                console.warn(`[cart] services of ${code} unavailable: ${String(error)}`);
            }
        }),
    );
    return offers;
}

export async function loadCart(ctx: ShopRequestContext, secure: boolean): Promise<CartResult> {
    // Without a session there is no cart to ask for.
    if (!ctx.authToken) return { ok: true, cart: toCartView(null), setCookie: null };
    return run(ActiveOrderQuery, {}, ctx, secure, data => data.activeOrder);
}

export function addToCart(ctx: ShopRequestContext, secure: boolean, variantId: string, quantity: number) {
    return run(AddItemMutation, { variantId, quantity }, ctx, secure, data => data.addItemToOrder);
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
