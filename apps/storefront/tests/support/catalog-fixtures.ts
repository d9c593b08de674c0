// Catalog facts the HTTP tests build on, asked of the real commerce server.
import { inject } from 'vitest';

/** The id of the Logitech MK270 (920-004523, one variant, 29,99 €) as the commerce server knows it. */
export async function keyboardVariantId(): Promise<string> {
    const res = await fetch(inject('shopApiUrl'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ catalogProduct(code: "920-004523") { variants { id } } }' }),
    });
    const body = (await res.json()) as { data: { catalogProduct: { variants: Array<{ id: string }> } } };
    return body.data.catalogProduct.variants[0]!.id;
}
