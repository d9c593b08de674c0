import { BotCheckAction } from './types';

export const BOT_CHECK_PLUGIN_OPTIONS = Symbol('BOT_CHECK_PLUGIN_OPTIONS');

export const loggerCtx = 'BotCheckPlugin';

/** The GraphQL error code of a request refused by the bot check (decision 010: clients recognise it by code). */
export const BOT_CHECK_FAILED_CODE = 'BOT_CHECK_FAILED';

/** The request header that carries the reCAPTCHA token the shopper's browser got for the action. */
export const RECAPTCHA_TOKEN_HEADER = 'x-recaptcha-token';

/** Google's token is about 2 KB; a header longer than this, or with anything but printable ASCII, is no token. */
export const MAX_TOKEN_LENGTH = 4096;

/**
 * Shop API mutations the bot check protects, each with the reCAPTCHA action its token must have been made for
 * (decision 029). The newsletter and contact mutations join with `newsletter` and `contact` when they exist.
 */
export const BOT_CHECK_ACTIONS: Readonly<Record<string, BotCheckAction>> = {
    registerShopCustomer: 'register',
    requestPasswordReset: 'forgot_password',
};
