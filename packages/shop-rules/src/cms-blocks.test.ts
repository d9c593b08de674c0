import { describe, expect, it } from 'vitest';

import {
    checkCmsBlockContent,
    CMS_BLOCK_IDENTIFIERS,
    HOME_BLOCK_IDENTIFIERS,
    isCmsBlockIdentifier,
    LAYOUT_BLOCK_IDENTIFIERS,
} from './cms-blocks.js';

describe('CMS block shapes', () => {
    it('knows the blocks the layout and the home page read, and nothing inherited from Object', () => {
        expect(LAYOUT_BLOCK_IDENTIFIERS).toEqual([
            'headerText',
            'pre-header',
            'footer-address',
            'footer-links',
            'footer-newsletter',
            'footer-payments',
            'footer-social',
            'copyright',
            'prefooter',
        ]);
        expect(HOME_BLOCK_IDENTIFIERS).toEqual([
            'home-hero',
            'home-offers',
            'home-best-sellers',
            'home-categories',
            'home-brands',
            'home-promises',
        ]);
        expect(CMS_BLOCK_IDENTIFIERS).toEqual([...LAYOUT_BLOCK_IDENTIFIERS, ...HOME_BLOCK_IDENTIFIERS]);
        expect(isCmsBlockIdentifier('home-hero')).toBe(true);
        expect(isCmsBlockIdentifier('footer-links')).toBe(true);
        expect(isCmsBlockIdentifier('promo-banner')).toBe(false);
        expect(isCmsBlockIdentifier('toString')).toBe(false);
        expect(isCmsBlockIdentifier('__proto__')).toBe(false);
    });

    it('accepts content of the right shape and fills an image without alt text with an empty one', () => {
        expect(
            checkCmsBlockContent('headerText', { text: 'Spedizione gratuita', image: { src: '/assets/banner.png' } }),
        ).toEqual({
            ok: true,
            content: { text: 'Spedizione gratuita', image: { src: '/assets/banner.png', alt: '' } },
        });
        expect(
            checkCmsBlockContent('footer-links', {
                sections: [{ title: 'Assistenza', links: [{ label: 'Resi e rimborsi', href: '/resi-e-rimborsi' }] }],
            }).ok,
        ).toBe(true);
    });

    it('names every field that has the wrong shape, down to the nested one', () => {
        expect(checkCmsBlockContent('copyright', { text: '© Scintilla' })).toEqual({
            ok: false,
            problems: ['content: Invalid input: expected string, received undefined'],
        });
        expect(
            checkCmsBlockContent('footer-links', {
                sections: [{ title: 'Assistenza', links: [{ label: 'Resi' }, { label: 3, href: '/garanzia' }] }],
            }),
        ).toEqual({
            ok: false,
            problems: [
                'sections.0.links.0.href: Invalid input: expected string, received undefined',
                'sections.0.links.1.label: Invalid input: expected string, received number',
            ],
        });
        expect(checkCmsBlockContent('prefooter', ['Samsung'])).toEqual({
            ok: false,
            problems: ['(content): Invalid input: expected object, received array'],
        });
    });

    describe('home page sections', () => {
        const slide = {
            image: { src: '/assets/hero/tv.png', width: 1600, height: 900 },
            headline: 'Settimana del TV',
            link: { label: 'Scopri i televisori', href: '/c/televisori' },
        };

        it('accepts a hero slide with a sized picture and fills a missing alt text with an empty one', () => {
            expect(checkCmsBlockContent('home-hero', { slides: [slide] })).toEqual({
                ok: true,
                content: { slides: [{ ...slide, image: { ...slide.image, alt: '' } }] },
            });
        });

        it('refuses a hero without slides, a picture without its size, and a link that leaves the shop', () => {
            expect(checkCmsBlockContent('home-hero', { slides: [] })).toEqual({
                ok: false,
                problems: ['slides: Too small: expected array to have >=1 items'],
            });
            const check = checkCmsBlockContent('home-hero', {
                slides: [
                    {
                        ...slide,
                        image: { src: '/assets/hero/tv.png' },
                        link: { label: 'Vai', href: '//evil.example/' },
                    },
                ],
            });
            expect(check.ok).toBe(false);
            expect(!check.ok && check.problems).toEqual([
                'slides.0.image.width: Invalid input: expected number, received undefined',
                'slides.0.image.height: Invalid input: expected number, received undefined',
                'slides.0.link.href: expected a path inside the shop, such as /offerte',
            ]);
        });

        it('fills the shelves’ defaults: 8 products, orders of the last 30 days', () => {
            expect(
                checkCmsBlockContent('home-offers', {
                    title: 'Offerte della settimana',
                    linkLabel: 'Vedi tutte le offerte',
                    linkHref: '/offerte',
                }),
            ).toEqual({
                ok: true,
                content: {
                    title: 'Offerte della settimana',
                    linkLabel: 'Vedi tutte le offerte',
                    linkHref: '/offerte',
                    take: 8,
                },
            });
            expect(
                checkCmsBlockContent('home-best-sellers', { title: 'I più venduti', fallbackCategory: 'smartphone' }),
            ).toEqual({
                ok: true,
                content: { title: 'I più venduti', days: 30, take: 8, fallbackCategory: 'smartphone' },
            });
        });

        it('refuses a shelf asking for too many products or days, and a category that is no slug', () => {
            const check = checkCmsBlockContent('home-best-sellers', {
                title: 'I più venduti',
                days: 400,
                take: 50,
                fallbackCategory: 'Smart Phone',
            });
            expect(!check.ok && check.problems).toEqual([
                'days: Too big: expected number to be <=365',
                'take: Too big: expected number to be <=24',
                'fallbackCategory: expected lower-case letters, digits and "-"',
            ]);
        });

        it('takes brands by their facet value code and promises with a known icon only', () => {
            expect(
                checkCmsBlockContent('home-brands', {
                    title: 'I nostri marchi',
                    brands: [{ name: 'Samsung', code: 'samsung', src: '/assets/logos/brand-samsung.png' }],
                }).ok,
            ).toBe(true);
            const check = checkCmsBlockContent('home-promises', {
                items: [{ icon: 'rocket', title: 'Spedizione gratuita da 100 €', text: 'In tutta Italia' }],
            });
            expect(!check.ok && check.problems).toEqual([
                'items.0.icon: Invalid option: expected one of "shipping"|"returns"|"payments"|"support"',
            ]);
        });

        it('refuses an empty headline or tile label', () => {
            const check = checkCmsBlockContent('home-categories', {
                title: 'Scopri le categorie',
                tiles: [{ slug: 'televisori', label: '  ', image: { src: '/assets/t.png', width: 480, height: 480 } }],
            });
            expect(!check.ok && check.problems).toEqual([
                'tiles.0.label: Too small: expected string to have >=1 characters',
            ]);
        });
    });
});
