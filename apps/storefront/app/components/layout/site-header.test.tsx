import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { headerVariantOf } from '~/components/layout/app-shell';
import { SiteHeader } from '~/components/layout/site-header';
import type { MenuItem } from '~/lib/menu/menu';

const menu: MenuItem[] = [
    {
        uid: '1',
        label: 'TV e Audio',
        href: '/it/c/tv-e-audio',
        children: [{ uid: '2', label: 'TV OLED', href: '/it/c/tv-oled', children: [] }],
    },
];

function render(variant: 'full' | 'simple') {
    return renderToString(
        <MemoryRouter initialEntries={['/it']}>
            <SiteHeader
                variant={variant}
                locale="it"
                menu={menu}
                shippingMessage={{ text: 'Spedizione gratuita da 100 €' }}
            />
        </MemoryRouter>,
    );
}

describe('SiteHeader', () => {
    it('full: logo to the locale home, shipping message, desktop menu and the mobile menu button', () => {
        const html = render('full');
        expect(html).toContain('href="/it"');
        expect(html).toContain('Spedizione gratuita da 100 €');
        expect(html).toContain('data-testid="desktop-menu"');
        expect(html).toContain('data-testid="mobile-menu-button"');
        expect(html).toContain('TV e Audio');
    });

    it('simple (checkout pages): no menu, never sticky', () => {
        const html = render('simple');
        expect(html).toContain('data-variant="simple"');
        expect(html).toContain('data-sticky="false"');
        expect(html).not.toContain('desktop-menu');
        expect(html).not.toContain('mobile-menu-button');
    });

    it('renders no placeholder buttons for search, account, cart or wishlist', () => {
        expect(render('full')).toMatch(/<div class="[^"]*" data-slot="header-actions"><\/div>/);
    });
});

describe('headerVariantOf', () => {
    it('is simple when any matched route asks for it', () => {
        expect(headerVariantOf([undefined, { breadcrumbs: false }])).toBe('full');
        expect(headerVariantOf([undefined, { header: 'simple' }, undefined])).toBe('simple');
    });
});
