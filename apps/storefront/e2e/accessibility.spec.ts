// axe-core finds no serious or critical problems on the home and 404 pages, desktop and phone.
import AxeBuilder from '@axe-core/playwright';
import { expect, gotoHydrated, test } from './fixtures';

for (const [name, path] of [
    ['home', '/it'],
    ['404', '/it/pagina-inesistente'],
] as const) {
    for (const viewport of [
        { width: 1280, height: 800 },
        { width: 375, height: 740 },
    ]) {
        test(`${name} at ${viewport.width} px has no serious or critical violations`, async ({ page }) => {
            await page.setViewportSize(viewport);
            await gotoHydrated(page, path);
            const results = await new AxeBuilder({ page })
                .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
                .analyze();
            const blocking = results.violations.filter(v => v.impact === 'serious' || v.impact === 'critical');
            expect(
                blocking.map(v => `${v.id} (${v.impact}): ${v.nodes.map(n => n.target.join(' ')).join(', ')}`),
            ).toEqual([]);
        });
    }
}
