// The checkout steps' checks in the browser, loaded on the shopper's first contact with a step's form
// (forms/deferred-validation.ts): each form's schema from @shop/rules, the one its action parses again.
import { parseWithZod } from '@conform-to/zod/v4';
import { billingForm, formatValidationIssues, guestEmailForm, paymentForm, shippingForm } from '@shop/rules';
import type { z } from 'zod';
import type { CheckoutStep } from '~/lib/checkout/checkout-steps';
import type { FormValidator } from '~/lib/forms/deferred-validation';

const SCHEMAS = {
    'user-account': guestEmailForm,
    shipping: shippingForm,
    billing: billingForm,
    payment: paymentForm,
} as const satisfies Record<CheckoutStep, z.ZodType>;

export function checkoutValidator(step: CheckoutStep): FormValidator {
    // One form's schema; its output is not read in the browser (the action parses the post again).
    const schema = SCHEMAS[step] as z.ZodType<Record<string, unknown>>;
    return formData => parseWithZod(formData, { schema, formatError: formatValidationIssues });
}
