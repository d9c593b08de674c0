import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
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
    // A data router, as in the app: the search box is a router <Form>.
    const Stub = createRoutesStub([
        {
            path: '/it',
            Component: () => (
                <SiteHeader
                    variant={variant}
                    locale="it"
                    menu={menu}
                    shippingMessage={{ text: 'Spedizione gratuita da 100 €' }}
                />
            ),
        },
    ]);
    return renderToString(<Stub initialEntries={['/it']} />);
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

    it('full: a GET search form to the results page in the actions slot, closed, with no placeholder buttons', () => {
        const html = render('full');
        const actions = /data-slot="header-actions">(.*?)<\/form>/.exec(html)?.[1] ?? '';
        expect(actions).toContain('action="/it/search"');
        expect(actions).toMatch(/<form[^>]*method="get"/);
        const input = /<input[^>]*>/.exec(actions)?.[0] ?? '';
        for (const attribute of [
            'type="search"',
            'name="q"',
            'required=""',
            'minLength="3"',
            'maxLength="100"',
            'role="combobox"',
            'aria-haspopup="dialog"',
            'aria-expanded="false"',
        ]) {
            expect(input).toContain(attribute);
        }
        expect(input).not.toContain('aria-controls');
        expect(actions).toContain('Cerca nel negozio');
        // The search form's own submit button first, the cart button last (its count arrives after hydration).
        const slot = html.slice(html.indexOf('data-slot="header-actions"'), html.indexOf('data-testid="desktop-menu"'));
        const buttons = slot.match(/<button[^>]*>/g) ?? [];
        expect(buttons[0]).toContain('type="submit"');
        expect(buttons.at(-1)).toContain('data-testid="cart-button"');
        expect(slot).toContain('aria-label="Carrello"');
        expect(slot).toMatch(/data-testid="cart-count" class="[^"]*invisible[^"]*"><\/span>/);
        expect(html).not.toContain('data-testid="search-panel"');
    });

    it('simple (checkout pages): no search box', () => {
        expect(render('simple')).toMatch(/<div class="[^"]*" data-slot="header-actions"><\/div>/);
    });
});

describe('headerVariantOf', () => {
    it('is simple when any matched route asks for it', () => {
        expect(headerVariantOf([undefined, { breadcrumbs: false }])).toBe('full');
        expect(headerVariantOf([undefined, { header: 'simple' }, undefined])).toBe('simple');
    });
});
