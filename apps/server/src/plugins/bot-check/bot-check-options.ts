/** The bot check's options from the checked environment (RECAPTCHA_*): off without a secret key. */
import type { ServerEnv } from '../../environment';
import { BotCheckPluginOptions } from './types';

type RecaptchaEnv = Pick<
    ServerEnv,
    | 'RECAPTCHA_SECRET_KEY'
    | 'RECAPTCHA_VERIFY_URL'
    | 'RECAPTCHA_MIN_SCORE'
    | 'RECAPTCHA_HOSTNAMES'
    | 'RECAPTCHA_VERIFY_TIMEOUT_MS'
    | 'STOREFRONT_ORIGIN'
>;

export function botCheckOptionsFromEnv(env: RecaptchaEnv): BotCheckPluginOptions {
    if (!env.RECAPTCHA_SECRET_KEY) return { recaptcha: null };
    const listed = (env.RECAPTCHA_HOSTNAMES ?? '')
        .split(',')
        .map(h => h.trim().toLowerCase())
        .filter(Boolean);
    return {
        recaptcha: {
            secretKey: env.RECAPTCHA_SECRET_KEY,
            verifyUrl: env.RECAPTCHA_VERIFY_URL,
            minScore: env.RECAPTCHA_MIN_SCORE,
            // The storefront's pages are where shoppers get their tokens.
            hostnames: listed.length > 0 ? listed : [new URL(env.STOREFRONT_ORIGIN).hostname],
            timeoutMs: env.RECAPTCHA_VERIFY_TIMEOUT_MS,
        },
    };
}
