/**
 * Customer accounts on Vendure's native authentication (requirements §2.3, §5, §6): registration with the shop's rules
 * and consents, the password policy for every stored password, and no way to tell which addresses have an account
 * from the answers or their timing; a registered customer's placed orders fill their address book. Rate limits are the rate-limit plugin's (decision 022); decision 031 explains.
 */
import { OnApplicationBootstrap } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { HistoryEntryType } from '@vendure/common/lib/generated-types';
import { EventBus, HistoryEntryEvent, I18nService, ID, PluginCommonModule, VendurePlugin } from '@vendure/core';

import { AccountRequestsInterceptor } from './api/account-requests.interceptor';
import { EmailAddressInterceptor } from './api/email-address.interceptor';
import { shopApiExtensions } from './api/api-extensions';
import {
    CustomerAccountsShopResolver,
    RegisterShopCustomerResultResolver,
} from './api/customer-accounts-shop.resolver';
import { ShopOrderByCodeAccessStrategy } from './config/shop-order-by-code-access.strategy';
import { INVALID_EMAIL_ADDRESS_MESSAGE } from './errors';
import { AccountSessionsService } from './services/account-sessions.service';
import { AddressBookService } from './services/address-book.service';
import { CustomerRegistrationService } from './services/customer-registration.service';

@VendurePlugin({
    imports: [PluginCommonModule],
    providers: [
        CustomerRegistrationService,
        AddressBookService,
        AccountSessionsService,
        { provide: APP_INTERCEPTOR, useClass: AccountRequestsInterceptor },
        { provide: APP_INTERCEPTOR, useClass: EmailAddressInterceptor },
    ],
    shopApiExtensions: {
        schema: shopApiExtensions,
        resolvers: [CustomerAccountsShopResolver, RegisterShopCustomerResultResolver],
    },
    configuration: config => {
        // A registered customer's placed order answers only to their session (decision 063).
        config.orderOptions.orderByCodeAccessStrategy = new ShopOrderByCodeAccessStrategy();
        return config;
    },
    compatibility: '^3.1.0',
})
export class CustomerAccountsPlugin implements OnApplicationBootstrap {
    constructor(
        private i18nService: I18nService,
        private eventBus: EventBus,
        private sessions: AccountSessionsService,
    ) {}

    onApplicationBootstrap() {
        this.i18nService.addTranslation('en', { error: { 'invalid-email-address': INVALID_EMAIL_ADDRESS_MESSAGE } });
        // Vendure records a password change and a verified reset as customer history entries, in the request's
        // transaction and before a reset signs in: the other sessions end with the old password (decision 064).
        this.eventBus.registerBlockingEventHandler({
            event: HistoryEntryEvent,
            id: 'customer-accounts-end-sessions-on-password-change',
            handler: event => {
                if (event.historyType !== 'customer' || event.type !== 'created') return;
                const input = event.input as { type?: HistoryEntryType } | undefined;
                const customerId = (event.entity as { customer?: { id: ID } }).customer?.id;
                if (customerId === undefined) return;
                if (input?.type === HistoryEntryType.CUSTOMER_PASSWORD_RESET_VERIFIED) {
                    return this.sessions.endSessions(event.ctx, customerId).then(() => undefined);
                }
                if (input?.type === HistoryEntryType.CUSTOMER_PASSWORD_UPDATED) {
                    return this.sessions
                        .endSessions(event.ctx, customerId, event.ctx.session?.token)
                        .then(() => undefined);
                }
            },
        });
    }
}
