// Builders for variant lists, so product literals stay short and every SKU follows one scheme.
import type { SeedVariant } from './types';

/** FNV-1a: a stable hash, so merchant codes never change between seed runs. */
export function hash(text: string): number {
    let h = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) {
        h ^= text.charCodeAt(i);
        h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h >>> 0;
}

/** The shop's own seven-digit article number, derived from the SKU so it is stable and practically unique. */
export function merchantSkuFor(sku: string): string {
    return 'ART' + String(1000000 + (hash(sku) % 9000000));
}

/** "Titanio naturale" -> "TITANATU", "Rosso" -> "ROSS" (four letters keep Rosso and Rosa apart), '55"' -> "55", "128 GB" -> "128GB": a readable SKU suffix. */
export function suffixOf(label: string): string {
    const words = label
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toUpperCase()
        .replace(/[^A-Z0-9 ]/g, ' ')
        .split(' ')
        .filter(w => w.length > 0);
    if (words.length > 0 && /^[0-9]/.test(words[0])) {
        return words.join('');
    }
    return words.map(w => w.slice(0, 4)).join('');
}

function variant(sku: string, price: number, stock: number, regularPrice?: number): SeedVariant {
    const v: SeedVariant = { sku, merchantSku: merchantSkuFor(sku), price, stock };
    if (regularPrice !== undefined) {
        v.regularPrice = regularPrice;
    }
    return v;
}

/** A product sold in one form only: no options, as the storefront expects for simple products. */
export function single(sku: string, price: number, stock: number, regularPrice?: number): SeedVariant[] {
    return [variant(sku, price, stock, regularPrice)];
}

/** Virtual goods carry no stock; price must stay above zero so they can be bought. */
export function virtualItem(sku: string, price: number, regularPrice?: number): SeedVariant[] {
    return [variant(sku, price, 0, regularPrice)];
}

/** One colour entry: name, stock, and an optional explicit pictogram colour for unusual shade names. */
export type ColourSpec = [string, number] | [string, number, string];

/** Same price for every colour, which is how shops usually list colour variants. */
export function byColour(code: string, price: number, colours: ColourSpec[], regularPrice?: number): SeedVariant[] {
    return colours.map(([colore, stock, imageColor]) => {
        const v = variant(`${code}-${suffixOf(colore)}`, price, stock, regularPrice);
        v.options = { colore };
        if (imageColor) {
            v.imageColor = imageColor;
        }
        return v;
    });
}

/** One size entry: taglia, price, stock, optional regular price. */
export type SizeSpec = [string, number, number] | [string, number, number, number];

/** Sizes (screen size, storage cut, strap size) usually change the price, so each carries its own. */
export function bySize(code: string, sizes: SizeSpec[]): SeedVariant[] {
    return sizes.map(([taglia, price, stock, regularPrice]) => {
        const v = variant(`${code}-${suffixOf(taglia)}`, price, stock, regularPrice);
        v.options = { taglia };
        return v;
    });
}

/**
 * Every colour in every size. Stock defaults to `stock`; `stockOverrides` keyed "colore|taglia"
 * lets a few combinations run low or out, as in a real shop.
 */
export function byColourAndSize(
    code: string,
    colours: Array<string | [string, string]>,
    sizes: Array<[string, number] | [string, number, number]>,
    stock: number,
    stockOverrides: Record<string, number> = {},
): SeedVariant[] {
    const out: SeedVariant[] = [];
    for (const c of colours) {
        const [colore, imageColor] = typeof c === 'string' ? [c, undefined] : c;
        for (const [taglia, price, regularPrice] of sizes) {
            const key = `${colore}|${taglia}`;
            const v = variant(
                `${code}-${suffixOf(taglia)}-${suffixOf(colore)}`,
                price,
                stockOverrides[key] ?? stock,
                regularPrice,
            );
            v.options = { colore, taglia };
            if (imageColor) {
                v.imageColor = imageColor;
            }
            out.push(v);
        }
    }
    return out;
}
