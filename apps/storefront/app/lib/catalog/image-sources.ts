// Sized picture addresses for the product gallery: a srcset of the asset server's resizes, so a phone downloads
// a picture near the size it shows instead of the full 1080×1340 gallery preset. The widths are `@shop/rules`' list,
// the only ones the commerce server and the /assets proxy serve.
import { GALLERY_WIDTHS, galleryHeight } from '@shop/rules';
import { assetUrl, type ImagePreset } from '~/lib/catalog/urls';

export { GALLERY_HEIGHT, GALLERY_WIDTH, GALLERY_WIDTHS } from '@shop/rules';
/** The main picture is at most 560 CSS px wide beside the buying box, the width of the screen less its margins below. */
export const GALLERY_SIZES = '(min-width: 1024px) 560px, (min-width: 768px) 50vw, calc(100vw - 2rem)';

function pathOf(source: string | null | undefined, preset: ImagePreset): string {
    return assetUrl(source, preset).split('?')[0] as string;
}

/** The asset at `width` px wide (height in the gallery's proportions), resized rather than cropped, as WebP. */
export function resizedAssetUrl(source: string | null | undefined, width: (typeof GALLERY_WIDTHS)[number]): string {
    return `${pathOf(source, 'gallery')}?w=${width}&h=${galleryHeight(width)}&mode=resize&format=webp`;
}

export function gallerySrcSet(source: string | null | undefined): string {
    return GALLERY_WIDTHS.map(width => `${resizedAssetUrl(source, width)} ${width}w`).join(', ');
}

/** A preset in the picture's own format, for sharing previews that may not read WebP. */
export function presetAssetUrl(source: string | null | undefined, preset: ImagePreset): string {
    return `${pathOf(source, preset)}?preset=${preset}`;
}
