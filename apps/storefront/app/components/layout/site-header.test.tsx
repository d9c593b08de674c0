// @vitest-environment happy-dom
import { createRoutesStub } from 'react-router';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { headerVariantOf } from '~/components/layout/app-shell';
import { SiteHeader } from '~/components/layout/site-header';
import type { MenuItem } from '~/lib/menu/menu';
import { renderOnServer } from '~/test-support/server-render';

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
                    hasMenu
                    customer={null}
                    shippingMessage={{ text: 'Spedizione gratuita da 100 €' }}
                />
            ),
        },
    ]);
    return renderOnServer(<Stub initialEntries={['/it']} />, { menu });
}

describe('SiteHeader', () => {
    it('full: logo to the locale home, shipping message, desktop menu and the mobile menu button', () => {
        const header = render('full');
        expect(header.getAllByRole('link').some(link => link.getAttribute('href') === '/it')).toBe(true);
        // Beside the logo from 768 px, on a line of its own on phones.
        expect(header.getByTestId('shipping-message')).toHaveTextContent('Spedizione gratuita da 100 €');
        expect(header.getByTestId('shipping-message-phone')).toHaveTextContent('Spedizione gratuita da 100 €');
        expect(header.getByTestId('desktop-menu')).toBeInTheDocument();
        expect(header.getByTestId('mobile-menu-button')).toBeInTheDocument();
        expect(header.getAllByText('TV e Audio').length).toBeGreaterThan(0);
    });

    it('simple (checkout pages): no menu, never sticky', () => {
        const { container, queryByTestId } = render('simple');
        const header = container.querySelector('[data-variant]');
        expect(header).toHaveAttribute('data-variant', 'simple');
        expect(header).toHaveAttribute('data-sticky', 'false');
        expect(queryByTestId('desktop-menu')).not.toBeInTheDocument();
        expect(queryByTestId('mobile-menu-button')).not.toBeInTheDocument();
    });

    it('full: a GET search form to the results page in the actions slot, closed, with no placeholder buttons', () => {
        const { container, queryByTestId } = render('full');
        const slot = container.querySelector<HTMLElement>('[data-slot="header-actions"]')!;
        const actions = within(slot);
        const form = slot.querySelector('form');
        expect(form).toHaveAttribute('action', '/it/search');
        expect(form).toHaveAttribute('method', 'get');
        const field = actions.getByRole('combobox', { name: 'Cerca nel negozio' });
        expect(field).toHaveAttribute('type', 'search');
        expect(field).toHaveAttribute('name', 'q');
        expect(field).toBeRequired();
        expect(field).toHaveAttribute('minLength', '3');
        expect(field).toHaveAttribute('maxLength', '100');
        expect(field).toHaveAttribute('aria-haspopup', 'dialog');
        expect(field).toHaveAttribute('aria-expanded', 'false');
        expect(field).not.toHaveAttribute('aria-controls');
        // The search form's own submit button first; the cart last, a link to the cart page (its count arrives after
        // hydration), and before it the wishlist, a link to the wishlist page: both open their sidebars once the page runs.
        const buttons = actions.getAllByRole('button');
        expect(buttons[0]).toHaveAttribute('type', 'submit');
        const links = actions.getAllByRole('link');
        expect(links.at(-1)).toHaveAttribute('data-testid', 'cart-button');
        expect(actions.getByRole('link', { name: 'Carrello' })).toBe(links.at(-1));
        expect(links.at(-1)).toHaveAttribute('href', '/it/cart');
        expect(actions.getByRole('link', { name: 'Lista dei desideri' })).toHaveAttribute('href', '/it/wishlist');
        expect(actions.getByTestId('cart-count')).toHaveClass('invisible');
        expect(actions.getByTestId('cart-count')).toBeEmptyDOMElement();
        expect(queryByTestId('search-panel')).not.toBeInTheDocument();
    });

    it('simple (checkout pages): no search box', () => {
        const { container } = render('simple');
        expect(container.querySelector('[data-slot="header-actions"]')).toBeEmptyDOMElement();
    });
});

describe('headerVariantOf', () => {
    it('is simple when any matched route asks for it', () => {
        expect(headerVariantOf([undefined, { breadcrumbs: false }])).toBe('full');
        expect(headerVariantOf([undefined, { header: 'simple' }, undefined])).toBe('simple');
    });
});
