// Which variant a product page shows, read from its URL (?variant=<sku>, or ?colore=…&taglia=… while choosing), and
// where each option button leads. Links carry the whole choice, so the page works and renders without JavaScript.
import { optionGroupKind, type OptionGroupKind } from '@shop/rules';
import { isPurchasable } from '~/lib/catalog/purchasability';
import type { ProductDetail, ProductOptionGroup, ProductVariant } from '~/components/catalog/product-page.fragment';

export const VARIANT_PARAM = 'variant';

export type SelectableProduct = Pick<ProductDetail, 'isVirtual' | 'optionGroups' | 'variants'>;

export interface VariantSelection {
    /** Chosen value code per option group code. */
    chosen: Record<string, string>;
    /** The variant the choices name; null while a choice is missing (or names no variant). */
    variant: ProductVariant | null;
    /** Option groups still to choose, in the product's order. */
    missing: ProductOptionGroup[];
}

/** Availability of one option value, given the other choices: sold, sold out, or no such combination. */
export type OptionStatus = 'available' | 'out-of-stock' | 'unavailable';

export interface OptionChoice {
    code: string;
    name: string;
    selected: boolean;
    status: OptionStatus;
    /** Query string (with the leading `?`) of the page once this value is chosen. */
    search: string;
}

export interface OptionGroupChoices {
    code: string;
    name: string;
    /** What the group varies, which names it on the page ("Memoria" for the shared size group's "128 GB"). */
    kind: OptionGroupKind;
    values: OptionChoice[];
}

function optionOf(variant: ProductVariant, group: string): string | undefined {
    return variant.options.find(option => option.group === group)?.code;
}

function matches(variant: ProductVariant, chosen: Record<string, string>, except?: string): boolean {
    return Object.entries(chosen).every(([group, code]) => group === except || optionOf(variant, group) === code);
}

/** The variant that has exactly these choices for every group, if any. */
function variantFor(product: SelectableProduct, chosen: Record<string, string>): ProductVariant | null {
    if (product.optionGroups.some(group => chosen[group.code] === undefined)) return null;
    return product.variants.find(variant => matches(variant, chosen)) ?? null;
}

/** Reads the shown variant from the page's query: a known ?variant wins, then per-group choices. */
export function selectionFromSearch(product: SelectableProduct, search: URLSearchParams): VariantSelection {
    // A product sold in one form has nothing to choose.
    if (product.optionGroups.length === 0) {
        return { chosen: {}, variant: product.variants[0] ?? null, missing: [] };
    }
    const sku = search.get(VARIANT_PARAM);
    const named = sku ? product.variants.find(variant => variant.sku === sku) : undefined;
    const chosen: Record<string, string> = {};
    if (named) {
        for (const option of named.options) chosen[option.group] = option.code;
    } else {
        for (const group of product.optionGroups) {
            const code = search.get(group.code);
            if (code && group.values.some(value => value.code === code)) chosen[group.code] = code;
        }
    }
    const missing = product.optionGroups.filter(group => chosen[group.code] === undefined);
    return { chosen, variant: named ?? variantFor(product, chosen), missing };
}

/** The query once `chosen` is the choice: other parameters (such as /it/Product's ?id) are kept. */
function searchFor(product: SelectableProduct, current: URLSearchParams, chosen: Record<string, string>): string {
    const next = new URLSearchParams(current);
    next.delete(VARIANT_PARAM);
    for (const group of product.optionGroups) next.delete(group.code);
    const variant = variantFor(product, chosen);
    if (variant) {
        next.set(VARIANT_PARAM, variant.sku);
    } else {
        for (const group of product.optionGroups) {
            const code = chosen[group.code];
            if (code !== undefined) next.set(group.code, code);
        }
    }
    const query = next.toString();
    return query ? `?${query}` : '';
}

/** Every option value with its state and the link that chooses it. */
export function optionChoices(
    product: SelectableProduct,
    selection: VariantSelection,
    current: URLSearchParams,
): OptionGroupChoices[] {
    return product.optionGroups.map(group => ({
        code: group.code,
        name: group.name,
        kind: optionGroupKind(
            group.code,
            group.values.map(value => value.name),
        ),
        values: group.values.map(value => {
            const candidates = product.variants.filter(
                variant =>
                    optionOf(variant, group.code) === value.code && matches(variant, selection.chosen, group.code),
            );
            const status: OptionStatus =
                candidates.length === 0
                    ? 'unavailable'
                    : candidates.some(variant => isPurchasable(product, variant))
                      ? 'available'
                      : 'out-of-stock';
            let chosen: Record<string, string> = { ...selection.chosen, [group.code]: value.code };
            if (status === 'unavailable') {
                // No variant has this value with the other choices: switch to the best variant that has it.
                const withValue = product.variants.filter(variant => optionOf(variant, group.code) === value.code);
                const best = withValue.find(variant => isPurchasable(product, variant)) ?? withValue[0];
                if (best) chosen = Object.fromEntries(best.options.map(option => [option.group, option.code]));
            }
            return {
                code: value.code,
                name: value.name,
                selected: selection.chosen[group.code] === value.code,
                status,
                search: searchFor(product, current, chosen),
            };
        }),
    }));
}

export interface PriceRange {
    min: number;
    max: number;
}

export function priceRange(product: Pick<ProductDetail, 'variants'>): PriceRange | null {
    if (product.variants.length === 0) return null;
    const prices = product.variants.map(variant => variant.price);
    return { min: Math.min(...prices), max: Math.max(...prices) };
}

/**
 * The variant the product's card shows and a page shows the offer of before any choice: the cheapest in stock, else
 * the cheapest, the first of equals (the catalog's rule for the card's variant).
 */
export function leadVariant(product: Pick<ProductDetail, 'variants'>): ProductVariant | null {
    const inStock = product.variants.filter(variant => variant.stockStatus === 'IN_STOCK');
    const pool = inStock.length > 0 ? inStock : product.variants;
    return pool.reduce<ProductVariant | null>(
        (best, variant) => (!best || variant.price < best.price ? variant : best),
        null,
    );
}

/** "Blu / 256 GB": the variant's option names, as analytics and labels name it. */
export function variantLabel(variant: ProductVariant): string {
    return variant.options.map(option => option.name).join(' / ');
}
