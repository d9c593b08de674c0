import { describe, expect, it } from 'vitest';

import {
    assetQueryProblem,
    GALLERY_WIDTHS,
    galleryHeight,
    galleryResizeQuery,
    IMAGE_PRESET_NAMES,
} from './image-sizes.js';

/** `a=1&b=2` as the pairs a URL's search parameters give (the package's library has no URLSearchParams type). */
const problem = (query: string) =>
    assetQueryProblem(
        query
            .split('&')
            .filter(Boolean)
            .map(pair => {
                const [key = '', value = ''] = pair.split('=');
                return [decodeURIComponent(key), decodeURIComponent(value)] as const;
            }),
    );

describe('picture sizes the shop serves', () => {
    it('serves the original, every preset in every format, and every gallery width', () => {
        expect(problem('')).toBeNull();
        for (const preset of IMAGE_PRESET_NAMES) {
            expect(problem(`preset=${preset}`)).toBeNull();
            for (const format of ['webp', 'avif', 'jpeg', 'jpg', 'png']) {
                expect(problem(`preset=${preset}&format=${format}`)).toBeNull();
            }
        }
        expect(GALLERY_WIDTHS.map(w => problem(`w=${w}&h=${galleryHeight(w)}&mode=resize&format=webp`))).toEqual(
            GALLERY_WIDTHS.map(() => null),
        );
        // The query the storefront's srcsets and the server's warm-up share is one the server serves.
        for (const format of ['webp', 'avif'] as const) {
            expect(GALLERY_WIDTHS.map(w => problem(galleryResizeQuery(w, format)))).toEqual(
                GALLERY_WIDTHS.map(() => null),
            );
        }
        expect(galleryResizeQuery(720, 'avif')).toBe('w=720&h=893&mode=resize&format=avif');
        // The heights the storefront's srcset asks for, worked out from the 1080×1340 box.
        expect(GALLERY_WIDTHS.map(galleryHeight)).toEqual([447, 670, 893, 1117, 1340]);
    });

    it('refuses free sizes, negative or huge ones, and sizes off the gallery proportions', () => {
        expect(problem('w=6000')).toBe('width "6000" is not served');
        expect(problem('w=-1')).toBe('width "-1" is not served');
        expect(problem('h=-5')).toBe('width "" is not served');
        expect(problem('w=20000&h=20000')).toBe('width "20000" is not served');
        expect(problem('w=360.0&h=447&mode=resize')).toBe('width "360.0" is not served');
        expect(problem('w=720&h=720&mode=resize&format=webp')).toBe('height "720" is not 893 for width 720');
        expect(problem('w=720&h=893&format=webp')).toBe('mode "" is not served');
        expect(problem('w=720&h=893&mode=crop')).toBe('mode "crop" is not served');
    });

    it('refuses unknown presets and formats, extra or repeated parameters', () => {
        expect(problem('preset=huge')).toBe('preset "huge" does not exist');
        expect(problem('preset=card&format=gif')).toBe('format "gif" is not served');
        expect(problem('preset=card&w=6000')).toBe('a preset takes no size or mode');
        expect(problem('preset=card&q=100')).toBe('unknown parameter "q"');
        expect(problem('preset=card&cache=false')).toBe('unknown parameter "cache"');
        expect(problem('w=360&h=447&mode=resize&fpx=0.5&fpy=0.5')).toBe('unknown parameter "fpx"');
        expect(problem('preset=card&preset=gallery')).toBe('parameter "preset" given twice');
        expect(problem('format=webp')).toBe('a format needs a preset or a gallery width');
    });
});
