// An address as the forms' default values: the commerce server keeps one full name, the forms ask for first and last.
import type { CheckoutAddress, SavedAddress } from '~/lib/checkout/checkout.server';

export type AddressFormValue = Record<
    | 'firstName'
    | 'lastName'
    | 'streetLine1'
    | 'streetLine2'
    | 'postalCode'
    | 'city'
    | 'province'
    | 'countryCode'
    | 'phoneNumber',
    string
>;

/**
 * Splits a full name back into first and last: by the customer's own names when they match it, else at the first
 * space (a shopper sees and corrects it in the form).
 */
export function splitFullName(fullName: string, known?: { firstName: string | null; lastName: string | null }) {
    const name = fullName.trim();
    if (known?.firstName && known.lastName && name === `${known.firstName} ${known.lastName}`) {
        return { firstName: known.firstName, lastName: known.lastName };
    }
    const space = name.indexOf(' ');
    return space < 0
        ? { firstName: name, lastName: '' }
        : { firstName: name.slice(0, space), lastName: name.slice(space + 1) };
}

export function addressFormValue(
    address: CheckoutAddress | Omit<SavedAddress, 'id' | 'defaultShippingAddress' | 'defaultBillingAddress'>,
    known?: { firstName: string | null; lastName: string | null },
): AddressFormValue {
    return {
        ...splitFullName(address.fullName ?? '', known),
        streetLine1: address.streetLine1 ?? '',
        streetLine2: address.streetLine2 ?? '',
        postalCode: address.postalCode ?? '',
        city: address.city ?? '',
        province: address.province ?? '',
        countryCode: address.countryCode ?? 'IT',
        phoneNumber: address.phoneNumber ?? '',
    };
}

export function savedAddressFormValue(address: SavedAddress): AddressFormValue {
    return addressFormValue(address);
}
