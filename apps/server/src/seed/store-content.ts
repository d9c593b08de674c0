/**
 * The content structure the storefront's layout reads, with neutral wording true of any deployment of the shop: the
 * header's shipping message, the footer's link sections and the pages they lead to, the newsletter and payment
 * columns, a copyright line, and the main menu's fixed entries. Staff replace the wording in the dashboard; company
 * data (address, VAT number, social profiles, brand logos) is theirs to add, and the demo catalog brings its own.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

import { INestApplicationContext } from '@nestjs/common';
import { AssetImporter, RequestContext } from '@vendure/core';

import { CmsService, MAIN_MENU_CODE, MenuService } from '../plugins/cms';
import { SEARCH_SYNONYMS_BLOCK } from '../plugins/catalog/services/search-synonyms';
import { renderLogo } from './catalog/images';
import { searchSynonyms } from './search-synonyms';

export const SHOP_NAME = 'Scintilla';
export const STORE_LOCALE = 'it';

/** The card brands the card payment takes, and the consumer-finance provider. */
const paymentLogos = ['Visa', 'Mastercard', 'Maestro', 'American Express', 'Findomestic'];

function slugOf(name: string) {
    return name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/(^-|-$)/g, '');
}

/** Logos become ordinary assets, so staff can replace them in the dashboard like any picture. */
export async function importLogos(
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

/** The pages the footer links to: the shop's terms as the specification sets them (shipping, returns, warranty). */
export const pages: Array<{ slug: string; title: string; metaDescription: string; body: string }> = [
    {
        slug: 'spedizioni-e-consegne',
        title: 'Spedizioni e consegne',
        metaDescription: 'Spedizione gratuita in Italia da 100 €, altrimenti 5 €. Spediamo entro 48 ore.',
        body:
            '<p>Spediamo in Italia, a San Marino e nella Città del Vaticano.</p>' +
            '<ul><li>Spedizione <strong>gratuita</strong> per ordini da 100 € (IVA inclusa).</li>' +
            '<li>Per ordini di importo inferiore la spedizione costa 5 €.</li>' +
            '<li>Gli ordini partono dal nostro magazzino entro 48 ore lavorative.</li></ul>',
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
            'I prodotti ricondizionati e usati hanno una garanzia di 12 mesi.</p>',
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
            'consenso, la newsletter. Puoi esercitare i diritti previsti dal GDPR scrivendo al servizio clienti ' +
            'dalla pagina Contattaci.</p>',
    },
    {
        slug: 'cookie-policy',
        title: 'Informativa sui cookie',
        metaDescription: 'Quali cookie usiamo e come puoi modificare le tue scelte.',
        body:
            '<p>Usiamo cookie tecnici necessari al funzionamento del negozio. I cookie statistici e di ' +
            'marketing vengono usati solo con il tuo consenso, che puoi modificare in qualsiasi momento.</p>',
    },
    {
        slug: 'chi-siamo',
        title: 'Chi siamo',
        metaDescription: `${SHOP_NAME}: elettronica ed elettrodomestici online.`,
        body: `<p>${SHOP_NAME} vende online elettronica di consumo ed elettrodomestici, con assistenza in italiano.</p>`,
    },
    {
        slug: 'offerte',
        title: 'Offerte e codici sconto',
        metaDescription: 'I codici sconto attivi e le offerte del momento.',
        // Shown as a block on the offers listing (/offerte); the demo catalog writes its coupon codes here.
        body: '<p>Hai un codice sconto? Inseriscilo nel carrello: la riduzione si applica subito al totale.</p>',
    },
];

/** Blocks whose neutral wording the demo catalog replaces with its sample company's, if staff have not changed it. */
export const neutralBlocks = {
    'pre-header': { text: 'Paga con carta o a rate con Findomestic' },
    copyright: { content: `© ${new Date().getFullYear()} ${SHOP_NAME}` },
    // Products bought in the last 30 days; a store names the category that fills the row until orders do.
    'home-best-sellers': { title: 'I più venduti', days: 30, take: 8 },
};

/** The layout's blocks and the search synonyms; the footer's link sections name only pages made here and the contact form. */
function storeBlocks(payments: Map<string, string>): Array<[string, Record<string, unknown>]> {
    return [
        [
            'headerText',
            {
                text: 'Spedizione gratuita in Italia da 100 € · Resi gratuiti entro 30 giorni · Spedizione in 48 ore',
            },
        ],
        ['pre-header', neutralBlocks['pre-header']],
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
                            { label: 'Informativa sulla privacy', href: '/privacy-policy' },
                            { label: 'Informativa sui cookie', href: '/cookie-policy' },
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
        ['copyright', neutralBlocks.copyright],
        [SEARCH_SYNONYMS_BLOCK, searchSynonyms],
        // The home page's sections that need no pictures: the shop's promises (the terms of the pages above) and the
        // rows of products on offer and best sellers.
        [
            'home-promises',
            {
                items: [
                    {
                        icon: 'shipping',
                        title: 'Spedizione gratuita da 100 €',
                        text: 'In tutta Italia; spediamo entro 48 ore',
                    },
                    {
                        icon: 'returns',
                        title: 'Reso gratuito entro 30 giorni',
                        text: 'Se cambi idea, la restituzione non ti costa nulla',
                    },
                    { icon: 'payments', title: 'Pagamenti sicuri', text: 'Con carta o a rate con Findomestic' },
                    {
                        icon: 'support',
                        title: 'Assistenza clienti',
                        text: 'Ti aiutiamo in italiano, prima e dopo l’acquisto',
                    },
                ],
            },
        ],
        [
            'home-offers',
            { title: 'Offerte della settimana', linkLabel: 'Vedi tutte le offerte', linkHref: '/offerte', take: 8 },
        ],
        ['home-best-sellers', neutralBlocks['home-best-sellers']],
    ];
}

const menuEntries = [
    { label: 'Offerte', link: '/offerte', position: 100 },
    { label: 'Assistenza', link: '/contact-us', position: 110 },
];

/** Makes the blocks, pages and main-menu entries that are missing; what exists is left as it is. */
export async function ensureStoreContent(app: INestApplicationContext, ctx: RequestContext, importAssetsDir: string) {
    const cms = app.get(CmsService);
    const locale = STORE_LOCALE;
    const present = async (identifier: string) => (await cms.getBlocks(ctx, [identifier], locale)).length > 0;
    const payments = (await present('footer-payments'))
        ? new Map<string, string>()
        : await importLogos(app, ctx, importAssetsDir, paymentLogos, 'payment');
    for (const [identifier, content] of storeBlocks(payments)) {
        if (!(await present(identifier))) {
            await cms.upsertBlock(ctx, { identifier, locale, content });
        }
    }
    for (const page of pages) {
        if (!(await cms.getPage(ctx, page.slug, locale))) {
            await cms.upsertPage(ctx, { ...page, locale });
        }
    }
    const menu = app.get(MenuService);
    const entries = await menu.listEntries(ctx, MAIN_MENU_CODE);
    for (const entry of menuEntries) {
        if (!entries.some(e => e.locale === locale && e.link === entry.link)) {
            await menu.createEntry(ctx, { menuCode: MAIN_MENU_CODE, locale, ...entry });
        }
    }
}
