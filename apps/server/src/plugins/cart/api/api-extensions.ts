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
