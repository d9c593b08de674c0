// Sized picture addresses for the product gallery: a srcset of the asset server's free resizes, so a phone downloads
// a picture near the size it shows instead of the full 1080×1340 gallery preset.
import { assetUrl, type ImagePreset } from '~/lib/catalog/urls';

/** The gallery preset's box (requirements §9); every width below keeps its proportions. */
export const GALLERY_WIDTH = 1080;
export const GALLERY_HEIGHT = 1340;
/** 720 serves 375–412 px phones at 2× (and Lighthouse's 412 px at 1.75×); 1080 only large, dense screens. */
export const GALLERY_WIDTHS = [360, 540, 720, 900, 1080] as const;
/** The main picture is at most 560 CSS px wide beside the buying box, the width of the screen less its margins below. */
export const GALLERY_SIZES = '(min-width: 1024px) 560px, (min-width: 768px) 50vw, calc(100vw - 2rem)';

function pathOf(source: string | null | undefined, preset: ImagePreset): string {
    return assetUrl(source, preset).split('?')[0] as string;
}

/** The asset at `width` px wide (height in the gallery's proportions), resized rather than cropped, as WebP. */
export function resizedAssetUrl(source: string | null | undefined, width: number): string {
    const height = Math.round((width * GALLERY_HEIGHT) / GALLERY_WIDTH);
    return `${pathOf(source, 'gallery')}?w=${width}&h=${height}&mode=resize&format=webp`;
}

export function gallerySrcSet(source: string | null | undefined): string {
    return GALLERY_WIDTHS.map(width => `${resizedAssetUrl(source, width)} ${width}w`).join(', ');
}

/** A preset in the picture's own format, for sharing previews that may not read WebP. */
export function presetAssetUrl(source: string | null | undefined, preset: ImagePreset): string {
    return `${pathOf(source, preset)}?preset=${preset}`;
}
