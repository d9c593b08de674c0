/** Names and timings shared by the customer accounts plugin's parts. */

export const loggerCtx = 'CustomerAccounts';

/**
 * Every `requestPasswordReset` answers no sooner than this after it arrived, known address or not: the known path
 * writes a token, a history entry and queues an email (tens of milliseconds), which would otherwise tell whether an
 * address has an account.
 */
export const PASSWORD_RESET_ANSWER_FLOOR_MS = 300;
/** Up to this much more, drawn at random, so the floor itself is not a sharp edge to measure against. */
export const PASSWORD_RESET_ANSWER_JITTER_MS = 40;

/** The code of an email address refused for not being exactly one address (InvalidEmailAddressError). */
export const INVALID_EMAIL_ADDRESS_CODE = 'INVALID_EMAIL_ADDRESS';
