/**
 * Customer accounts on Vendure's native authentication (requirements §2.3, §5, §6): registration with the shop's rules
 * and consents, the password policy for every stored password, and no way to tell which addresses have an account
 * from the answers or their timing; a registered customer's placed orders fill their address book. Rate limits are the rate-limit plugin's (decision 022); decision 031 explains.
 */
import { OnApplicationBootstrap } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { I18nService, PluginCommonModule, VendurePlugin } from '@vendure/core';

import { AccountRequestsInterceptor } from './api/account-requests.interceptor';
import { EmailAddressInterceptor } from './api/email-address.interceptor';
import { shopApiExtensions } from './api/api-extensions';
import {
    CustomerAccountsShopResolver,
    RegisterShopCustomerResultResolver,
} from './api/customer-accounts-shop.resolver';
import { ShopOrderByCodeAccessStrategy } from './config/shop-order-by-code-access.strategy';
import { INVALID_EMAIL_ADDRESS_MESSAGE } from './errors';
import { AddressBookService } from './services/address-book.service';
import { CustomerRegistrationService } from './services/customer-registration.service';

@VendurePlugin({
    imports: [PluginCommonModule],
    providers: [
        CustomerRegistrationService,
        AddressBookService,
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
    constructor(private i18nService: I18nService) {}

    onApplicationBootstrap() {
        this.i18nService.addTranslation('en', { error: { 'invalid-email-address': INVALID_EMAIL_ADDRESS_MESSAGE } });
    }
}
