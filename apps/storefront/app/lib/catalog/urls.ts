// Catalog URLs as shoppers see them: one place decides how a category, a product or a picture is addressed.
import type { ImagePresetName } from '@shop/rules';

/** Product page path; a code with a forward slash travels encoded in one segment (requirements §2.2). */
export function productPath(locale: string, code: string): string {
    return `/${locale}/p/${encodeURIComponent(code)}`;
}

export function categoryPath(locale: string, slug: string): string {
    return `/${locale}/c/${encodeURIComponent(slug)}`;
}

/** The listing of every discounted product. */
export function offersPath(locale: string): string {
    return `/${locale}/offerte`;
}

/** A brand's listing, by its manufacturer facet value code. */
export function brandPath(locale: string, code: string): string {
    return `/${locale}/marca/${encodeURIComponent(code)}`;
}

/** Image presets of the asset server (requirements §9 sizes). */
export type ImagePreset = ImagePresetName;

/**
 * The storefront's own /assets/… address for an asset the commerce server names (absolute or not), resized by a preset
 * and in a modern format. Anything that is not an asset path becomes the placeholder.
 */
export function assetUrl(source: string | null | undefined, preset: ImagePreset, format: 'webp' | 'avif' = 'webp') {
    if (!source) return '/assets/placeholder.png';
    let pathname: string;
    try {
        pathname = new URL(source, 'http://storefront.invalid').pathname;
    } catch {
        return '/assets/placeholder.png';
    }
    if (!pathname.startsWith('/assets/')) return '/assets/placeholder.png';
    return `${pathname}?preset=${preset}&format=${format}`;
}
