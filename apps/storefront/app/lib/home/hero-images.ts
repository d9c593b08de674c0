// The hero picture's addresses and shown size: the same srcsets and sizes for the <picture> and for the document head's
// preload, so the browser fetches the picture once, at the width it shows, before it reads the page's markup.
import { sizedPicture, sizedPicturePreload } from '~/lib/catalog/image-sources';

/** Beside the text at 768 px and up (7 of 12 columns of the page's 1248 px), the screen's width less margins below. */
export const HERO_SIZES = '(min-width: 1280px) 728px, (min-width: 768px) 58vw, calc(100vw - 2rem)';

export function heroImageSources(src: string) {
    return sizedPicture(src, HERO_SIZES);
}

/** The head's `<link rel="preload">` for the first slide's picture, as a route's meta descriptor. */
export function heroPreload(src: string) {
    return sizedPicturePreload(src, HERO_SIZES);
}
