import { describe, expect, it } from 'vitest';

import { checkCmsBlockContent, CMS_BLOCK_IDENTIFIERS, isCmsBlockIdentifier } from './cms-blocks.js';

describe('CMS block shapes', () => {
    it('knows the blocks the layout reads, and nothing inherited from Object', () => {
        expect(CMS_BLOCK_IDENTIFIERS).toEqual([
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
});
