// axe-core finds no serious or critical problems on the home and 404 pages, desktop and phone.
import { expect, gotoHydrated, test } from './fixtures';

for (const [name, path] of [
    ['home', '/it'],
    ['404', '/it/pagina-inesistente'],
] as const) {
    for (const viewport of [
        { width: 1280, height: 800 },
        { width: 375, height: 740 },
    ]) {
        test(`${name} at ${viewport.width} px has no serious or critical violations`, async ({ page, axe }) => {
            await page.setViewportSize(viewport);
            await gotoHydrated(page, path);
            expect(await axe.seriousViolations()).toEqual([]);
        });
    }
}
