// The commerce server's side of checkout (Vendure's native order calls): the order as the steps read it, and each
// step's writes. Every amount comes from the commerce server; the storefront only passes on what the shopper typed.
import type { BillingForm, ShippingForm } from '@shop/rules';
import { SDI_CONSUMER_CODE } from '@shop/rules';
import { CartFragment } from '~/components/cart/cart.fragment';
import type { CartView } from '~/lib/cart/cart';
import { toCartView } from '~/lib/cart/cart-view.server';
import type { CheckoutProgress } from '~/lib/checkout/checkout-steps';
import { shopQuery } from '~/lib/vendure/client.server';
import { graphql, readFragment, type FragmentOf, type ResultOf } from '~/lib/vendure/graphql';
import type { ShopRequestContext } from '~/lib/vendure/request-context.server';

export const AddressFields = graphql(`
    fragment CheckoutAddress on OrderAddress {
        fullName
        company
        streetLine1
        streetLine2
        city
        province
        postalCode
        countryCode
        phoneNumber
    }
`);

const CHECKOUT_ORDER = graphql(
    `
        query CheckoutOrder {
            activeOrder {
                id
                code
                state
                customer {
                    id
                    emailAddress
                    firstName
                    lastName
                    user {
                        id
                    }
                }
                shippingAddress {
                    ...CheckoutAddress
                }
                billingAddress {
                    ...CheckoutAddress
                }
                shippingLines {
                    priceWithTax
                    shippingMethod {
                        id
                        code
                        name
                    }
                }
                customFields {
                    invoiceRequested
                    businessCompanyName
                    businessVatNumber
                    businessFiscalCode
                    businessSdiCode
                    businessPec
                }
                ...Cart
            }
            activeCustomer {
                id
                addresses {
                    id
                    fullName
                    company
                    streetLine1
                    streetLine2
                    city
                    province
                    postalCode
                    country {
                        code
                    }
                    phoneNumber
                    defaultShippingAddress
                    defaultBillingAddress
                }
            }
        }
    `,
    [AddressFields, CartFragment],
);

const ELIGIBLE_SHIPPING = graphql(`
    query CheckoutShippingMethods {
        eligibleShippingMethods {
            id
            code
            name
            description
            priceWithTax
        }
    }
`);

const ELIGIBLE_PAYMENT = graphql(`
    query CheckoutPaymentMethods {
        eligiblePaymentMethods {
            id
            code
            name
            isEligible
            eligibilityMessage
        }
    }
`);

/** What every checkout write answers when the commerce server refuses it: the code the actions map to a message. */
const WriteErrorFields = graphql(`
    fragment CheckoutWriteError on ErrorResult @_unmask {
        errorCode
        message
    }
`);

const SET_CUSTOMER = graphql(
    `
        mutation CheckoutSetCustomer($input: CreateCustomerInput!) {
            setCustomerForOrder(input: $input) {
                __typename
                ...CheckoutWriteError
            }
        }
    `,
    [WriteErrorFields],
);

const SET_SHIPPING_ADDRESS = graphql(
    `
        mutation CheckoutSetShippingAddress($input: CreateAddressInput!) {
            setOrderShippingAddress(input: $input) {
                __typename
                ...CheckoutWriteError
            }
        }
    `,
    [WriteErrorFields],
);

const SET_SHIPPING_METHOD = graphql(
    `
        mutation CheckoutSetShippingMethod($ids: [ID!]!) {
            setOrderShippingMethod(shippingMethodId: $ids) {
                __typename
                ...CheckoutWriteError
            }
        }
    `,
    [WriteErrorFields],
);

const SET_BILLING_ADDRESS = graphql(
    `
        mutation CheckoutSetBillingAddress($input: CreateAddressInput!) {
            setOrderBillingAddress(input: $input) {
                __typename
                ...CheckoutWriteError
            }
        }
    `,
    [WriteErrorFields],
);

const SET_INVOICE = graphql(
    `
        mutation CheckoutSetInvoice($input: UpdateOrderInput!) {
            setOrderCustomFields(input: $input) {
                __typename
                ...CheckoutWriteError
            }
        }
    `,
    [WriteErrorFields],
);

