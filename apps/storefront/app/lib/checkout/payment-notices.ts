// What the payment step may say on its return from a provider (`?esito=`), as keys of `checkout.payment.*`: only these,
// so a link cannot put other text on the page.
export const PAYMENT_NOTICES = [
    'cancelled',
    'paymentFailed',
    'cardNot3dSecure',
    'paymentMethodUnavailable',
    // A card success that arrived after the order was released and could not place it: the bank refunds it by staff.
    'lateRefund',
] as const;
export type PaymentNotice = (typeof PAYMENT_NOTICES)[number];

export function paymentNoticeOf(value: string | null | undefined): PaymentNotice | null {
    return (PAYMENT_NOTICES as readonly string[]).includes(value ?? '') ? (value as PaymentNotice) : null;
}
