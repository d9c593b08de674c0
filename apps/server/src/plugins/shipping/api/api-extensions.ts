import gql from 'graphql-tag';

export const shopApiExtensions = gql`
    type ShippingAvailability {
        "True when at least one shipping method serves the active order's address."
        available: Boolean!
        countryCode: String
        "NO_SHIPPING_METHODS_FOR_COUNTRY when the address is outside the shipping zone."
        errorCode: String
        message: String
    }

    extend type Query {
        "Whether the active order can be shipped to its address; null without an active order."
        shippingAvailability: ShippingAvailability
    }
`;
