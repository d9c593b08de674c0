/**
 * The PaymentMethodHandlers of the two providers and Findomestic's eligibility. createPayment only records the attempt
 * startPayment prepared (state Redirected, transactionId, the amount and currency it is for, Findomestic's token hash):
 * the money moves on the provider's page, and only a verified answer (nexi-xpay.service.ts, findomestic.service.ts) settles it.
 */
import { LanguageCode, PaymentMethodEligibilityChecker, PaymentMethodHandler } from '@vendure/core';

import { FINDOMESTIC_ELIGIBILITY_CHECKER, FINDOMESTIC_METHOD, NEXI_XPAY_METHOD, REDIRECTED } from '../constants';
import { isFinanceable } from '../findomestic/findomestic-protocol';
import { takeAttempt } from '../services/attempt-registry';
import { FindomesticSettings } from '../types';

/** What every attempt records in the Payment's metadata. */
export interface AttemptMetadata {
    amount: number;
    currency: string;
    /** Findomestic: the hash of the return URL's token, which only finds the attempt to show its state. */
    returnTokenHash?: string;
    /** Findomestic: the hash of the callback URL's token (a different one), consumed by the first decisive callback. */
    callbackTokenHash?: string;
    tokenConsumed?: boolean;
    /** The verified answer applied to the attempt (for staff, and so a repeat changes nothing). */
    result?: { source: string; esito: string; codAut?: string; message?: string; data?: string; orario?: string };
    /** Why the shop cancelled an attempt that had no answer. */
    cancelledBecause?: string;
    /** The order's lines when the attempt started (`variantId×quantity`, by variant): a late success pays for these. */
    lines?: string;
    /** A success that came after the shop cancelled the attempt (expired, superseded), and the order was settled with it. */
    lateSuccess?: 'settled';
    /** A success the shop could not apply (the attempt was cancelled and the order changed): staff refund it by hand. */
    needsRefund?: boolean;
    refundReason?: string;
}

/** Only an attempt startPayment registered is recorded; anything else (the shop API's addPaymentToOrder) is declined. */
function redirectHandler(code: string, description: string) {
    return new PaymentMethodHandler({
        code,
        description: [{ languageCode: LanguageCode.it, value: description }],
        args: {},
        createPayment: (ctx, order, amount) => {
            const attempt = takeAttempt(ctx);
            if (!attempt) {
                return {
                    amount,
                    state: 'Declined' as const,
                    errorMessage: 'Payments by this method are started with startPayment',
                };
            }
            const metadata: AttemptMetadata = { amount, currency: order.currencyCode, lines: attempt.lines };
            if (attempt.returnTokenHash) metadata.returnTokenHash = attempt.returnTokenHash;
            if (attempt.callbackTokenHash) metadata.callbackTokenHash = attempt.callbackTokenHash;
            return { amount, state: REDIRECTED, transactionId: attempt.transactionId, metadata };
        },
        // Staff settle an attempt the provider confirmed (PEN then confirmed in Nexi's back office, a financing
        // Findomestic's callback approved and Findomestic then confirmed to the shop); an attempt with no answer at all
        // cannot be settled by hand.
        settlePayment: (ctx, order, payment) => {
            if (payment.state === REDIRECTED && !(payment.metadata as AttemptMetadata).result) {
                return {
                    success: false,
                    state: REDIRECTED,
                    errorMessage: 'The provider has not answered for this attempt',
                };
            }
            return { success: true };
        },
        cancelPayment: () => ({ success: true }),
    });
}

export const nexiXpayHandler = redirectHandler(NEXI_XPAY_METHOD, 'Carta di credito o debito (Nexi XPay)');
export const findomesticHandler = redirectHandler(FINDOMESTIC_METHOD, 'Finanziamento Findomestic');

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

/** The Italian sentence eligiblePaymentMethods gives when the total is outside the financeable range. */
export function notFinanceableMessage(settings: Pick<FindomesticSettings, 'minCents' | 'maxCents'>): string {
    return (
        `Il finanziamento Findomestic è disponibile per ordini da ${euro.format(settings.minCents / 100)} ` +
        `a ${euro.format(settings.maxCents / 100)}.`
    );
}

export function findomesticEligibilityChecker(settings: FindomesticSettings) {
    return new PaymentMethodEligibilityChecker({
        code: FINDOMESTIC_ELIGIBILITY_CHECKER,
        description: [{ languageCode: LanguageCode.it, value: 'Totale finanziabile da Findomestic' }],
        args: {},
        check: (ctx, order) => isFinanceable(order.totalWithTax, settings) || notFinanceableMessage(settings),
    });
}
