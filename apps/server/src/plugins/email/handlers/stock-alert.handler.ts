/**
 * The back-in-stock email, on the stock alerts' `StockAlertDueEvent` (published once per request, after it was marked
 * done): the product is available again, a button to its page on the chosen variant, and a link that cancels the
 * request, for an address that did not ask or no longer wants it (decision 045).
 */
import { RequestContext } from '@vendure/core';
import { EmailEventListener } from '@vendure/email-plugin';

import { StockAlertDueEvent } from '../../stock-alert/services/stock-alert-due.event';
import { contentPageUrl, productUrl, stockAlertCancelUrl } from '../services/storefront-links';
import { ShopTemplateGlobals } from '../types';

/** The CMS page the email's privacy line links to (seed/store-content.ts). */
export const PRIVACY_PAGE_SLUG = 'privacy-policy';

export const stockAlertHandler = new EmailEventListener('stock-alert')
    .on(StockAlertDueEvent)
    .setRecipient(event => event.alert.emailAddress)
    .setFrom('{{ fromAddress }}')
    // Triple braces: a subject is plain text, so a name with "&" or quotes is not to be HTML-escaped.
    .setSubject('È tornato disponibile: {{{ productName }}}')
    .setTemplateVars((event, globals) => {
        const { storefrontOrigin } = globals as ShopTemplateGlobals;
        const { alert } = event;
        return {
            title: 'È tornato disponibile',
            productName: alert.productName,
            variantName: alert.variantName,
            productUrl: productUrl(storefrontOrigin, alert.productCode, alert.sku),
            cancelUrl: stockAlertCancelUrl(storefrontOrigin, alert.cancelToken),
            privacyUrl: contentPageUrl(storefrontOrigin, PRIVACY_PAGE_SLUG),
            serviceNote: 'Questa email risponde a un avviso di disponibilità chiesto con questo indirizzo.',
        };
    })
    .setMockEvent(
        new StockAlertDueEvent(RequestContext.empty(), {
            alertId: 1,
            emailAddress: 'mario.rossi@example.com',
            productName: 'Samsung Galaxy A55 5G',
            variantName: 'Blu · 128 GB',
            productCode: 'SM-A556B/DS',
            sku: 'SM-A556B-128-BLU',
            cancelToken: '1.esempio',
        }),
    );
