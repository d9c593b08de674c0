/**
 * Vendure's EmailPlugin configured from the environment (decision 028): SMTP when `SMTP_HOST` is set (always in
 * production), otherwise every email kept as a file in DATA_DIR/mailbox and shown at /mailbox.
 */
import path from 'node:path';

import {
    EmailPlugin,
    EmailPluginDevModeOptions,
    EmailPluginOptions,
    FileBasedTemplateLoader,
    SMTPTransportOptions,
} from '@vendure/email-plugin';
import { Type } from '@vendure/core';

import { ServerEnv } from '../../environment';
import { servesDashboard } from '../../lib/server-role';
import { SHOP_NAME } from '../../seed/store-content';
import { BRAND_COLOUR, EMAIL_TEMPLATE_DIR, MAILBOX_FOLDER, MAILBOX_ROUTE } from './constants';
import { shopEmailHandlers } from './handlers';
import { SingleRecipientEmailSender } from './services/single-recipient-email-sender';
import { homeUrl } from './services/storefront-links';
import { ShopTemplateGlobals } from './types';

/**
 * The development mailbox shows every email, reset links included, so it is served only without a mail server,
 * never in production, and only by a process that serves the staff side (not a `shop` role's public listener).
 */
export function servesDevMailbox(env: ServerEnv): boolean {
    return !env.SMTP_HOST && env.NODE_ENV !== 'production' && servesDashboard(env.SERVER_ROLE);
}

export function mailboxDir(env: ServerEnv): string {
    return path.join(env.DATA_DIR, MAILBOX_FOLDER);
}

export function smtpTransport(env: ServerEnv & { SMTP_HOST: string }): SMTPTransportOptions {
    const secure = env.SMTP_SECURE ? env.SMTP_SECURE === 'true' : env.SMTP_PORT === 465;
    return {
        type: 'smtp',
        host: env.SMTP_HOST,
        port: env.SMTP_PORT,
        secure,
        auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD } : undefined,
        // A login never crosses the network in clear: without TLS from the start, the server must offer STARTTLS.
        requireTLS: !secure && Boolean(env.SMTP_USER),
        // Nodemailer waits up to 2 minutes for a connection and 10 for a reply; a mail server that is down would hold
        // a worker's job that long. A failed send is retried by the job queue instead.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
    };
}

export function templateGlobals(env: ServerEnv): ShopTemplateGlobals {
    const storefrontOrigin = env.STOREFRONT_ORIGIN.replace(/\/+$/, '');
    return {
        shopName: SHOP_NAME,
        fromAddress: env.emailFrom,
        brandColour: BRAND_COLOUR,
        storefrontOrigin,
        homeUrl: homeUrl(storefrontOrigin),
        customerServiceEmail: env.customerServiceEmail,
    };
}

export function emailPluginOptions(env: ServerEnv): EmailPluginOptions | EmailPluginDevModeOptions {
    const common = {
        handlers: shopEmailHandlers,
        templateLoader: new FileBasedTemplateLoader(EMAIL_TEMPLATE_DIR),
        globalTemplateVars: { ...templateGlobals(env) },
        emailSender: new SingleRecipientEmailSender(),
    };
    if (env.SMTP_HOST) {
        return { ...common, transport: smtpTransport({ ...env, SMTP_HOST: env.SMTP_HOST }) };
    }
    if (servesDevMailbox(env)) {
        return { ...common, devMode: true, outputPath: mailboxDir(env), route: MAILBOX_ROUTE };
    }
    // A development process without the mailbox (a `shop` role) still keeps its emails where the mailbox reads them.
    return { ...common, transport: { type: 'file', outputPath: mailboxDir(env), raw: false } };
}

/**
 * Vendure's EmailPlugin keeps its options on the class, so the configuration built last before a bootstrap is the
 * one that runs (one per process in practice; tests build theirs right before starting).
 */
export function emailPlugin(env: ServerEnv): Type<EmailPlugin> {
    return EmailPlugin.init(emailPluginOptions(env));
}
