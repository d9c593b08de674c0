import { describe, expect, it } from 'vitest';
import {
    gallerySrcSet,
    presetAssetUrl,
    resizedAssetUrl,
    sizedPicture,
    sizedPicturePreload,
} from '~/lib/catalog/image-sources';

describe('gallery image sources', () => {
    it('resizes through the storefront’s own /assets path in the gallery proportions, as WebP', () => {
        expect(resizedAssetUrl('http://127.0.0.1:3001/assets/a1/tv.png', 720)).toBe(
            '/assets/a1/tv.png?w=720&h=893&mode=resize&format=webp',
        );
    });

    it('offers widths from 360 to 1080 px, so a phone picks one far below 1080', () => {
        const set = gallerySrcSet('/assets/a1/tv.png');
        expect(set.split(', ').map(entry => entry.split(' ')[1])).toEqual(['360w', '540w', '720w', '900w', '1080w']);
        expect(set).toContain('/assets/a1/tv.png?w=360&h=447&mode=resize&format=webp 360w');
    });

    it('falls back to the placeholder for anything that is not an asset', () => {
        expect(resizedAssetUrl('https://elsewhere.example/x.png', 360)).toBe(
            '/assets/placeholder.png?w=360&h=447&mode=resize&format=webp',
        );
        expect(presetAssetUrl(null, 'gallery')).toBe('/assets/placeholder.png?preset=gallery');
    });

    it('gives a page’s largest picture an AVIF srcset beside the WebP one, at the same widths and sizes', () => {
        const picture = sizedPicture('/assets/a1/tv.png', '100vw');
        expect(picture.avifSrcSet.split(', ')).toHaveLength(5);
        expect(picture.avifSrcSet).toContain('/assets/a1/tv.png?w=720&h=893&mode=resize&format=avif 720w');
        expect(picture.srcSet).toBe(gallerySrcSet('/assets/a1/tv.png'));
        expect(picture.avifSrcSet).toBe(picture.srcSet.replaceAll('format=webp', 'format=avif'));
        expect(picture).toMatchObject({ src: '/assets/a1/tv.png?w=720&h=893&mode=resize&format=webp', sizes: '100vw' });
    });

    it('preloads the AVIF candidates the <picture> will choose, typed so a browser without AVIF skips it', () => {
        expect(sizedPicturePreload('/assets/a1/tv.png', '100vw')).toEqual({
            tagName: 'link',
            rel: 'preload',
            as: 'image',
            href: '/assets/a1/tv.png?w=720&h=893&mode=resize&format=avif',
            imageSrcSet: sizedPicture('/assets/a1/tv.png', '100vw').avifSrcSet,
            imageSizes: '100vw',
            fetchPriority: 'high',
            type: 'image/avif',
        });
    });
});
