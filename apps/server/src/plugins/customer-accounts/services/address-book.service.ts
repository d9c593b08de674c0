/**
 * A registered customer's address book grows from their orders: when an order is placed, its delivery address (and a
 * different billing address) is saved unless the book already holds it, so the next checkout offers it under "Usa
 * questo indirizzo". The first saved addresses become the defaults, as Vendure does for its own payment flow
 * (`createAddressesForNewCustomer`, which checkout's payments plugin does not pass through). Guests' addresses stay
 * on their orders only: a shopper who did not ask for an account gets no address book.
 */
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { OrderAddress } from '@vendure/common/lib/generated-types';
import { Address, CustomerService, EventBus, ID, Logger, Order, OrderPlacedEvent, RequestContext } from '@vendure/core';

import { loggerCtx } from '../constants';

type SavedAddress = Partial<Pick<Address, 'fullName' | 'streetLine1' | 'streetLine2' | 'postalCode' | 'city'>> & {
    country?: { code: string };
};

const normalised = (value: string | undefined | null) => (value ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/** The same place for the same person: name, street, CAP, city and country, ignoring case and spacing. */
export function sameAddress(saved: SavedAddress, address: OrderAddress): boolean {
    return (
        normalised(saved.fullName) === normalised(address.fullName) &&
        normalised(saved.streetLine1) === normalised(address.streetLine1) &&
        normalised(saved.streetLine2) === normalised(address.streetLine2) &&
        normalised(saved.postalCode) === normalised(address.postalCode) &&
        normalised(saved.city) === normalised(address.city) &&
        normalised(saved.country?.code) === normalised(address.countryCode)
    );
}

function isComplete(address: OrderAddress | undefined): address is OrderAddress {
    return Boolean(address?.streetLine1 && address.countryCode && address.city && address.postalCode);
}

@Injectable()
export class AddressBookService implements OnApplicationBootstrap {
    constructor(
        private eventBus: EventBus,
        private customerService: CustomerService,
    ) {}

    onApplicationBootstrap(): void {
        this.eventBus.ofType(OrderPlacedEvent).subscribe(event => {
            this.saveOrderAddresses(event.ctx, event.order).catch((error: unknown) =>
                Logger.error(
                    `The addresses of order ${event.order.code} were not saved to the customer: ${String(error)}`,
                    loggerCtx,
                ),
            );
        });
    }

    async saveOrderAddresses(ctx: RequestContext, order: Order): Promise<void> {
        const customerId: ID | undefined = order.customerId ?? order.customer?.id;
        if (!customerId || !isComplete(order.shippingAddress)) return;
        const customer = await this.customerService.findOne(ctx, customerId, ['user']);
        if (!customer?.user) return;
        const saved = await this.customerService.findAddressesByCustomerId(ctx, customerId);
        const first = saved.length === 0;
        const shipping = order.shippingAddress;
        const billing = isComplete(order.billingAddress) ? order.billingAddress : undefined;
        const separateBilling = billing && !sameAddress(toSaved(shipping), billing) ? billing : undefined;
        if (!saved.some(address => sameAddress(address, shipping))) {
            await this.customerService.createAddress(ctx, customerId, {
                ...addressInput(shipping),
                defaultShippingAddress: first,
                defaultBillingAddress: first && !separateBilling,
            });
        }
        if (separateBilling && !saved.some(address => sameAddress(address, separateBilling))) {
            await this.customerService.createAddress(ctx, customerId, {
                ...addressInput(separateBilling),
                defaultShippingAddress: false,
                defaultBillingAddress: first,
            });
        }
    }
}

function toSaved(address: OrderAddress): SavedAddress {
    return { ...address, country: { code: address.countryCode ?? '' } };
}

function addressInput(address: OrderAddress) {
    return {
        fullName: address.fullName ?? '',
        company: address.company ?? '',
        streetLine1: address.streetLine1 ?? '',
        streetLine2: address.streetLine2 ?? '',
        city: address.city ?? '',
        province: address.province ?? '',
        postalCode: address.postalCode ?? '',
        countryCode: address.countryCode ?? '',
        phoneNumber: address.phoneNumber ?? '',
    };
}
