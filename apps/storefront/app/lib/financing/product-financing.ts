// The product page's instalment offers, made with its data on the server: one per price its variants have, so
// choosing a variant in the browser shows its estimate without the arithmetic in the page's code.
import { advertisedOffer, type FinancingOffer } from '@shop/rules';
import type { ProductDetail } from '~/components/catalog/product-page.fragment';
import type { FinancingTerms } from '~/components/financing/financing-terms.fragment';

export interface ProductFinancing {
    lender: string;
    /** By price in cents; a price Findomestic does not finance has none. */
    estimates: Record<string, FinancingOffer>;
}

export function productFinancing(product: ProductDetail, terms: FinancingTerms | null): ProductFinancing | null {
    if (!terms) return null;
    const estimates: Record<string, FinancingOffer> = {};
    for (const { price } of product.variants) {
        const offer = advertisedOffer(price, terms);
        if (offer) estimates[String(price)] = offer;
    }
    return Object.keys(estimates).length > 0 ? { lender: terms.lender, estimates } : null;
}
