// The main menu: hover and keyboard on desktop, a slide-in accordion on a 375 px phone.
import { expect, gotoHydrated, mainMenu, test } from './fixtures';

test('desktop: hovering a category opens its sub-categories', async ({ page }) => {
    const parent = (await mainMenu()).find(item => item.children.length > 0);
    test.skip(!parent, 'the main menu has no category with sub-categories');
    await gotoHydrated(page, '/it');
    const menu = page.getByTestId('desktop-menu');
    // The server's entry is a link to the category; hovering it brings the live menu, which opens it.
    await menu.getByRole('link', { name: parent!.label }).hover();
    const submenu = page.getByTestId('desktop-submenu');
    await expect(submenu).toBeVisible();
    const child = parent!.children[0]!;
    const childLink = submenu.getByRole('link', { name: child.label, exact: true });
    await expect(childLink).toBeVisible();
    await expect(childLink).toHaveAttribute('href', `/it/${child.link.replace(/^\//, '')}`);
    await page.mouse.move(5, 790);
    await expect(submenu).toBeHidden();
});

test('desktop: the menu loads its code and items only when a shopper reaches for it', async ({ page }) => {
    const parent = (await mainMenu()).find(item => item.children.length > 0);
    test.skip(!parent, 'the main menu has no category with sub-categories');
    const asked: string[] = [];
    page.on('request', request => {
        const url = new URL(request.url());
        if (/\/main-menu-desktop-[\w-]+\.js$/.test(url.pathname) || url.pathname === '/api/catalog/menu')
            asked.push(url.pathname);
    });
    await gotoHydrated(page, '/it');
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    // The server's menu is there meanwhile: every top category in place, a link to its page.
    const entry = page.getByTestId('desktop-menu').getByRole('link', { name: parent!.label });
    await expect(entry).toHaveAttribute('href', `/it/${parent!.link.replace(/^\//, '')}`);

    await entry.hover();
    await expect(page.getByTestId('desktop-submenu')).toBeVisible();
    expect(asked).toContain('/api/catalog/menu');
    expect(asked.some(path => path.includes('main-menu-desktop-'))).toBe(true);
});

test('desktop: a key pressed on the menu before its code arrives still opens the category', async ({ page }) => {
    const parent = (await mainMenu()).find(item => item.children.length > 0);
    test.skip(!parent, 'the main menu has no category with sub-categories');
    await page.route(/\/api\/catalog\/menu/, async route => {
        await new Promise(resolve => setTimeout(resolve, 400));
        await route.continue();
    });
    await gotoHydrated(page, '/it');
    await page.getByTestId('desktop-menu').getByRole('link', { name: parent!.label }).focus();
    await page.keyboard.press('ArrowDown');
    const trigger = page.getByTestId('desktop-menu').getByRole('button', { name: parent!.label });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toBeFocused();
});

test('desktop: the menu works from the keyboard', async ({ page }) => {
    const parent = (await mainMenu()).find(item => item.children.length > 0);
    test.skip(!parent, 'the main menu has no category with sub-categories');
    await gotoHydrated(page, '/it');
    // Focus on the server's link brings the live menu, which keeps the focus on the same entry.
    await page.getByTestId('desktop-menu').getByRole('link', { name: parent!.label }).focus();
    const trigger = page.getByTestId('desktop-menu').getByRole('button', { name: parent!.label });
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('desktop-submenu').getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
});

test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('desktop: a top category in the menu leads to its page', async ({ page }) => {
        const parent = (await mainMenu()).find(item => item.children.length > 0);
        test.skip(!parent, 'the main menu has no category with sub-categories');
        await page.goto('/it');
        await page.getByTestId('desktop-menu').getByRole('link', { name: parent!.label }).click();
        await expect(page).toHaveURL(new RegExp(`/it/${parent!.link.replace(/^\//, '')}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(parent!.label);
    });
});

test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('the menu slides in and opens categories as an accordion', async ({ page }) => {
        const menuItems = await mainMenu();
        const parent = menuItems.find(item => item.children.length > 0);
        test.skip(!parent, 'the main menu has no category with sub-categories');
        await gotoHydrated(page, '/it');
        await expect(page.getByTestId('desktop-menu')).toBeHidden();
        await page.getByTestId('mobile-menu-button').click();
        const panel = page.getByRole('dialog', { name: 'Categorie' });
        await expect(panel).toBeVisible();

        const section = panel.getByRole('button', { name: parent!.label, exact: true });
        await expect(section).toHaveAttribute('aria-expanded', 'false');
        const child = parent!.children[0]!;
        // A sub-category with its own children is a nested accordion button, otherwise a link.
        const childEntry = panel.getByRole(child.children.length > 0 ? 'button' : 'link', {
            name: child.label,
            exact: true,
        });
        await expect(childEntry).toBeHidden();
        await section.click();
        await expect(section).toHaveAttribute('aria-expanded', 'true');
        await expect(childEntry).toBeVisible();

        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();
        await expect(page.getByTestId('mobile-menu-button')).toBeFocused();
        // The dialog's scroll lock is gone once it closes.
        expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    });

    test('following a link closes the menu and unlocks scrolling', async ({ page }) => {
        const parent = (await mainMenu()).find(item => item.children.length > 0);
        test.skip(!parent, 'the main menu has no category with sub-categories');
        await gotoHydrated(page, '/it');
        await page.getByTestId('mobile-menu-button').click();
        const panel = page.getByRole('dialog', { name: 'Categorie' });
        await panel.getByRole('button', { name: parent!.label, exact: true }).click();
        await panel.getByRole('link', { name: `Vedi tutto: ${parent!.label}` }).click();
        await expect(page).toHaveURL(new RegExp(`/it/${parent!.link.replace(/^\//, '')}$`));
        await expect(panel).toBeHidden();
        expect(await page.evaluate(() => document.body.hasAttribute('data-scroll-locked'))).toBe(false);
    });
});
