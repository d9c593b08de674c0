import gql from 'graphql-tag';

/**
 * Registration on the shop API (requirements §2.3 register view, §5 rules). Signing in, out and resetting a password
 * are Vendure's own mutations (`login`, `logout`, `requestPasswordReset`, `resetPassword`); Vendure's
 * `registerCustomerAccount` is refused on the shop API, so every account is made through these rules.
 */
export const shopApiExtensions = gql`
    input ShopRegistrationInput {
        emailAddress: String!
        firstName: String!
        lastName: String!
        "16 characters with omocodia and check letter; stored upper case."
        fiscalCode: String!
        "requirements §5: at least 8, no whitespace, a letter, a digit and one of ! # $ % & * ? @ ^ _ -; at most 72 UTF-8 bytes."
        password: String!
        "Must be true: the server records when (Customer.customFields.privacyAcceptedAt)."
        privacyAccepted: Boolean!
        newsletter: Boolean!
    }

    "A field the server refused; \`field\` is the input's field name, \`reason\` a validation message key of @shop/rules (e.g. validation.invalidFiscalCode)."
    type RegistrationInputError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
        field: String!
        reason: String!
    }

    union RegisterShopCustomerResult =
        | Success
        | RegistrationInputError
        | EmailAddressConflictError
        | PasswordValidationError

    extend type Query {
        """
        Whether a password reset link's token can still set a password (issued, not used, not expired), so the reset
        page says a used or expired link at once instead of after the new password is typed. Tells nothing about the
        account it belongs to.
        """
        passwordResetTokenUsable(token: String!): Boolean!
    }

    extend type Mutation {
        """
        Creates a customer account that can sign in at once (it does not sign in: call login next, so the guest cart
        and wishlist are merged). A weak password answers PasswordValidationError with validationErrorMessage
        validation.invalidPassword; an address that has an account answers EmailAddressConflictError.
        """
        registerShopCustomer(input: ShopRegistrationInput!): RegisterShopCustomerResult!
    }
`;
