import gql from 'graphql-tag';

export const shopApiExtensions = gql`
    "requirements §8: a change to a product's attached services or to the cart notes was refused; the cart is as it was."
    type CartServicesError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
    }

    union CartServicesResult = Order | CartServicesError

    "A service (an add-on product such as a warranty) attached to a product line of the cart."
    type AttachedService {
        sku: String!
        name: String!
        "One unit, VAT included."
        unitPriceWithTax: Money!
        "The service for every unit of the product line it is attached to, VAT included."
        linePriceWithTax: Money!
    }

    "Why the coupon rules refuse a coupon (decision 034)."
    enum CouponRefusalReason {
        "A first-order coupon on a guest's cart: it is for signed-in customers."
        SIGN_IN_REQUIRED
        "A first-order coupon for a customer who has already placed an order."
        FIRST_ORDER_ONLY
        "A first-order coupon together with another coupon, in either order."
        NOT_COMBINABLE
        "A coupon for orders from a minimum amount, on a cart below it: minimumAmount and missingAmount say how far."
        MINIMUM_ORDER_AMOUNT
    }

    "The coupon exists, but the coupon rules do not let this cart use it now; the reason says why."
    type CouponCodeRefusedError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
        couponCode: String!
        reason: CouponRefusalReason!
        "With MINIMUM_ORDER_AMOUNT: the order amount the coupon needs (VAT included unless the coupon says otherwise)."
        minimumAmount: Money
        "With MINIMUM_ORDER_AMOUNT: what the cart lacks to reach minimumAmount."
        missingAmount: Money
    }

    extend union ApplyCouponCodeResult = CouponCodeRefusedError

    "A discount of the order's lines (a coupon or an automatic promotion), one per promotion."
    type OrderSummaryDiscount {
        "The promotion's name."
        description: String!
        "What it takes off, VAT included (positive)."
        amount: Money!
    }

    "The VAT an order's total includes at one rate."
    type OrderSummaryVatRate {
        "Percent, e.g. 22."
        rate: Float!
        amount: Money!
    }

    """
    The order's figures as every place shows them (decision 034), VAT included, in cents:
    subtotal − discountTotal + shippingWithDiscount − giftCards = total, always.
    """
    type OrderSummary {
        "Product and service lines at their selling price, before any discount."
        subtotal: Money!
        "Line and order discounts (coupons, promotions), shipping discounts apart."
        discounts: [OrderSummaryDiscount!]!
        "The sum of discounts."
        discountTotal: Money!
        "Shipping before its discount; null when the order has no shipping line (no product, or out of the shipping zone)."
        shipping: Money
        "What coupons take off shipping (positive)."
        shippingDiscount: Money!
        "Shipping to pay: 0 is free shipping; null as for shipping."
        shippingWithDiscount: Money
        "What gift cards pay (positive)."
        giftCards: Money!
        "The VAT the total includes."
        vat: Money!
        "The VAT by rate, highest rate first; rates with no VAT left out."
        vatRates: [OrderSummaryVatRate!]!
        "What is left to pay: Order.totalWithTax."
        total: Money!
    }

    extend type Order {
        "The order's figures, computed once for the cart, checkout, emails and order pages."
        summary: OrderSummary!
    }

    extend type OrderLine {
        "The services attached to this product line (requirements §3 cart notes), in the notes' order; empty for other lines."
        attachedServices: [AttachedService!]!
        "True for the line of an attached service: it follows its products and is shown under them, not on its own."
        isAttachedService: Boolean!
    }

    extend type Mutation {
        """
        Attaches exactly these services to the product line with this SKU in the active cart (an empty list
        detaches them all). Service lines follow the product's quantity; the cart notes are rewritten.
        """
        setCartServices(productSku: String!, serviceSkus: [String!]!): CartServicesResult!
        """
        Replaces the cart notes (JSON object: product SKU to the SKUs of its services) and makes the service lines
        match them. Every key must be a product in the cart and every value a service for it.
        """
        setCartNotes(notes: String!): CartServicesResult!
        "Removes every service line and resets the notes to '{}'."
        removeAllCartServices: CartServicesResult!
    }
`;
