// Staff's side of a journey: the commerce server's admin API, signed in with the credentials the set-up gives it, for
// changes a shopper cannot make (the stock of a variant).
import { TEST_SUPERADMIN } from '../tests/support/commerce-server';

let token: string | undefined;

async function post(query: string, variables: Record<string, unknown>) {
    const res = await fetch(process.env.ADMIN_API_URL as string, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: Record<string, unknown>; errors?: Array<{ message: string }> };
    if (body.errors?.length) throw new Error(`admin API: ${body.errors.map(e => e.message).join('; ')}`);
    return { res, data: body.data ?? {} };
}

export async function adminQuery<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    if (!token) {
        const { res } = await post(
            'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { __typename } }',
            { u: TEST_SUPERADMIN.username, p: TEST_SUPERADMIN.password },
        );
        token = res.headers.get('vendure-auth-token') ?? undefined;
        if (!token) throw new Error('admin API: the staff login gave no session');
    }
    return (await post(query, variables)).data as T;
}

/** Sets a variant's stock on hand, found by its exact SKU, as staff do in the dashboard. */
export async function setStockOnHand(sku: string, stockOnHand: number): Promise<void> {
    const { productVariants } = await adminQuery<{ productVariants: { items: Array<{ id: string; sku: string }> } }>(
        'query($sku: String!) { productVariants(options: { filter: { sku: { eq: $sku } } }) { items { id sku } } }',
        { sku },
    );
    const variant = productVariants.items.find(item => item.sku === sku);
    if (!variant) throw new Error(`no variant ${sku}`);
    await adminQuery(
        'mutation($input: [UpdateProductVariantInput!]!) { updateProductVariants(input: $input) { id } }',
        {
            input: [{ id: variant.id, stockOnHand }],
        },
    );
}
