// Each checkout step's form action (decision 009's shape): the post is parsed with the step's schema from @shop/rules;
// a refusal answers 400 with the errors beside the fields and the values as typed; a success is a 303 to the next
// step, so reload and back never post twice. The same answers serve plain forms and React Router's navigations.
import type { Submission } from '@conform-to/dom';
import { parseWithZod } from '@conform-to/zod/v4';
import { billingForm, formatValidationIssues, guestEmailForm, paymentForm, shippingForm } from '@shop/rules';
import { data, redirect } from 'react-router';
import type { z } from 'zod';
import { isCrossSite } from '~/lib/api/endpoints.server';
import { guardCheckout } from '~/lib/checkout/checkout-guard.server';
import { checkoutStepPath, nextStep, type CheckoutStep } from '~/lib/checkout/checkout-steps';
import { saveBilling, saveShipping, setGuestCustomer, type CheckoutWrite } from '~/lib/checkout/checkout.server';
import { startPayment } from '~/lib/checkout/payments.server';
import type { FormReply } from '~/lib/forms/form-reply';
import { CHECKOUT_FORM_IDS, type PaymentRedirectReply } from '~/lib/checkout/checkout-forms';
import { CHECKOUT_SCHEMAS } from '~/lib/checkout/checkout-schemas';
import { readForm } from '~/lib/forms/read-form.server';
import { ShopApiError } from '~/lib/vendure/client.server';
import { shopContextFor } from '~/lib/vendure/request-context.server';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** The commerce server's error codes a shopper can act on, as the field (or form) error they see. */
const WRITE_ERRORS: Record<string, { field?: string; key: string }> = {
    EMAIL_ADDRESS_CONFLICT_ERROR: { field: 'email', key: 'checkout.userAccount.emailTaken' },
    NO_SHIPPING_METHODS: { field: 'countryCode', key: 'checkout.shipping.noMethods' },
    INELIGIBLE_SHIPPING_METHOD_ERROR: { field: 'countryCode', key: 'checkout.shipping.noMethods' },
    PAYMENT_METHOD_UNAVAILABLE: { key: 'checkout.payment.paymentMethodUnavailable' },
    NOT_FINANCEABLE: { field: 'method', key: 'checkout.payment.notFinanceable' },
    INSUFFICIENT_STOCK: { key: 'checkout.payment.insufficientStock' },
    INSUFFICIENT_STOCK_ERROR: { key: 'checkout.payment.insufficientStock' },
    ORDER_NOT_PAYABLE: { key: 'checkout.payment.notPayable' },
    COUPON_NO_LONGER_VALID: { key: 'checkout.payment.couponNoLongerValid' },
    GIFT_CARD_USED_UP: { key: 'checkout.payment.giftCardUsedUp' },
    ALREADY_PAID: { key: 'checkout.payment.alreadyPaid' },
};

function reply(
    step: CheckoutStep,
    submission: Submission<unknown>,
    status: number,
    error?: { field?: string; key: string },
) {
    const body: FormReply = {
        form: CHECKOUT_FORM_IDS[step],
        result: submission.reply({
            formErrors: error && !error.field ? [error.key] : undefined,
            fieldErrors: error?.field ? { [error.field]: [error.key] } : undefined,
        }),
    };
    return data(body, { status, headers: NO_STORE });
}

function refusedWrite(
    step: CheckoutStep,
    submission: Submission<unknown>,
    write: Extract<CheckoutWrite, { ok: false }>,
) {
    const known = WRITE_ERRORS[write.errorCode];
    // An input the commerce server refused that the form let through (a custom field's own check) reads as the form's.
    if (!known) console.warn(`[checkout] ${step} refused by the commerce server: ${write.errorCode} ${write.message}`);
    return reply(step, submission, 400, known ?? { key: 'checkout.payment.notPayable' });
}

function unavailable(step: CheckoutStep, submission: Submission<unknown>, error: unknown) {
    if (!(error instanceof ShopApiError)) throw error;
    console.warn(`[checkout] ${step}: commerce call failed: ${error.message}`);
    return reply(step, submission, error.status === 503 ? 503 : 502, { key: 'account.errors.unavailable' });
}

function seeOther(to: string) {
    return redirect(to, { status: 303, headers: NO_STORE });
}

/**
 * The action of every step: only the step's own form, only from our own pages, only when the guard lets the shopper
 * be on this step.
 */
export async function checkoutStepAction(request: Request, locale: string, secure: boolean, step: CheckoutStep) {
    if (isCrossSite(request)) {
        return data({ error: 'Requests from other sites are not accepted' }, { status: 403, headers: NO_STORE });
    }
    const checkout = await guardCheckout(request, locale, secure, step);
    const form = await readForm(request);
    const submission = parseWithZod(form, { schema: CHECKOUT_SCHEMAS[step], formatError: formatValidationIssues });
    if (submission.status !== 'success') return reply(step, submission, 400);
    const ctx = shopContextFor(request, locale);
    try {
        switch (step) {
            case 'user-account': {
                const value = submission.value as z.output<typeof guestEmailForm>;
                const write = await setGuestCustomer(ctx, { email: value.email });
                if (!write.ok) return refusedWrite(step, submission, write);
                break;
            }
            case 'shipping': {
                const value = submission.value as z.output<typeof shippingForm>;
                // A guest's name comes with the address: the order's customer carries it to the emails.
                if (!checkout.order.signedIn && checkout.order.email) {
                    const named = await setGuestCustomer(ctx, {
                        email: checkout.order.email,
                        firstName: value.firstName,
                        lastName: value.lastName,
                    });
                    if (!named.ok) return refusedWrite(step, submission, named);
                }
                const write = await saveShipping(ctx, value);
                if (!write.ok) return refusedWrite(step, submission, write);
                break;
            }
            case 'billing': {
                const value = submission.value as z.output<typeof billingForm>;
                const write = await saveBilling(ctx, value, checkout.order.shippingAddress!);
                if (!write.ok) return refusedWrite(step, submission, write);
                break;
            }
            case 'payment': {
                const value = submission.value as z.output<typeof paymentForm>;
                const started = await startPayment(ctx, value.method);
                if (!started.ok) return refusedWrite(step, submission, started);
                // Findomestic's web app is a link; XPay's hosted page takes a form post, which the page makes.
                if (started.method === 'GET') return redirect(started.action, { status: 303, headers: NO_STORE });
                const body: PaymentRedirectReply = { redirect: { action: started.action, fields: started.fields } };
                return data(body, { headers: NO_STORE });
            }
        }
    } catch (error) {
        return unavailable(step, submission, error);
    }
    return seeOther(checkoutStepPath(locale, nextStep(step)));
}
