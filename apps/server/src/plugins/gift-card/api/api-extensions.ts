import gql from 'graphql-tag';

export const shopApiExtensions = gql`
    """
    requirements §8: the gift card cannot be applied (no cart, unknown code, no balance left, disabled or already applied),
    one answer for all so it tells nothing about which codes exist.
    """
    type GiftCardError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
    }

    "The gift card exists but has expired (decision 062); expiredAt is when."
    type GiftCardExpiredError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
        expiredAt: DateTime!
    }

    "The gift card to remove is not applied to the active cart."
    type GiftCardNotAppliedError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
    }

    "A gift card applied to the order: the part of the order it pays."
    type AppliedGiftCard {
        "XXXX-XXXX-XXXX-XXXX"
        code: String!
        "What the card takes off the order, VAT included (positive)."
        amount: Money!
    }

    extend type Order {
        "The gift cards applied to the order, in the order they were applied."
        giftCards: [AppliedGiftCard!]!
    }

    union ApplyGiftCardResult = Order | GiftCardError | GiftCardExpiredError
    union RemoveGiftCardResult = Order | GiftCardNotAppliedError

    extend type Mutation {
        """
        Applies a gift card (XXXX-XXXX-XXXX-XXXX, dashes optional) to the active cart as a negative surcharge, once per
        cart however many requests ask at once.
        """
        applyGiftCard(code: String!): ApplyGiftCardResult!
        removeGiftCard(code: String!): RemoveGiftCardResult!
    }
`;

export const adminApiExtensions = gql`
    type GiftCard implements Node {
        id: ID!
        createdAt: DateTime!
        updatedAt: DateTime!
        "XXXX-XXXX-XXXX-XXXX"
        code: String!
        "Cents."
        initialBalance: Int!
        "Cents still to spend."
        balance: Int!
        currencyCode: CurrencyCode!
        expiresAt: DateTime
        enabled: Boolean!
        "Every movement of the balance (by an order or by staff), oldest first."
        ledger: [GiftCardLedgerEntry!]!
    }

    "An amount taken off a gift card's balance (positive) or given back to it (negative), by an order or by staff."
    type GiftCardLedgerEntry implements Node {
        id: ID!
        "When the balance moved."
        createdAt: DateTime!
        "The order that moved the balance; null for a change made by staff."
        orderCode: String
        "Cents."
        amount: Int!
        currencyCode: CurrencyCode!
    }

    type GiftCardList implements PaginatedList {
        items: [GiftCard!]!
        totalItems: Int!
    }

    input GiftCardListOptions

    input CreateGiftCardInput {
        "Left out, a random code is made."
        code: String
        initialBalance: Int!
        expiresAt: DateTime
        enabled: Boolean
    }

    input UpdateGiftCardInput {
        id: ID!
        balance: Int
        expiresAt: DateTime
        enabled: Boolean
    }

    extend type Query {
        giftCards(options: GiftCardListOptions): GiftCardList!
        giftCard(id: ID!): GiftCard
    }

    extend type Mutation {
        createGiftCard(input: CreateGiftCardInput!): GiftCard!
        updateGiftCard(input: UpdateGiftCardInput!): GiftCard!
        deleteGiftCard(id: ID!): Boolean!
    }
`;
