// The `customer` cookie (requirements §3): a token saying who is signed in and until when (`exp`, seconds). It is a JWT
// signed with the storefront's SESSION_SECRET, so the header's name and the analytics data cannot be forged; who the
// shopper is for anything that matters (orders, addresses) is still the commerce server's session, never this token.
import { jwtVerify, SignJWT } from 'jose';
import { env, sessionSecret } from '~/lib/env.server';

export const CUSTOMER_COOKIE = 'customer';

/** What the pages may show of a signed-in customer: the header's label and the analytics' customer data. */
export interface SignedInCustomer {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
}

export type CustomerToken =
    | { state: 'absent' }
    | { state: 'valid'; customer: SignedInCustomer; exp: number }
    /** Present but unreadable, forged or expired (requirements §4: the session has ended). */
    | { state: 'invalid' };

const ALGORITHM = 'HS256';
const key = new TextEncoder().encode(sessionSecret);

export function customerSessionSeconds(): number {
    return env.CUSTOMER_SESSION_DAYS * 24 * 60 * 60;
}

export async function signCustomerToken(customer: SignedInCustomer, nowMs = Date.now()): Promise<string> {
    const issuedAt = Math.floor(nowMs / 1000);
    return new SignJWT({ given_name: customer.firstName, family_name: customer.lastName, email: customer.email })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(customer.id)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + customerSessionSeconds())
        .sign(key);
}

/** requirements §5: a token must be decodable and its `exp` in the future; ours must also carry our signature. */
export async function readCustomerToken(value: string | undefined, nowMs = Date.now()): Promise<CustomerToken> {
    if (value === undefined || value === '') return { state: 'absent' };
    try {
        const { payload } = await jwtVerify(value, key, {
            algorithms: [ALGORITHM],
            currentDate: new Date(nowMs),
            requiredClaims: ['exp', 'sub'],
            // No leeway: expired means now past exp × 1000 (requirements §4).
            clockTolerance: 0,
        });
        const { sub, given_name, family_name, email, exp } = payload;
        if (typeof given_name !== 'string' || typeof family_name !== 'string' || typeof email !== 'string') {
            return { state: 'invalid' };
        }
        return {
            state: 'valid',
            customer: { id: sub as string, firstName: given_name, lastName: family_name, email },
            exp: exp as number,
        };
    } catch {
        return { state: 'invalid' };
    }
}
