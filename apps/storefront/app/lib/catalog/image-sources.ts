// Sized picture addresses for the product gallery and the home's hero: a srcset of the asset server's resizes, so a
// phone downloads a picture near the size it shows instead of the full 1080×1340 gallery preset. The widths are
// `@shop/rules`' list, the only ones the commerce server and the /assets proxy serve. A page's largest picture comes in
// AVIF where the browser reads it, WebP otherwise (decision 054).
import { galleryResizeQuery, GALLERY_WIDTHS, type GalleryWidth } from '@shop/rules';
import { assetUrl, type ImagePreset } from '~/lib/catalog/urls';

export { GALLERY_HEIGHT, GALLERY_WIDTH, GALLERY_WIDTHS } from '@shop/rules';
/** The main picture is at most 560 CSS px wide beside the buying box, the width of the screen less its margins below. */
export const GALLERY_SIZES = '(min-width: 1024px) 560px, (min-width: 768px) 50vw, calc(100vw - 2rem)';

function pathOf(source: string | null | undefined, preset: ImagePreset): string {
    return assetUrl(source, preset).split('?')[0] as string;
}

/** The formats a sized picture comes in. */
export type SizedFormat = 'webp' | 'avif';

/** The asset at `width` px wide (height in the gallery's proportions), resized rather than cropped, as WebP or AVIF. */
export function resizedAssetUrl(
    source: string | null | undefined,
    width: GalleryWidth,
    format: SizedFormat = 'webp',
): string {
    return `${pathOf(source, 'gallery')}?${galleryResizeQuery(width, format)}`;
}

export function gallerySrcSet(source: string | null | undefined, format: SizedFormat = 'webp'): string {
    return GALLERY_WIDTHS.map(width => `${resizedAssetUrl(source, width, format)} ${width}w`).join(', ');
}

/**
 * A page's largest picture at the size it is shown: the `<source>`'s AVIF srcset and the `<img>`'s WebP src and srcset,
 * for one `sizes`. AVIF is about half the WebP's bytes at the same look, which on a phone's first visit is a round trip.
 */
export function sizedPicture(source: string | null | undefined, sizes: string) {
    return {
        avifSrcSet: gallerySrcSet(source, 'avif'),
        src: resizedAssetUrl(source, 720),
        srcSet: gallerySrcSet(source),
        sizes,
    };
}

/**
 * The head's `<link rel="preload">` for a `sizedPicture`, as a route's meta descriptor: its AVIF srcset, so the browser
 * fetches the candidate the `<picture>` will choose before it reads the page's markup. React adds no preload of its own
 * for an `<img>` inside a `<picture>`, and a browser that does not read AVIF skips this one by its type.
 */
export function sizedPicturePreload(source: string | null | undefined, sizes: string) {
    return {
        tagName: 'link' as const,
        rel: 'preload',
        as: 'image',
        href: resizedAssetUrl(source, 720, 'avif'),
        imageSrcSet: gallerySrcSet(source, 'avif'),
        imageSizes: sizes,
        fetchPriority: 'high',
        type: 'image/avif',
    };
}

/** A preset in the picture's own format, for sharing previews that may not read WebP. */
export function presetAssetUrl(source: string | null | undefined, preset: ImagePreset): string {
    return `${pathOf(source, preset)}?preset=${preset}`;
}
