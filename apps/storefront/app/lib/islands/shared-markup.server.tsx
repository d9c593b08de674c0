// Markup every shopper's page shows alike, made from a shared data object: a cached listing's filter values are the
// same for everyone who asks for that listing, and were a third of a category page's elements. The writer keeps their
// HTML per data object (gone with it, when the data cache lets it go), language and key (what else the markup depends
// on), so a page pays for writing them only when its data is new. KeptMarkup (kept-markup.tsx) asks for it. The footer
// is the other case.
//
// The markup is written outside the page's router, under one at "/": it must not depend on the page's address (its
// links name whole paths), since every page shares it.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { I18nProvider } from '~/lib/i18n/i18n-react';
import type { SharedMarkup } from '~/lib/islands/kept-markup';

export type SharedMarkupWriter = (shared: SharedMarkup, language: string, children: ReactNode) => string;

export function createSharedMarkupWriter(): SharedMarkupWriter {
    const written = new WeakMap<object, Map<string, string>>();
    return (shared, language, children) => {
        let byKey = written.get(shared.source);
        if (byKey === undefined) {
            byKey = new Map();
            written.set(shared.source, byKey);
        }
        const key = `${language}\n${shared.key}`;
        let html = byKey.get(key);
        if (html === undefined) {
            html = renderToStaticMarkup(
                <StaticRouter location="/">
                    <I18nProvider language={language}>{children}</I18nProvider>
                </StaticRouter>,
            );
            byKey.set(key, html);
        }
        return html;
    };
}
