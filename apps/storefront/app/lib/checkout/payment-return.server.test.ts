import { describe, expect, it } from 'vitest';
import { redirectForOutcome } from '~/lib/checkout/payment-return.server';

const verified = { verified: true, orderCode: null, orderState: null, messageKey: null };

describe("where a provider's answer sends the shopper", () => {
    it('to the thank-you page with the last-order cookie once paid', () => {
        const response = redirectForOutcome({ ...verified, outcome: 'paid', orderCode: 'ABC123' }, 'it', true);
        expect(response.status).toBe(303);
        expect(response.headers.get('Location')).toBe('/it/checkout/thank-you');
        expect(response.headers.get('Set-Cookie')).toMatch(/last-order=/);
    });

    it('back to payment with the reason for a refusal, a late success kept for refund included', () => {
        const declined = redirectForOutcome(
            { ...verified, outcome: 'declined', messageKey: 'cardNot3dSecure' },
            'it',
            true,
        );
        expect(declined.headers.get('Location')).toBe('/it/checkout/payment?esito=cardNot3dSecure');
        const late = redirectForOutcome({ ...verified, outcome: 'refund', messageKey: 'lateRefund' }, 'it', true);
        expect(late.headers.get('Location')).toBe('/it/checkout/payment?esito=lateRefund');
        // A key the page does not know says the generic failure, never the key itself.
        const unknown = redirectForOutcome({ ...verified, outcome: 'error', messageKey: '<b>x</b>' }, 'it', true);
        expect(unknown.headers.get('Location')).toBe('/it/checkout/payment?esito=paymentFailed');
    });

    it('to the checkout error page when the answer could not be verified', () => {
        const response = redirectForOutcome({ ...verified, verified: false, outcome: null }, 'it', true);
        expect(response.headers.get('Location')).toBe('/it/checkout-error');
    });
});
