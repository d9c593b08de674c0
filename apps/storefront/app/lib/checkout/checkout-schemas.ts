// Each checkout step's schema from @shop/rules (validation/checkout-forms.ts): parsed by the step's action, and in the
// browser once the step's validator has loaded (checkout-validation.ts).
import { billingForm, guestEmailForm, paymentForm, shippingForm } from '@shop/rules';
import type { z } from 'zod';
import type { CheckoutStep } from '~/lib/checkout/checkout-steps';

export const CHECKOUT_SCHEMAS = {
    'user-account': guestEmailForm,
    shipping: shippingForm,
    billing: billingForm,
    payment: paymentForm,
} as const satisfies Record<CheckoutStep, z.ZodType>;
