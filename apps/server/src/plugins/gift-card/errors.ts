/** The shop API's gift card error results (api-extensions.ts): clients recognise them by errorCode. */
import {
    GIFT_CARD_ERROR_MESSAGE,
    GIFT_CARD_EXPIRED_MESSAGE,
    GIFT_CARD_NOT_APPLIED_MESSAGE,
    GIFT_CARD_NOT_COVERED,
} from './constants';

/** requirements §8: one answer for every card that cannot be applied, so it tells nothing about which codes exist. */
export class GiftCardError {
    readonly __typename = 'GiftCardError';
    readonly errorCode = 'GIFT_CARD_ERROR';
    readonly message = GIFT_CARD_ERROR_MESSAGE;
}

/**
 * A card that exists and would be taken but for its date (decision 062): the shopper holding it learns it has expired
 * and since when. Only the exact code answers so, and codes cannot be guessed (32^16, with the code attempts limited).
 */
export class GiftCardExpiredError {
    readonly __typename = 'GiftCardExpiredError';
    readonly errorCode = 'GIFT_CARD_EXPIRED_ERROR';
    readonly message: string;

    constructor(readonly expiredAt: Date) {
        this.message = `${GIFT_CARD_EXPIRED_MESSAGE} ${expiredAt.toISOString()}`;
    }
}

export class GiftCardNotAppliedError {
    readonly __typename = 'GiftCardNotAppliedError';
    readonly errorCode = 'GIFT_CARD_NOT_APPLIED_ERROR';
    readonly message = GIFT_CARD_NOT_APPLIED_MESSAGE;
}

/**
 * The English message of Vendure's OrderStateTransitionError: requirements §8's gift card sentence when the card part can
 * no longer be covered (transitionError GIFT_CARD_NOT_COVERED), Vendure's own sentence otherwise.
 */
export function orderStateTransitionErrorMessage(): string {
    return `{transitionError, select, ${GIFT_CARD_NOT_COVERED} {${GIFT_CARD_ERROR_MESSAGE}} other {Cannot transition Order from "{ fromState }" to "{ toState }"}}`;
}
