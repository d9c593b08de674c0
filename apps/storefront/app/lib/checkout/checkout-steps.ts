// The checkout's steps in order, their paths, and which one a shopper may open given what the order already holds
// (the 'checkout' guard, requirements §2.1, decision 036): no skipping ahead, always back.

export const CHECKOUT_STEPS = ['user-account', 'shipping', 'billing', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The capitalised route names of requirements §2.2, by step. */
export const CAPITALISED_STEPS: Readonly<Record<CheckoutStep | 'thank-you', string>> = {
    'user-account': 'UserAccount',
    shipping: 'Shipping',
    billing: 'Billing',
    payment: 'Payment',
    'thank-you': 'ThankYou',
};

export function checkoutStepPath(locale: string, step: CheckoutStep | 'thank-you'): string {
    return `/${locale}/checkout/${step}`;
}

export function checkoutErrorPath(locale: string): string {
    return `/${locale}/checkout-error`;
}

/** The step a path names, lower-case or capitalised; null for any other path. */
export function stepOfPath(pathname: string): CheckoutStep | null {
    const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
    for (const step of CHECKOUT_STEPS) {
        if (last === step || last === CAPITALISED_STEPS[step]) return step;
    }
    return null;
}

/** What the order holds that the steps need. */
export interface CheckoutProgress {
    hasLines: boolean;
    /** A signed-in customer, or a guest's email. */
    hasCustomer: boolean;
    /** A delivery address and a shipping method. */
    hasShipping: boolean;
    hasBilling: boolean;
}

/** The first step the order has not completed. */
export function firstIncompleteStep(progress: CheckoutProgress): CheckoutStep {
    if (!progress.hasCustomer) return 'user-account';
    if (!progress.hasShipping) return 'shipping';
    if (!progress.hasBilling) return 'billing';
    return 'payment';
}

/** A step may be opened when every step before it is complete. */
export function canOpenStep(step: CheckoutStep, progress: CheckoutProgress): boolean {
    return CHECKOUT_STEPS.indexOf(step) <= CHECKOUT_STEPS.indexOf(firstIncompleteStep(progress));
}

/** The step after this one (payment has none: it leaves for the payment page). */
export function nextStep(step: CheckoutStep): CheckoutStep {
    return CHECKOUT_STEPS[Math.min(CHECKOUT_STEPS.indexOf(step) + 1, CHECKOUT_STEPS.length - 1)]!;
}
