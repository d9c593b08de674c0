/** The actions the storefront names in `grecaptcha.execute` (letters, digits, underscores, as Google allows). */
export type BotCheckAction = 'register' | 'forgot_password' | 'newsletter' | 'contact';

/** How the commerce server talks to reCAPTCHA's siteverify (italy-facts §7). */
export interface RecaptchaOptions {
    secretKey: string;
    /** Google's siteverify, or the sandbox's in tests and development. */
    verifyUrl: string;
    /** Tokens scoring below this are refused (Google suggests 0.5 to start with). */
    minScore: number;
    /** Hostnames of the pages allowed to make tokens: the storefront's. */
    hostnames: string[];
    /** A siteverify call that takes longer is given up, and the request refused. */
    timeoutMs: number;
}

export interface BotCheckPluginOptions {
    /** Null turns the check off: every request passes. */
    recaptcha: RecaptchaOptions | null;
}

/**
 * Why a request was refused, for the logs (the client only ever sees BOT_CHECK_FAILED):
 * - `missing-token`, `malformed-token`: no usable x-recaptcha-token header; siteverify is not asked;
 * - `verify-unavailable`: siteverify could not be reached, timed out, or answered something other than its JSON;
 * - `token-rejected`: siteverify said `success: false` (its `error-codes` say why: expired, replayed, wrong secret…);
 * - `wrong-action`, `wrong-hostname`, `low-score`: a valid token, but not for this action, page or a human enough score.
 */
export type BotCheckRefusal =
    | 'missing-token'
    | 'malformed-token'
    | 'verify-unavailable'
    | 'token-rejected'
    | 'wrong-action'
    | 'wrong-hostname'
    | 'low-score';

/** What siteverify said about a token, as far as it said it. */
export interface VerifyDetails {
    score?: number;
    action?: string;
    hostname?: string;
    errorCodes?: string[];
}

export type BotCheckOutcome =
    | ({ passed: true; score: number } & VerifyDetails)
    | ({ passed: false; reason: BotCheckRefusal; cause?: string } & VerifyDetails);
