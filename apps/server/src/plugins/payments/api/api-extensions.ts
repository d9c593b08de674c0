import gql from 'graphql-tag';

export const shopApiExtensions = gql`
    "A form field of the provider's page."
    type PaymentRedirectField {
        name: String!
        value: String!
    }

    """
    Where to send the shopper to pay. XPay: method "POST", action the hosted page's URL, fields the signed form to post
    (auto-submitted or with a button). Findomestic: method "GET", action the whole link, no fields.
    """
    type PaymentRedirect {
        method: String!
        action: String!
        fields: [PaymentRedirectField!]!
    }

    """
    A payment could not be started; nothing changed. errorCode: PAYMENT_METHOD_UNAVAILABLE (requirements §8 'Unable to
    select payment method, please try again later'), ORDER_NOT_PAYABLE (no active order, or it lacks products, an email
    address, a shipping address or a shipping method), NOT_FINANCEABLE (the total is outside Findomestic's range),
    INSUFFICIENT_STOCK (other shoppers are paying for or have bought the last units), COUPON_NO_LONGER_VALID (a coupon's
    uses ran out meanwhile, on other orders: it was removed from the cart and the total is new), GIFT_CARD_USED_UP (an
    applied gift card was spent on another order and no longer covers its part), ALREADY_PAID (an earlier attempt for
    the order has been paid).
    """
    type PaymentStartError {
        errorCode: String!
        message: String!
    }

    union StartPaymentResult = PaymentRedirect | PaymentStartError

    "A parameter of the provider's answer, exactly as received (a repeated name stays repeated)."
    input PaymentParamInput {
        name: String!
        value: String!
    }

    "What the shop made of a provider's answer."
    type PaymentOutcome {
        "False: bad MAC, malformed, unknown codTrans or token, a used token: nothing was changed."
        verified: Boolean!
        """
        paid | pending | cancelled | declined | error | refund (card); awaiting | in-review | approved | refused |
        cancelled (financing: awaiting, no answer from Findomestic yet; in-review, Findomestic approved and the order is
        placed with its payment authorised, for staff to settle; approved, settled). refund: the card was paid on an
        attempt the shop had cancelled (it expired, a newer attempt replaced it, the cart changed) and the order could
        no longer take the payment (changed, sold out, its gift card spent, paid by another attempt): nothing was
        placed, and the shop refunds the amount by hand.
        """
        outcome: String
        """
        The storefront's message for the shopper: paymentFailed | cardNot3dSecure | paymentMethodUnavailable |
        lateRefund (with outcome refund: the payment arrived too late for the order and will be refunded).
        """
        messageKey: String
        orderCode: String
        orderState: String
    }

    "One line of Findomestic's rate table: a number of monthly instalments at a fixed rate."
    type FinancingPlan {
        months: Int!
        "TAN, the annual nominal rate, in percent (7.9 for 7,90 %)."
        tanPercent: Float!
        "TAEG, the annual percentage rate of charge, in percent."
        taegPercent: Float!
    }

    "What the shop advertises financing with: the financeable totals (both included), the lender and its rate table."
    type FinancingTerms {
        lender: String!
        minCents: Int!
        maxCents: Int!
        "By months."
        plans: [FinancingPlan!]!
    }

    extend type Query {
        "Findomestic's terms for instalment estimates; null when the channel's Findomestic payment method is disabled."
        financingTerms: FinancingTerms
    }

    extend type Mutation {
        """
        Active order to ArrangingPayment (if not already), records a new attempt (a new codTrans each time, earlier
        open attempts cancelled) for the server's order total, and answers where to send the shopper.
        """
        startPayment(method: String!): StartPaymentResult!
        """
        XPay's return: the query the shopper brought back, verified by its MAC. XPay's server-to-server notification goes
        to the commerce server's /payments/nexi/notification, not to this API.
        """
        applyCardPaymentResult(params: [PaymentParamInput!]!): PaymentOutcome!
        """
        The shopper's return from Findomestic (token and esito from /it/findomestic-confirm): unsigned, so it changes
        nothing and reports what the shop knows (awaiting until Findomestic's callback has come).
        """
        applyFinancingReturn(params: [PaymentParamInput!]!): PaymentOutcome!
    }
`;
