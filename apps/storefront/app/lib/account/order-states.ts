// What the order history says of an order's state: Vendure's state names, each with its Italian label in the catalog.
const LABELLED = [
    'PaymentAuthorized',
    'PaymentSettled',
    'PartiallyShipped',
    'Shipped',
    'PartiallyDelivered',
    'Delivered',
    'Modifying',
    'ArrangingAdditionalPayment',
    'Cancelled',
] as const;

export type OrderStateLabel = (typeof LABELLED)[number] | 'other';

/** The catalog key under account.orders.states for a state; a state without its own label reads "in lavorazione". */
export function orderStateLabel(state: string): OrderStateLabel {
    return (LABELLED as readonly string[]).includes(state) ? (state as OrderStateLabel) : 'other';
}
