/** The Italian content staff start from: header and footer blocks, logos, generic pages and main-menu entries. */
import fs from 'node:fs/promises';
import path from 'node:path';

import { INestApplicationContext } from '@nestjs/common';
import { AssetImporter, RequestContext } from '@vendure/core';

import { CmsService, MAIN_MENU_CODE, MenuService } from '../plugins/cms';
import { demoCoupons } from './store-settings';
import { renderLogo } from './catalog/images';

export const SHOP_NAME = 'Scintilla';
export const CUSTOMER_SERVICE_EMAIL = 'servizioclienti@scintilla.example';
export const CUSTOMER_SERVICE_PHONE = '800 123 456';

const paymentLogos = ['Visa', 'Mastercard', 'Maestro', 'American Express', 'PayPal', 'Findomestic'];
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

function slugOf(name: string) {
    return name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/(^-|-$)/g, '');
}

/** Logos become ordinary assets, so staff can replace them in the dashboard like any picture. */
async function importLogos(
    app: INestApplicationContext,
    ctx: RequestContext,
    importAssetsDir: string,
    names: string[],
    kind: 'brand' | 'payment' | 'social',
): Promise<Map<string, string>> {
    await fs.mkdir(path.join(importAssetsDir, 'logos'), { recursive: true });
    const files = names.map(name => `logos/${kind}-${slugOf(name)}.png`);
    for (const [index, file] of files.entries()) {
        await fs.writeFile(path.join(importAssetsDir, file), await renderLogo(names[index], kind));
    }
    const { assets, errors } = await app.get(AssetImporter).getAssets(files, ctx);
    if (errors.length) {
        throw new Error(`Logo import failed: ${errors.join('; ')}`);
    }
    return new Map(names.map((name, index) => [name, `/assets/${assets[index].preview}`]));
}

export const pages: Array<{ slug: string; title: string; metaDescription: string; body: string }> = [
    {
        slug: 'spedizioni-e-consegne',
        title: 'Spedizioni e consegne',
        metaDescription: 'Spedizione gratuita in Italia da 100 €, altrimenti 5 €. Spediamo entro 48 ore.',
        body:
            '<p>Spediamo in Italia, a San Marino e nella Città del Vaticano.</p>' +
            '<ul><li>Spedizione <strong>gratuita</strong> per ordini da 100 € (IVA inclusa).</li>' +
            '<li>Per ordini di importo inferiore la spedizione costa 5 €.</li>' +
            '<li>Gli ordini partono dal nostro magazzino entro 48 ore lavorative.</li></ul>' +
            '<p>Per i grandi elettrodomestici è disponibile la consegna al piano e il ritiro dell’usato.</p>',
    },
    {
        slug: 'resi-e-rimborsi',
        title: 'Resi e rimborsi',
        metaDescription: 'Reso gratuito entro 30 giorni e diritto di recesso di 14 giorni.',
        body:
            '<p>Puoi restituire gratuitamente i prodotti entro <strong>30 giorni</strong> dalla consegna.</p>' +
            '<p>Il diritto di recesso previsto dal Codice del Consumo (art. 52) è di 14 giorni dalla consegna, ' +
            'senza bisogno di indicarne il motivo. Rimborsiamo l’importo pagato, spese di spedizione comprese, ' +
            'entro 14 giorni dalla comunicazione del recesso.</p>',
    },
    {
        slug: 'garanzia',
        title: 'Garanzia legale e convenzionale',
        metaDescription: 'Garanzia legale di conformità di 24 mesi su tutti i prodotti nuovi.',
        body:
            '<p>Tutti i prodotti nuovi godono della garanzia legale di conformità di 24 mesi. ' +
            'I prodotti ricondizionati e usati hanno una garanzia di 12 mesi.</p>' +
            '<p>Puoi estendere la copertura con i nostri servizi di estensione di garanzia.</p>',
    },
    {
        slug: 'condizioni-di-vendita',
        title: 'Condizioni generali di vendita',
        metaDescription: 'Le condizioni che regolano gli acquisti sul nostro negozio online.',
        body:
            '<p>I prezzi indicati sono in euro e comprendono l’IVA. Il contratto si conclude quando ' +
            'confermi l’ordine con obbligo di pagamento e ricevi la nostra email di conferma.</p>',
    },
    {
        slug: 'privacy-policy',
        title: 'Informativa sulla privacy',
        metaDescription: 'Come trattiamo i tuoi dati personali.',
        body:
            '<p>Trattiamo i tuoi dati personali per gestire gli ordini, l’assistenza e, solo con il tuo ' +
            'consenso, la newsletter. Puoi esercitare i diritti previsti dal GDPR scrivendo a ' +
            `${CUSTOMER_SERVICE_EMAIL}.</p>`,
    },
    {
        slug: 'cookie-policy',
        title: 'Cookie policy',
        metaDescription: 'Quali cookie usiamo e come puoi modificare le tue scelte.',
        body:
            '<p>Usiamo cookie tecnici necessari al funzionamento del negozio. I cookie statistici e di ' +
            'marketing vengono usati solo con il tuo consenso, che puoi modificare in qualsiasi momento.</p>',
    },
    {
        slug: 'chi-siamo',
        title: 'Chi siamo',
        metaDescription: `${SHOP_NAME}: elettronica ed elettrodomestici online.`,
        body: `<p>${SHOP_NAME} vende online elettronica di consumo ed elettrodomestici delle migliori marche, con assistenza in italiano.</p>`,
    },
];

