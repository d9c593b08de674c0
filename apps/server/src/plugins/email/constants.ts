import path from 'node:path';

/**
 * The Handlebars/MJML templates, one folder per email type plus `partials/`. They are not TypeScript, so the server's
 * build copies them beside the compiled plugin (package.json `build`): the same path works from `src` and `dist`.
 */
export const EMAIL_TEMPLATE_DIR = path.join(__dirname, 'templates');

/** The development mailbox's path on the server (http://127.0.0.1:3001/mailbox). */
export const MAILBOX_ROUTE = 'mailbox';

/** The folder under DATA_DIR where development keeps every email, as the mailbox reads them. */
export const MAILBOX_FOLDER = 'mailbox';

/**
 * How long a password-reset link works: Vendure's `authOptions.verificationTokenDuration`, which in Vendure 3.7 times
 * every emailed token (password reset, email verification and email change alike). Long enough to reach a mailbox
 * that is slow to deliver, short enough that an old email found later in a mailbox is useless. The email says it.
 */
export const PASSWORD_RESET_LINK_LIFETIME_MS = 2 * 60 * 60 * 1000;

/** The shop's look in every email: the theme colour (SPEC §1) on a white card. */
export const BRAND_COLOUR = '#D41025';

/** Dates in emails are the shop's: Italian words, Italian time. */
export const SHOP_TIME_ZONE = 'Europe/Rome';

export const loggerCtx = 'EmailPlugin';
