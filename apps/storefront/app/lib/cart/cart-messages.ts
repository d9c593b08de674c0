// Which catalog text tells the shopper what became of a cart change (requirements §8), in the browser and in the server's notices.
import type { CartErrorKey } from '~/lib/cart/cart-errors';

/** Besides the `cart.errors` keys: errors whose text lives under `cart.giftCard` / `cart.services`. */
export type CartAnswerError =
    CartErrorKey | 'giftCardInvalid' | 'servicesRemoved' | 'cartCleared' | 'servicesInvalid' | 'serviceFailed';

const KNOWN_ERRORS: readonly CartErrorKey[] = [
    'maxQuantity',
    'soldOut',
    'allInCart',
    'notAddable',
    'outdated',
    'invalidQuantity',
    'couponInvalid',
    'couponExpired',
    'couponLimit',
    'couponSignIn',
    'couponFirstOrderOnly',
    'couponNotCombinable',
    'couponMinimumOrder',
    'giftCardExpired',
    'lineNotFound',
    'removeFailed',
    'rateLimited',
    'generic',
];

/** Errors whose text lives beside their feature's other strings. */
const OWN_ERRORS = {
    giftCardInvalid: 'cart.giftCard.error',
    servicesRemoved: 'cart.services.removed',
    cartCleared: 'cart.services.cleared',
    servicesInvalid: 'cart.services.invalid',
    serviceFailed: 'cart.services.failed',
} as const;

type MessageKey = `cart.errors.${CartErrorKey}` | (typeof OWN_ERRORS)[keyof typeof OWN_ERRORS];

/** The catalog key of an error's text; an error the catalog does not know reads as the generic one. */
export function cartErrorMessageKey(error: string | undefined): MessageKey {
    if (error && Object.hasOwn(OWN_ERRORS, error)) return OWN_ERRORS[error as keyof typeof OWN_ERRORS];
    const known = KNOWN_ERRORS.find(key => key === error);
    return `cart.errors.${known ?? 'generic'}`;
}

/**
 * requirements §8: a failed add is titled 'Errore'; every other refused cart change 'Si è verificato un errore', with the
 * specific message below the title.
 */
export function cartErrorTitleKey(intent: string): 'cart.errors.addTitle' | 'cart.errors.title' {
    return intent === 'add' ? 'cart.errors.addTitle' : 'cart.errors.title';
}