/** The offers page names the demo coupons only where they exist; elsewhere staff write it when they make coupons. */
function offersPage(withDemoCoupons: boolean) {
    return {
        slug: 'offerte',
        title: 'Offerte e codici sconto',
        metaDescription: 'I codici sconto attivi e le offerte del momento.',
        body: withDemoCoupons
            ? '<p>Inserisci il codice nel carrello:</p><ul>' +
              demoCoupons.map(c => `<li><strong>${c.couponCode}</strong>: ${c.description}</li>`).join('') +
              '</ul>'
            : '<p>Le offerte del momento sono indicate su ogni prodotto, con il prezzo più basso dei 30 giorni ' +
              'precedenti.</p>',
    };
}

export async function seedCmsContent(
    app: INestApplicationContext,
    ctx: RequestContext,
    importAssetsDir: string,
    options: { demoCoupons: boolean },
) {
    const cms = app.get(CmsService);
    const payments = await importLogos(app, ctx, importAssetsDir, paymentLogos, 'payment');
    const social = await importLogos(
        app,
        ctx,
        importAssetsDir,
        socialLinks.map(s => s.name),
        'social',
    );
    const brands = await importLogos(app, ctx, importAssetsDir, prefooterBrands, 'brand');
    const locale = 'it';
    const blocks: Array<[string, Record<string, unknown>]> = [
        [
            'headerText',
            {
                text: 'Spedizione gratuita in Italia da 100 € · Resi gratuiti entro 30 giorni · Spedizione in 48 ore',
            },
        ],
        ['pre-header', { text: 'Assistenza clienti dal lunedì al venerdì, 9:00–18:00' }],
        [
            'footer-address',
            {
                title: SHOP_NAME,
                lines: [`${SHOP_NAME} S.r.l.`, 'Via dell’Elettricità 12', '20121 Milano (MI)', 'P. IVA 00743110157'],
                email: CUSTOMER_SERVICE_EMAIL,
                phone: CUSTOMER_SERVICE_PHONE,
            },
        ],
        [
            'footer-links',
            {
                sections: [
                    {
                        title: 'Assistenza',
                        links: [
                            { label: 'Spedizioni e consegne', href: '/spedizioni-e-consegne' },
                            { label: 'Resi e rimborsi', href: '/resi-e-rimborsi' },
                            { label: 'Garanzia', href: '/garanzia' },
                            { label: 'Contattaci', href: '/contact-us' },
                        ],
                    },
                    {
                        title: 'Informazioni',
                        links: [
                            { label: 'Chi siamo', href: '/chi-siamo' },
                            { label: 'Offerte', href: '/offerte' },
                            { label: 'Condizioni di vendita', href: '/condizioni-di-vendita' },
                            { label: 'Privacy', href: '/privacy-policy' },
                            { label: 'Cookie', href: '/cookie-policy' },
                        ],
                    },
                ],
            },
        ],
        ['footer-newsletter', { title: 'Newsletter', text: 'Iscriviti per ricevere offerte e novità in anteprima.' }],
        [
            'footer-payments',
            { title: 'Pagamenti sicuri', logos: paymentLogos.map(name => ({ name, src: payments.get(name)! })) },
        ],
        [
            'footer-social',
            {
                title: 'Seguici',
                links: socialLinks.map(s => ({ name: s.name, href: s.href, src: social.get(s.name)! })),
            },
        ],
        [
            'copyright',
            {
                content: `© ${new Date().getFullYear()} ${SHOP_NAME} S.r.l. – P. IVA 00743110157 – Tutti i diritti riservati`,
            },
        ],
        ['prefooter', { logos: prefooterBrands.map(name => ({ name, src: brands.get(name)! })) }],
    ];
    for (const [identifier, content] of blocks) {
        await cms.upsertBlock(ctx, { identifier, locale, content });
    }
    for (const page of [...pages, offersPage(options.demoCoupons)]) {
        await cms.upsertPage(ctx, { ...page, locale });
    }
    const menu = app.get(MenuService);
    await menu.createEntry(ctx, {
        menuCode: MAIN_MENU_CODE,
        locale,
        label: 'Offerte',
        link: '/offerte',
        position: 100,
    });
    await menu.createEntry(ctx, {
        menuCode: MAIN_MENU_CODE,
        locale,
        label: 'Assistenza',
        link: '/contact-us',
        position: 110,
    });
}
