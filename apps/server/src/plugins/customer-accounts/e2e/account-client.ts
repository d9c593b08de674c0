/** A shopper talking to the real shop API over HTTP, keeping the session token it is given, as the storefront does. */

export interface Answer {
    status: number;
    token: string | undefined;
    /** Milliseconds from sending the request to reading the whole answer. */
    ms: number;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several shapes, read field by field
    data: Record<string, any> | null;
    errors?: Array<{ message: string; extensions?: { code?: string; retryAfter?: number } }>;
}

export async function call(
    base: string,
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
): Promise<Answer> {
    const started = performance.now();
    const res = await fetch(`${base}/shop-api`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as Pick<Answer, 'data' | 'errors'>;
    return {
        status: res.status,
        token: res.headers.get('vendure-auth-token') ?? undefined,
        ms: performance.now() - started,
        ...body,
    };
}

export function shopper(base: string) {
    let token: string | undefined;
    return {
        get token() {
            return token;
        },
        async shop(query: string, variables: Record<string, unknown> = {}) {
            const answer = await call(base, query, variables, token ? { authorization: `Bearer ${token}` } : {});
            token = answer.token ?? token;
            return answer;
        },
    };
}

export function median(values: number[]): number {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export const REGISTER = `mutation Register($input: ShopRegistrationInput!) {
    registerShopCustomer(input: $input) {
        __typename
        ... on ErrorResult { errorCode message }
        ... on RegistrationInputError { field reason }
        ... on PasswordValidationError { validationErrorMessage }
    }
}`;

export const LOGIN = `mutation Login($username: String!, $password: String!) {
    login(username: $username, password: $password) {
        __typename
        ... on CurrentUser { identifier }
        ... on ErrorResult { errorCode message }
    }
}`;

export const REQUEST_RESET = `mutation RequestReset($emailAddress: String!) {
    requestPasswordReset(emailAddress: $emailAddress) {
        __typename
        ... on Success { success }
        ... on ErrorResult { errorCode message }
    }
}`;

export const RESET = `mutation Reset($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password) {
        __typename
        ... on CurrentUser { identifier }
        ... on ErrorResult { errorCode message }
        ... on PasswordValidationError { validationErrorMessage }
    }
}`;

/** A registration that passes every rule; override what a test is about. */
export function registration(emailAddress: string, overrides: Record<string, unknown> = {}) {
    return {
        input: {
            emailAddress,
            firstName: 'Giulia',
            lastName: "D'Angelo",
            fiscalCode: 'rssmra85t10a562s',
            password: 'Bicicletta7!',
            privacyAccepted: true,
            newsletter: true,
            ...overrides,
        },
    };
}
