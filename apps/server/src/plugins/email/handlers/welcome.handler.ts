/**
 * The welcome email, when a shopper's own account becomes usable: Vendure records `CUSTOMER_VERIFIED` in the
 * customer's history at that moment, at registration when accounts are signed in at once
 * (`requireVerification: false`), or when the address is confirmed otherwise. Vendure's `AccountRegistrationEvent`
 * is not that moment: with verification off, `registerCustomerAccount` publishes none for a new account, and a
 * customer created by staff publishes one. Only the shop API counts: an account staff make is theirs to announce.
 * It also tells the owner of an address someone else registered, who is asked to write to customer service.
 */
import { HistoryEntryType } from '@vendure/common/lib/generated-types';
import { CustomerService, HistoryEntryEvent, ID } from '@vendure/core';
import { EmailEventListener } from '@vendure/email-plugin';

import { accountUrl } from '../services/storefront-links';
import { ShopTemplateGlobals } from '../types';

/** The customer a customer history entry belongs to (Vendure's `CustomerHistoryEntry`, which it does not export). */
function customerIdOf(event: HistoryEntryEvent): ID | undefined {
    return (event.entity as { customer?: { id?: ID } }).customer?.id;
}

export function isOwnAccountVerified(event: HistoryEntryEvent): boolean {
    return (
        event.type === 'created' &&
        event.historyType === 'customer' &&
        typeof event.input === 'object' &&
        event.input.type === HistoryEntryType.CUSTOMER_VERIFIED &&
        event.ctx.apiType === 'shop' &&
        customerIdOf(event) != null
    );
}

export const welcomeHandler = new EmailEventListener('welcome')
    .on(HistoryEntryEvent)
    .filter(isOwnAccountVerified)
    .loadData(async ({ event, injector }) => {
        const customerId = customerIdOf(event)!;
        const customer = await injector.get(CustomerService).findOne(event.ctx, customerId);
        if (!customer) {
            throw new Error(`The customer ${customerId} whose account was just verified was not found.`);
        }
        return { emailAddress: customer.emailAddress, firstName: customer.firstName || null };
    })
    .setRecipient(event => event.data.emailAddress)
    .setFrom('{{ fromAddress }}')
    .setSubject('Ti diamo il benvenuto su {{ shopName }}')
    .setTemplateVars((event, globals) => ({
        title: 'Il tuo account è pronto',
        firstName: event.data.firstName,
        emailAddress: event.data.emailAddress,
        accountUrl: accountUrl((globals as ShopTemplateGlobals).storefrontOrigin),
    }));
