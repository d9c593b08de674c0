// The account forms (sign in, register, forgot and reset password), shared by the browser and the server: each has an
// id and the `intent` its posts carry. Their schemas are in account-schemas.ts, apart, so that a page's first-load
// JavaScript holds no Zod (decision 038).
import type { BotCheckAction } from '~/lib/bot-check/recaptcha';

export const ACCOUNT_INTENTS = ['login', 'register', 'forgot-password', 'reset-password'] as const;
export type AccountIntent = (typeof ACCOUNT_INTENTS)[number];

export function isAccountIntent(value: unknown): value is AccountIntent {
    return typeof value === 'string' && (ACCOUNT_INTENTS as readonly string[]).includes(value);
}

export function accountFormId(intent: AccountIntent): string {
    return `account-${intent}`;
}

/** The action of the bot check for each protected form (the commerce server expects the same names). */
export const BOT_CHECK_ACTIONS: Partial<Record<AccountIntent, BotCheckAction>> = {
    register: 'register',
    'forgot-password': 'forgot_password',
};