type OrderResult = ResultOf<typeof CHECKOUT_ORDER>;
type ApiOrder = NonNullable<OrderResult['activeOrder']>;
export type CheckoutAddress = ResultOf<typeof AddressFields>;
export type ShippingQuote = ResultOf<typeof ELIGIBLE_SHIPPING>['eligibleShippingMethods'][number];
export type PaymentQuote = ResultOf<typeof ELIGIBLE_PAYMENT>['eligiblePaymentMethods'][number];

export interface SavedAddress extends Omit<CheckoutAddress, 'countryCode'> {
    id: string;
    countryCode: string;
    defaultShippingAddress: boolean;
    defaultBillingAddress: boolean;
}

export interface InvoiceData {
    requested: boolean;
    companyName: string | null;
    vatNumber: string | null;
    fiscalCode: string | null;
    sdiCode: string | null;
    pec: string | null;
}

/** The active order as the checkout reads it; null without one. */
export interface CheckoutOrder {
    id: string;
    code: string;
    state: string;
    email: string | null;
    firstName: string | null;
    lastName: string | null;
    signedIn: boolean;
    shippingAddress: CheckoutAddress | null;
    billingAddress: CheckoutAddress | null;
    shippingMethod: { id: string; name: string; price: number } | null;
    invoice: InvoiceData;
    cart: CartView;
}

export interface CheckoutState {
    order: CheckoutOrder | null;
    savedAddresses: SavedAddress[];
    signedIn: boolean;
    authToken?: string;
}

/** An address the commerce server stores with an empty street counts as none. */
function addressOf(masked: FragmentOf<typeof AddressFields> | null | undefined): CheckoutAddress | null {
    const address = masked ? readFragment(AddressFields, masked) : null;
    return address?.streetLine1 ? address : null;
}

function toOrder(order: ApiOrder): CheckoutOrder {
    const line = order.shippingLines[0];
    const fields = order.customFields;
    return {
        id: order.id,
        code: order.code,
        state: order.state,
        email: order.customer?.emailAddress ?? null,
        firstName: order.customer?.firstName || null,
        lastName: order.customer?.lastName || null,
        signedIn: Boolean(order.customer?.user),
        shippingAddress: addressOf(order.shippingAddress),
        billingAddress: addressOf(order.billingAddress),
        shippingMethod: line
            ? { id: line.shippingMethod.id, name: line.shippingMethod.name, price: line.priceWithTax }
            : null,
        invoice: {
            requested: fields?.invoiceRequested ?? false,
            companyName: fields?.businessCompanyName ?? null,
            vatNumber: fields?.businessVatNumber ?? null,
            fiscalCode: fields?.businessFiscalCode ?? null,
            sdiCode: fields?.businessSdiCode ?? null,
            pec: fields?.businessPec ?? null,
        },
        cart: toCartView(order),
    };
}

export async function loadCheckout(ctx: ShopRequestContext): Promise<CheckoutState> {
    if (!ctx.authToken) return { order: null, savedAddresses: [], signedIn: false };
    const result = await shopQuery(CHECKOUT_ORDER, {}, ctx);
    const { activeOrder, activeCustomer } = result.data;
    return {
        order: activeOrder ? toOrder(activeOrder) : null,
        savedAddresses: (activeCustomer?.addresses ?? []).map(address => ({
            ...address,
            countryCode: address.country.code,
            defaultShippingAddress: address.defaultShippingAddress ?? false,
            defaultBillingAddress: address.defaultBillingAddress ?? false,
        })),
        signedIn: activeCustomer !== null,
        authToken: result.authToken,
    };
}

export function progressOf(order: CheckoutOrder | null): CheckoutProgress {
    return {
        hasLines: (order?.cart.lines.length ?? 0) > 0,
        hasCustomer: Boolean(order?.email),
        hasShipping: Boolean(order?.shippingAddress && order.shippingMethod),
        hasBilling: Boolean(order?.billingAddress),
    };
}

export async function shippingQuotes(ctx: ShopRequestContext): Promise<ShippingQuote[]> {
    const result = await shopQuery(ELIGIBLE_SHIPPING, {}, ctx);
    return [...result.data.eligibleShippingMethods].sort((a, b) => a.priceWithTax - b.priceWithTax);
}

export async function paymentQuotes(ctx: ShopRequestContext): Promise<PaymentQuote[]> {
    const result = await shopQuery(ELIGIBLE_PAYMENT, {}, ctx);
    return result.data.eligiblePaymentMethods;
}

/** What a write answers: done, or the commerce server's error code and message. */
export type CheckoutWrite = { ok: true } | { ok: false; errorCode: string; message: string };

