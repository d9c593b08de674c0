// Accounts and orders made directly on the real commerce server for HTTP tests: a registered customer through the
// shop API, a guest's placed order through staff's draft orders on the admin API (as staff take an order by phone).
import { inject } from 'vitest';
import { TEST_SUPERADMIN } from './commerce-server';

export const TEST_PASSWORD = 'Bicicletta7!';

interface Answer<T> {
    data: T;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
    token: string | null;
}

export async function graphqlCall<T>(
    url: string,
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
): Promise<Answer<T>> {
    const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as Omit<Answer<T>, 'token'>;
    return { ...body, token: res.headers.get('vendure-auth-token') };
}

export const shopApiUrl = () => inject('shopApiUrl');
const adminApiUrl = () => inject('shopApiUrl').replace(/\/shop-api$/, '/admin-api');

/** A new customer account that can sign in with TEST_PASSWORD. */
export async function registerCustomer(emailAddress: string, firstName = 'Chiara'): Promise<void> {
    const answer = await graphqlCall<{ registerShopCustomer: { __typename: string } }>(
        shopApiUrl(),
        `mutation($input: ShopRegistrationInput!) { registerShopCustomer(input: $input) { __typename } }`,
        {
            input: {
                emailAddress,
                firstName,
                lastName: 'Esposito',
                fiscalCode: 'RSSMRA85T10A562S',
                password: TEST_PASSWORD,
                privacyAccepted: true,
                newsletter: false,
            },
        },
    );
    if (answer.data?.registerShopCustomer.__typename !== 'Success') {
        throw new Error(`registration refused: ${JSON.stringify(answer)}`);
    }
}

let adminToken: string | undefined;

async function admin<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    if (!adminToken) {
        const login = await graphqlCall(
            adminApiUrl(),
            'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { __typename } }',
            { u: TEST_SUPERADMIN.username, p: TEST_SUPERADMIN.password },
        );
        adminToken = login.token ?? undefined;
    }
    const answer = await graphqlCall<T>(adminApiUrl(), query, variables, adminToken);
    if (answer.errors?.length) throw new Error(`admin API: ${JSON.stringify(answer.errors)}`);
    return answer.data;
}

/** A placed, paid order of a guest (no account), for `emailAddress`; its code. */
export async function placedGuestOrder(variantId: string, emailAddress: string): Promise<string> {
    const { createDraftOrder } = await admin<{ createDraftOrder: { id: string } }>(
        'mutation { createDraftOrder { id } }',
    );
    const orderId = createDraftOrder.id;
    await admin(
        `mutation($orderId: ID!, $variantId: ID!) {
            addItemToDraftOrder(orderId: $orderId, input: { productVariantId: $variantId, quantity: 1 }) { __typename }
        }`,
        { orderId, variantId },
    );
    await admin(
        `mutation($orderId: ID!, $email: String!) {
            setCustomerForDraftOrder(orderId: $orderId, input: { emailAddress: $email, firstName: "Giulia", lastName: "Bianchi" }) {
                __typename
            }
        }`,
        { orderId, email: emailAddress },
    );
    await admin(
        `mutation($orderId: ID!) {
            setDraftOrderShippingAddress(orderId: $orderId, input: {
                fullName: "Giulia Bianchi", streetLine1: "Via Roma 12", city: "Milano", province: "MI",
                postalCode: "20121", countryCode: "IT", phoneNumber: "+39 333 123 4567"
            }) { id }
        }`,
        { orderId },
    );
    const { eligibleShippingMethodsForDraftOrder } = await admin<{
        eligibleShippingMethodsForDraftOrder: Array<{ id: string }>;
    }>('query($orderId: ID!) { eligibleShippingMethodsForDraftOrder(orderId: $orderId) { id } }', { orderId });
    await admin(
        `mutation($orderId: ID!, $methodId: ID!) {
            setDraftOrderShippingMethod(orderId: $orderId, shippingMethodId: $methodId) { __typename }
        }`,
        { orderId, methodId: eligibleShippingMethodsForDraftOrder[0]!.id },
    );
    const moved = await admin<{ transitionOrderToState: { __typename: string; transitionError?: string } }>(
        `mutation($orderId: ID!) {
            transitionOrderToState(id: $orderId, state: "ArrangingPayment") {
                __typename ... on OrderStateTransitionError { transitionError }
            }
        }`,
        { orderId },
    );
    if (moved.transitionOrderToState.__typename !== 'Order') throw new Error(JSON.stringify(moved));
    const paid = await admin<{ addManualPaymentToOrder: { __typename: string; code?: string; state?: string } }>(
        `mutation($orderId: ID!) {
            addManualPaymentToOrder(input: { orderId: $orderId, method: "bonifico", metadata: {} }) {
                __typename ... on Order { code state }
            }
        }`,
        { orderId },
    );
    if (paid.addManualPaymentToOrder.state !== 'PaymentSettled') throw new Error(JSON.stringify(paid));
    return paid.addManualPaymentToOrder.code!;
}
