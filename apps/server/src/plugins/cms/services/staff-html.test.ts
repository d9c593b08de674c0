import { describe, expect, it } from 'vitest';

import { pages } from '../../../seed/store-content';
import { sanitizeStaffHtml } from './staff-html';

describe('sanitizeStaffHtml', () => {
    it('removes scripts, styles, frames and event handlers', () => {
        expect(sanitizeStaffHtml('<p>Ciao<script>alert(1)</script></p><style>p{}</style>')).toBe('<p>Ciao</p>');
        expect(sanitizeStaffHtml('<iframe src="https://evil.example"></iframe><p onclick="x()">Testo</p>')).toBe(
            '<p>Testo</p>',
        );
        expect(sanitizeStaffHtml('<img src="/assets/logo.png" onerror="alert(1)" alt="Logo">')).toBe(
            '<img src="/assets/logo.png" alt="Logo" />',
        );
        expect(sanitizeStaffHtml('<svg onload="alert(1)"><circle/></svg><p>ok</p>')).toBe('<p>ok</p>');
    });

    it('keeps links only with safe schemes, and cuts a new tab off from the shop window', () => {
        expect(sanitizeStaffHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
        expect(sanitizeStaffHtml('<a href="JaVaScRiPt&colon;alert(1)">x</a>')).toBe('<a>x</a>');
        expect(sanitizeStaffHtml('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe('<a>x</a>');
        expect(sanitizeStaffHtml('<a href="//evil.example/">x</a>')).toBe('<a>x</a>');
        expect(sanitizeStaffHtml('<a href="https://www.garanzia.example" target="_blank">Garanzia</a>')).toBe(
            '<a href="https://www.garanzia.example" target="_blank" rel="noopener noreferrer">Garanzia</a>',
        );
        expect(sanitizeStaffHtml('<a href="https://x.example" target="_blank" rel="opener">x</a>')).toBe(
            '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
        );
        for (const href of ['/it/chi-siamo', 'mailto:info@negozio.example', 'tel:+390212345678', '#resi']) {
            expect(sanitizeStaffHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
        }
    });

    it('keeps pictures from the shop asset server only', () => {
        expect(sanitizeStaffHtml('<p><img src="https://tracker.example/p.gif">Testo</p>')).toBe('<p>Testo</p>');
        expect(sanitizeStaffHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe('');
        expect(sanitizeStaffHtml('<img src="/assets/../admin" alt="">')).toBe('');
        expect(sanitizeStaffHtml('<img src="/assets/preview/ab/tv.jpg?preset=medium&format=webp" alt="TV">')).toBe(
            '<img src="/assets/preview/ab/tv.jpg?preset=medium&amp;format=webp" alt="TV" />',
        );
    });

    it('leaves legitimate shop content as it was written', () => {
        const table =
            '<h2>Tempi di consegna</h2><table><thead><tr><th scope="col">Zona</th><th>Giorni</th></tr></thead>' +
            '<tbody><tr><td>Italia</td><td colspan="2">2–4</td></tr></tbody></table>' +
            '<ol start="2"><li><strong>Reso</strong> entro <em>14 giorni</em></li></ol>' +
            '<p>Scrivi a <a href="mailto:assistenza@negozio.example">assistenza</a>.<br />Grazie.</p>';
        expect(sanitizeStaffHtml(table)).toBe(table);
        // Every page the demo store seeds survives unchanged.
        for (const page of pages) expect(sanitizeStaffHtml(page.body), page.slug).toBe(page.body);
    });
});
