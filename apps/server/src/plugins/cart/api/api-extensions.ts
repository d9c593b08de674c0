import gql from 'graphql-tag';

export const shopApiExtensions = gql`
    extend type Mutation {
        """
        Attaches exactly these services to the product line with this SKU in the active cart (an empty list
        detaches them all). Service lines follow the product's quantity; the cart notes are rewritten.
        """
        setCartServices(productSku: String!, serviceSkus: [String!]!): Order!
        """
        Replaces the cart notes (JSON object: product SKU to the SKUs of its services) and makes the service lines
        match them. Every key must be a product in the cart and every value a service for it.
        """
        setCartNotes(notes: String!): Order!
        "Removes every service line and resets the notes to '{}'."
        removeAllCartServices: Order!
    }
`;
