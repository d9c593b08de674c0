/** GraphQL documents the cart plugin's e2e tests share. */
import gql from 'graphql-tag';

export const ORDER_FIELDS = gql`
    fragment CartOrder on Order {
        id
        code
        state
        totalQuantity
        subTotalWithTax
        shippingWithTax
        totalWithTax
        couponCodes
        customFields {
            notes
        }
        lines {
            id
            quantity
            productVariant {
                id
                sku
            }
            isAttachedService
            attachedServices {
                sku
                name
                unitPriceWithTax
                linePriceWithTax
            }
        }
        giftCards {
            code
            amount
        }
        surcharges {
            id
            sku
            description
            priceWithTax
        }
        discounts {
            description
            amountWithTax
        }
    }
`;

export const ACTIVE_ORDER = gql`
    query ActiveOrder {
        activeOrder {
            ...CartOrder
        }
    }
    ${ORDER_FIELDS}
`;

export const ADD_ITEM = gql`
    mutation AddItem($variantId: ID!, $quantity: Int!) {
        addItemToOrder(productVariantId: $variantId, quantity: $quantity) {
            ...CartOrder
            ... on ErrorResult {
                errorCode
                message
            }
            ... on InsufficientStockError {
                quantityAvailable
            }
            ... on OrderInterceptorError {
                interceptorError
            }
        }
    }
    ${ORDER_FIELDS}
`;

export const ADD_ITEMS = gql`
    mutation AddItems($inputs: [AddItemInput!]!) {
        addItemsToOrder(inputs: $inputs) {
            order {
                ...CartOrder
            }
            errorResults {
                ... on ErrorResult {
                    errorCode
                    message
                }
                ... on OrderInterceptorError {
                    interceptorError
                }
            }
        }
    }
    ${ORDER_FIELDS}
`;

export const ADJUST_LINE = gql`
    mutation AdjustLine($lineId: ID!, $quantity: Int!) {
        adjustOrderLine(orderLineId: $lineId, quantity: $quantity) {
            ...CartOrder
            ... on ErrorResult {
                errorCode
                message
            }
            ... on OrderInterceptorError {
                interceptorError
            }
        }
    }
    ${ORDER_FIELDS}
`;

export const REMOVE_LINE = gql`
    mutation RemoveLine($lineId: ID!) {
        removeOrderLine(orderLineId: $lineId) {
            ...CartOrder
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
    ${ORDER_FIELDS}
`;

export const REMOVE_ALL_LINES = gql`
    mutation RemoveAll {
        removeAllOrderLines {
            ...CartOrder
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
    ${ORDER_FIELDS}
`;

export const VARIANTS_BY_SKU = gql`
    query Variants($sku: String!) {
        productVariants(options: { filter: { sku: { contains: $sku } }, sort: { sku: ASC } }) {
            items {
                id
                sku
                priceWithTax
                stockOnHand
            }
        }
    }
`;

export const UPDATE_VARIANTS = gql`
    mutation UpdateVariants($input: [UpdateProductVariantInput!]!) {
        updateProductVariants(input: $input) {
            id
        }
    }
`;

export interface AttachedService {
    sku: string;
    name: string;
    unitPriceWithTax: number;
    linePriceWithTax: number;
}

export interface CartLine {
    id: string;
    quantity: number;
    productVariant: { id: string; sku: string };
    isAttachedService: boolean;
    attachedServices: AttachedService[];
}

export interface CartOrder {
    id: string;
    code: string;
    state: string;
    totalQuantity: number;
    subTotalWithTax: number;
    shippingWithTax: number;
    totalWithTax: number;
    couponCodes: string[];
    customFields: { notes: string };
    lines: CartLine[];
    giftCards: Array<{ code: string; amount: number }>;
    surcharges: Array<{ id: string; sku: string; description: string; priceWithTax: number }>;
    discounts: Array<{ description: string; amountWithTax: number }>;
}

export interface ErrorAnswer {
    errorCode?: string;
    message?: string;
    quantityAvailable?: number;
    interceptorError?: string;
}

/** Quantity of each SKU in the cart. */
export function quantities(order: CartOrder): Record<string, number> {
    return Object.fromEntries(order.lines.map(line => [line.productVariant.sku, line.quantity]));
}
