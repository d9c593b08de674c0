// The checkout steps' checks in the browser, loaded on the shopper's first contact with a step's form
// (forms/deferred-validation.ts): each form's schema, the one its action parses again (checkout-schemas.ts).
import { parseWithZod } from '@conform-to/zod/v4';
import { formatValidationIssues } from '@shop/rules';
import type { z } from 'zod';
import { CHECKOUT_SCHEMAS } from '~/lib/checkout/checkout-schemas';
import type { CheckoutStep } from '~/lib/checkout/checkout-steps';
import type { FormValidator } from '~/lib/forms/deferred-validation';

export function checkoutValidator(step: CheckoutStep): FormValidator {
    // One form's schema; its output is not read in the browser (the action parses the post again).
    const schema = CHECKOUT_SCHEMAS[step] as z.ZodType<Record<string, unknown>>;
    return formData => parseWithZod(formData, { schema, formatError: formatValidationIssues });
}
