/** Names, messages and limits shared by the cart plugin's parts (messages as requirements §8 words them). */

/** requirements §8: a variant asked for beyond its saleable stock. */
export const MAX_SALEABLE_MESSAGE = 'You reached the maximum saleable quantity';
/** A variant that is not for sale (no price) or a service added on its own. */
export const NOT_ADDABLE_MESSAGE = 'This product cannot be added to your cart';
/** requirements §8: any refused change to a product's attached services. */
export const SERVICE_ERROR_MESSAGE = 'error adding the service';

export const loggerCtx = 'CartPlugin';

/** The blocking LoginEvent handler that applies a sign-in's merged cart notes (decision 031). */
export const MERGE_NOTES_AT_LOGIN_HANDLER_ID = 'cart-merge-notes-at-login';
/** The blocking CouponCodeEvent handler that enforces which coupons combine (decision 034). */
export const COUPON_RULES_HANDLER_ID = 'cart-coupon-rules';
