import { renderToString } from 'react-dom/server';
import { Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { KeptMarkup, ServerSharedMarkup } from '~/lib/islands/kept-markup';
import { createSharedMarkupWriter } from '~/lib/islands/shared-markup.server';

/** A filter's "show more" line; counts its renders, so a test can tell a written markup from a kept one. */
function MoreValues({ count, onRender }: { count: number; onRender: () => void }) {
    const { t } = useTranslation();
    onRender();
    return <summary>{t('listing.filters.showMore', { count })}</summary>;
}

describe('createSharedMarkupWriter', () => {
    it('writes the markup once per data object, language and key', () => {
        const write = createSharedMarkupWriter();
        const renders = vi.fn();
        const facets = [{ code: 'colore' }];
        const first = write({ source: facets, key: 'category\n{}' }, 'it', <MoreValues count={3} onRender={renders} />);
        const again = write({ source: facets, key: 'category\n{}' }, 'it', <MoreValues count={9} onRender={renders} />);
        expect(first).toBe('<summary>Mostra altri 3</summary>');
        // The same data and key: the markup written for them, without rendering again.
        expect(again).toBe(first);
        expect(renders).toHaveBeenCalledTimes(1);

        expect(
            write(
                { source: facets, key: 'category\n{"colore":["nero"]}' },
                'it',
                <MoreValues count={4} onRender={renders} />,
            ),
        ).toBe('<summary>Mostra altri 4</summary>');
        expect(write({ source: facets, key: 'category\n{}' }, 'en', <MoreValues count={5} onRender={renders} />)).toBe(
            '<summary>Show 5 more</summary>',
        );
        // New data (the cache refreshed the listing) is written anew under the same key.
        expect(
            write({ source: [...facets], key: 'category\n{}' }, 'it', <MoreValues count={6} onRender={renders} />),
        ).toBe('<summary>Mostra altri 6</summary>');
        expect(renders).toHaveBeenCalledTimes(4);
    });

    it("writes links to whole paths as the page's router would, whatever the page's address", () => {
        const write = createSharedMarkupWriter();
        expect(
            write(
                { source: {}, key: '' },
                'it',
                <Link to="/it/resi-e-rimborsi" prefetch="intent">
                    Resi
                </Link>,
            ),
        ).toBe('<a href="/it/resi-e-rimborsi" data-discover="true">Resi</a>');
    });

    it('gives KeptMarkup the same HTML the server would render from its children', () => {
        const source = {};
        const page = (shared?: { source: object; key: string }) => (
            <KeptMarkup live shared={shared}>
                <fieldset>
                    <legend>Colore</legend>
                    <MoreValues count={2} onRender={() => undefined} />
                </fieldset>
            </KeptMarkup>
        );
        const rendered = renderToString(page());
        const written = renderToString(
            <ServerSharedMarkup value={createSharedMarkupWriter()}>{page({ source, key: '' })}</ServerSharedMarkup>,
        );
        expect(written).toBe(rendered);
        expect(written).toBe(
            '<div class="contents"><fieldset><legend>Colore</legend><summary>Mostra altri 2</summary></fieldset></div>',
        );
    });
});
