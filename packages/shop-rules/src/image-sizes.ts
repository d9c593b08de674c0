/**
 * The picture sizes the shop serves: the asset server's named presets and the gallery's srcset widths. The commerce
 * server refuses any other resize before doing any work, and the storefront's /assets proxy refuses it before
 * forwarding, both with this one list.
 */

/** Preset names of the asset server (requirements §9), named after where the picture is shown. */
export const IMAGE_PRESET_NAMES = ['card', 'wishlist', 'checkout', 'gallery-thumb', 'gallery', 'cart'] as const;
export type ImagePresetName = (typeof IMAGE_PRESET_NAMES)[number];

/** The gallery preset's box; every srcset width keeps its proportions. */
export const GALLERY_WIDTH = 1080;
export const GALLERY_HEIGHT = 1340;
/** 720 serves 375–412 px phones at 2× (and Lighthouse's 412 px at 1.75×); 1080 only large, dense screens. */
export const GALLERY_WIDTHS = [360, 540, 720, 900, 1080] as const;

/** Formats a picture may be asked in (WebP, AVIF for a page's largest picture; the originals' JPEG/PNG stay open). */
export const IMAGE_FORMATS = ['webp', 'avif', 'jpeg', 'jpg', 'png'] as const;

/** The height of a gallery picture `width` px wide, in the gallery's proportions. */
export function galleryHeight(width: number): number {
    return Math.round((width * GALLERY_HEIGHT) / GALLERY_WIDTH);
}

/** One of the gallery's srcset widths. */
export type GalleryWidth = (typeof GALLERY_WIDTHS)[number];

/**
 * The query of a gallery width's resize: what the storefront's srcsets ask for and the commerce server encodes ahead
 * when staff upload a picture. One spelling, so both name the same cached file.
 */
export function galleryResizeQuery(width: GalleryWidth, format: (typeof IMAGE_FORMATS)[number]): string {
    return `w=${width}&h=${galleryHeight(width)}&mode=resize&format=${format}`;
}

const includes = <T extends string | number>(list: readonly T[], value: unknown): value is T =>
    (list as readonly unknown[]).includes(value);

/**
 * Why a picture's query is refused, or null when the shop serves it. Allowed: no query (the original), `preset` with
 * an optional `format`, or `w`, `h`, `mode=resize` and an optional `format` for a gallery srcset width. Nothing else:
 * no free sizes, qualities, focal points or cache switches, and no parameter twice.
 */
export function assetQueryProblem(query: Iterable<readonly [string, string]>): string | null {
    const params = new Map<string, string>();
    for (const [key, value] of query) {
        if (params.has(key)) return `parameter "${key}" given twice`;
        params.set(key, value);
    }
    if (params.size === 0) return null;
    const { preset, format, w, h, mode } = Object.fromEntries(params) as Record<string, string | undefined>;
    const unknown = [...params.keys()].find(key => !['preset', 'format', 'w', 'h', 'mode'].includes(key));
    if (unknown !== undefined) return `unknown parameter "${unknown}"`;
    if (format !== undefined && !includes(IMAGE_FORMATS, format)) return `format "${format}" is not served`;
    if (preset !== undefined) {
        if (w !== undefined || h !== undefined || mode !== undefined) return 'a preset takes no size or mode';
        return includes(IMAGE_PRESET_NAMES, preset) ? null : `preset "${preset}" does not exist`;
    }
    if (w === undefined && h === undefined && mode === undefined) return 'a format needs a preset or a gallery width';
    const width = Number(w);
    if (!/^\d+$/.test(w ?? '') || !includes(GALLERY_WIDTHS, width)) return `width "${w ?? ''}" is not served`;
    if (h !== String(galleryHeight(width)))
        return `height "${h ?? ''}" is not ${galleryHeight(width)} for width ${width}`;
    if (mode !== 'resize') return `mode "${mode ?? ''}" is not served`;
    return null;
}