function written(node: { __typename: string; errorCode?: string; message?: string }): CheckoutWrite {
    return node.errorCode !== undefined
        ? { ok: false, errorCode: node.errorCode, message: node.message ?? '' }
        : { ok: true };
}

/** A guest's email (and, once known, name) on the order. */
export async function setGuestCustomer(
    ctx: ShopRequestContext,
    input: { email: string; firstName?: string; lastName?: string },
): Promise<CheckoutWrite> {
    const result = await shopQuery(
        SET_CUSTOMER,
        { input: { emailAddress: input.email, firstName: input.firstName ?? '', lastName: input.lastName ?? '' } },
        ctx,
    );
    return written(result.data.setCustomerForOrder);
}

export function fullNameOf(first: string, last: string): string {
    return `${first} ${last}`.replace(/\s+/g, ' ').trim();
}

type AddressForm = Pick<
    ShippingForm,
    'firstName' | 'lastName' | 'streetLine1' | 'streetLine2' | 'postalCode' | 'city' | 'province' | 'countryCode'
> & { phoneNumber?: string };

function addressInput(form: AddressForm) {
    return {
        fullName: fullNameOf(form.firstName, form.lastName),
        streetLine1: form.streetLine1,
        streetLine2: form.streetLine2 || null,
        city: form.city,
        province: form.province || null,
        postalCode: form.postalCode,
        countryCode: form.countryCode,
        phoneNumber: form.phoneNumber || null,
    };
}

/**
 * The delivery address, then the chosen method if it is eligible there, else the cheapest that is. No method for
 * the address answers NO_SHIPPING_METHODS (requirements §8 'No shipping methods for this country').
 */
export async function saveShipping(ctx: ShopRequestContext, form: ShippingForm): Promise<CheckoutWrite> {
    const address = await shopQuery(SET_SHIPPING_ADDRESS, { input: addressInput(form) }, ctx);
    const saved = written(address.data.setOrderShippingAddress);
    if (!saved.ok) return saved;
    const quotes = await shippingQuotes(ctx);
    const chosen = quotes.find(quote => quote.id === form.shippingMethodId) ?? quotes[0];
    if (!chosen)
        return { ok: false, errorCode: 'NO_SHIPPING_METHODS', message: 'No shipping methods for this country' };
    const method = await shopQuery(SET_SHIPPING_METHOD, { ids: [chosen.id] }, ctx);
    return written(method.data.setOrderShippingMethod);
}

/** The billing address (the delivery one again when asked) and the invoice data, stored on the order. */
export async function saveBilling(
    ctx: ShopRequestContext,
    form: BillingForm,
    shippingAddress: CheckoutAddress,
): Promise<CheckoutWrite> {
    const input = form.sameAsShipping
        ? {
              fullName: shippingAddress.fullName,
              streetLine1: shippingAddress.streetLine1 ?? '',
              streetLine2: shippingAddress.streetLine2,
              city: shippingAddress.city,
              province: shippingAddress.province,
              postalCode: shippingAddress.postalCode,
              countryCode: shippingAddress.countryCode ?? 'IT',
              phoneNumber: shippingAddress.phoneNumber,
          }
        : addressInput(form as AddressForm);
    const company = form.invoice === 'company';
    const address = await shopQuery(
        SET_BILLING_ADDRESS,
        { input: company && form.companyName ? { ...input, company: form.companyName } : input },
        ctx,
    );
    const saved = written(address.data.setOrderBillingAddress);
    if (!saved.ok) return saved;
    const invoice = await shopQuery(
        SET_INVOICE,
        {
            input: {
                customFields: {
                    invoiceRequested: form.invoice !== 'none',
                    businessCompanyName: company ? (form.companyName ?? null) : null,
                    businessVatNumber: company ? (form.vatNumber ?? null) : null,
                    businessFiscalCode: form.invoice === 'person' ? (form.fiscalCode ?? null) : null,
                    // A company invoiced by PEC alone, and a private person, get the consumers' code (italy-facts §3).
                    businessSdiCode: company
                        ? form.sdiCode || SDI_CONSUMER_CODE
                        : form.invoice === 'person'
                          ? SDI_CONSUMER_CODE
                          : null,
                    businessPec: company ? (form.pec ?? null) : null,
                },
            },
        },
        ctx,
    );
    return written(invoice.data.setOrderCustomFields);
}
