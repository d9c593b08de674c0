/**
 * The demo store's sample company on top of the store's layout content: its address and VAT number, social profiles,
 * the brand logos before the footer, its opening hours, the home page's hero, category tiles, brands and best sellers,
 * and (with the demo coupons) an offers page naming them.
 * A block or page staff have changed from the store configuration's wording is left as they wrote it.
 */
import { isDeepStrictEqual } from 'node:util';

import { INestApplicationContext } from '@nestjs/common';
import { RequestContext } from '@vendure/core';

import { CmsService } from '../plugins/cms';
import { demoCoupons } from './demo-coupons';
import { demoBestSellers, homeBrandsBlock, homeCategoriesBlock, homeHeroBlock } from './demo-home-content';
import { importLogos, neutralBlocks, pages, SHOP_NAME, STORE_LOCALE } from './store-content';

export const CUSTOMER_SERVICE_EMAIL = 'servizioclienti@scintilla.example';
export const CUSTOMER_SERVICE_PHONE = '800 123 456';

const socialLinks = [
    { name: 'Facebook', href: 'https://www.facebook.com/' },
    { name: 'Instagram', href: 'https://www.instagram.com/' },
    { name: 'YouTube', href: 'https://www.youtube.com/' },
    { name: 'TikTok', href: 'https://www.tiktok.com/' },
];
const prefooterBrands = [
    'Samsung',
    'Apple',
    'Sony',
    'LG',
    'Bosch',
    'Whirlpool',
    'Philips',
    "De'Longhi",
    'Dyson',
    'Lenovo',
    'HP',
    'Nintendo',
];

function offersPageWithCoupons() {
    const neutral = pages.find(page => page.slug === 'offerte')!;
    return {
        page: {
            ...neutral,
            body:
                '<p>Inserisci il codice nel carrello:</p><ul>' +
                demoCoupons.map(c => `<li><strong>${c.couponCode}</strong>: ${c.description}</li>`).join('') +
                '</ul>',
        },
        neutralBody: neutral.body,
    };
}

export async function seedDemoContent(
    app: INestApplicationContext,
    ctx: RequestContext,
    importAssetsDir: string,
    options: { demoCoupons: boolean },
) {
    const cms = app.get(CmsService);
    const locale = STORE_LOCALE;
    /** Writes the demo's block where there is none, or where it still holds the store configuration's wording. */
    const writeBlock = async (identifier: string, content: () => Promise<Record<string, unknown>>) => {
        const [existing] = await cms.getBlocks(ctx, [identifier], locale);
        const neutral = (neutralBlocks as Record<string, unknown>)[identifier];
        if (!existing || (neutral !== undefined && isDeepStrictEqual(existing.content, neutral))) {
            await cms.upsertBlock(ctx, { identifier, locale, content: await content() });
        }
    };
    await writeBlock('pre-header', async () => ({ text: 'Assistenza clienti dal lunedì al venerdì, 9:00–18:00' }));
    await writeBlock('footer-address', async () => ({
        title: SHOP_NAME,
        lines: [`${SHOP_NAME} S.r.l.`, 'Via dell’Elettricità 12', '20121 Milano (MI)', 'P. IVA 00743110157'],
        email: CUSTOMER_SERVICE_EMAIL,
        phone: CUSTOMER_SERVICE_PHONE,
    }));
    await writeBlock('footer-social', async () => {
        const logos = await importLogos(
            app,
            ctx,
            importAssetsDir,
            socialLinks.map(s => s.name),
            'social',
        );
        return {
            title: 'Seguici',
            links: socialLinks.map(s => ({ name: s.name, href: s.href, src: logos.get(s.name)! })),
        };
    });
    await writeBlock('copyright', async () => ({
        content: `© ${new Date().getFullYear()} ${SHOP_NAME} S.r.l. – P. IVA 00743110157 – Tutti i diritti riservati`,
    }));
    await writeBlock('prefooter', async () => {
        const logos = await importLogos(app, ctx, importAssetsDir, prefooterBrands, 'brand');
        return { logos: prefooterBrands.map(name => ({ name, src: logos.get(name)! })) };
    });
    await writeBlock('home-hero', () => homeHeroBlock(app, ctx, importAssetsDir));
    await writeBlock('home-categories', () => homeCategoriesBlock(app, ctx, importAssetsDir));
    await writeBlock('home-brands', async () => {
        const [prefooter] = await cms.getBlocks(ctx, ['prefooter'], locale);
        const logos = (prefooter?.content as { logos?: Array<{ name: string; src: string }> } | undefined)?.logos ?? [];
        return homeBrandsBlock(app, new Map(logos.map(logo => [logo.name, logo.src])));
    });
    await writeBlock('home-best-sellers', async () => demoBestSellers);
    if (options.demoCoupons) {
        const { page, neutralBody } = offersPageWithCoupons();
        const existing = await cms.getPage(ctx, page.slug, locale);
        if (!existing || existing.body === neutralBody) {
            await cms.upsertPage(ctx, { ...page, locale });
        }
    }
}
