import gql from 'graphql-tag';

/**
 * Back-in-stock alerts ("Avvisami quando torna disponibile"): one email when a sold-out variant can be bought again,
 * with a link that cancels the request. Expected failures are ErrorResults told apart by errorCode (../errors.ts).
 */
export const shopApiExtensions = gql`
    type StockAlertRequested {
        "The address the email will go to (trimmed, lower-cased)."
        emailAddress: String!
        "True when the same address was already waiting for this variant: nothing new was recorded."
        alreadyRequested: Boolean!
    }

    type StockAlertCancelled {
        productName: String!
        "Product page identifier (/it/p/{code}); empty when the product is no longer sold."
        productCode: String!
        "True when the email had already been sent: the request was done, nothing more will come."
        alreadyNotified: Boolean!
    }

    type StockAlertEmailInvalidError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
    }

    type StockAlertVariantNotFoundError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
    }

    type StockAlertNotSoldOutError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
    }

    type StockAlertTokenInvalidError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
    }

    union RequestStockAlertResult =
        | StockAlertRequested
        | StockAlertEmailInvalidError
        | StockAlertVariantNotFoundError
        | StockAlertNotSoldOutError

    union CancelStockAlertResult = StockAlertCancelled | StockAlertTokenInvalidError

    extend type Mutation {
        """
        Asks for one email when this sold-out variant (by sku or variantId, exactly one) can be bought again.
        emailAddress may be left out by a signed-in customer: their account's address is used.
        """
        requestStockAlert(sku: String, variantId: ID, emailAddress: String): RequestStockAlertResult!
        "Cancels a request with the token of its email's link."
        cancelStockAlert(token: String!): CancelStockAlertResult!
    }
`;
