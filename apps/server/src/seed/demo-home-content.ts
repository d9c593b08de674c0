/**
 * The demo store's home page: hero slides and category tiles with pictures drawn from the catalog's pictograms, the
 * brand strip from the prefooter's logos (each linking to its brand page by the manufacturer facet value's code), and
 * best sellers that show televisions and audio until orders name enough products.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

import { INestApplicationContext } from '@nestjs/common';
import { AssetImporter, FacetValue, RequestContext, TransactionalConnection } from '@vendure/core';

import { renderScene, ScenePictogram } from './catalog/images';

export const HERO_WIDTH = 1600;
export const HERO_HEIGHT = 900;
export const TILE_SIZE = 480;

interface HeroSlide {
    file: string;
    accent: string;
    pictograms: ScenePictogram[];
    alt: string;
    headline: string;
    text: string;
    link: { label: string; href: string };
}

const heroSlides: HeroSlide[] = [
    {
        file: 'hero-televisori',
        accent: '#d41025',
        pictograms: [
            { kind: 'tv', x: 420, y: 90, scale: 1.25 },
            { kind: 'headphones', colour: 'Nero', x: 90, y: 420, scale: 0.6 },
            { kind: 'speaker', x: 1180, y: 400, scale: 0.6 },
        ],
        alt: 'Un televisore, delle cuffie e una cassa',
        headline: 'Il cinema in salotto',
        text: 'Televisori 4K e OLED, cuffie e casse dei migliori marchi, con consegna in tutta Italia.',
        link: { label: 'Scopri i televisori', href: '/c/televisori' },
    },
    {
        file: 'hero-smartphone',
        accent: '#1565c0',
        pictograms: [
            { kind: 'smartphone', colour: 'Nero', x: 380, y: 150, scale: 1.1 },
            { kind: 'smartphone', colour: 'Lavanda', x: 600, y: 110, scale: 1.2 },
            { kind: 'smartwatch', colour: 'Argento', x: 980, y: 300, scale: 0.75 },
        ],
        alt: 'Due smartphone e uno smartwatch',
        headline: 'Smartphone nuovi e ricondizionati',
        text: 'iPhone e Android di ogni fascia di prezzo; i ricondizionati sono verificati e garantiti 12 mesi.',
        link: { label: 'Scegli lo smartphone', href: '/c/smartphone' },
    },
    {
        file: 'hero-elettrodomestici',
        accent: '#2e7d32',
        pictograms: [
            { kind: 'fridge', x: 300, y: 120, scale: 1.15 },
            { kind: 'washing-machine', x: 760, y: 240, scale: 0.95 },
            { kind: 'coffee-machine', x: 1180, y: 420, scale: 0.55 },
        ],
        alt: 'Un frigorifero, una lavatrice e una macchina da caffè',
        headline: 'Elettrodomestici che consumano meno',
        text: 'Lavatrici, frigoriferi e lavastoviglie con la classe energetica sempre in vista.',
        link: { label: 'Vedi i grandi elettrodomestici', href: '/c/grandi-elettrodomestici' },
    },
];

const tiles: Array<{ slug: string; label: string; kind: ScenePictogram['kind']; accent: string; colour?: string }> = [
    { slug: 'smartphone', label: 'Smartphone', kind: 'smartphone', accent: '#1565c0', colour: 'Nero' },
    { slug: 'televisori', label: 'Televisori', kind: 'tv', accent: '#d41025' },
    { slug: 'notebook', label: 'Notebook', kind: 'laptop', accent: '#37474f', colour: 'Argento' },
    { slug: 'cuffie', label: 'Cuffie', kind: 'headphones', accent: '#6a1b9a', colour: 'Nero' },
    { slug: 'lavatrici', label: 'Lavatrici', kind: 'washing-machine', accent: '#00838f' },
    { slug: 'frigoriferi', label: 'Frigoriferi', kind: 'fridge', accent: '#2e7d32' },
    { slug: 'macchine-caffe', label: 'Macchine da caffè', kind: 'coffee-machine', accent: '#6d4c41' },
    { slug: 'console', label: 'Console', kind: 'console', accent: '#ef6c00' },
];

/** Brands of the strip, in the order shoppers of an Italian electronics shop look for them. */
const stripBrands = ['Samsung', 'Apple', 'Sony', 'LG', 'Bosch', 'Whirlpool', "De'Longhi", 'Dyson', 'Lenovo', 'HP'];

/** Pictures become ordinary assets, so staff can replace them in the dashboard like any other. */
async function importPictures(
    app: INestApplicationContext,
    ctx: RequestContext,
    importAssetsDir: string,
    pictures: Array<{ file: string; render: () => Promise<Buffer> }>,
): Promise<string[]> {
    await fs.mkdir(path.join(importAssetsDir, 'home'), { recursive: true });
    const files = pictures.map(picture => `home/${picture.file}.png`);
    for (const [index, picture] of pictures.entries()) {
        await fs.writeFile(path.join(importAssetsDir, files[index]), await picture.render());
    }
    const { assets, errors } = await app.get(AssetImporter).getAssets(files, ctx);
    if (errors.length) {
        throw new Error(`Home picture import failed: ${errors.join('; ')}`);
    }
    return assets.map(asset => `/assets/${asset.preview}`);
}

export async function homeHeroBlock(app: INestApplicationContext, ctx: RequestContext, importAssetsDir: string) {
    const sources = await importPictures(
        app,
        ctx,
        importAssetsDir,
        heroSlides.map(slide => ({
            file: slide.file,
            render: () => renderScene(HERO_WIDTH, HERO_HEIGHT, slide.accent, slide.pictograms),
        })),
    );
    return {
        slides: heroSlides.map((slide, index) => ({
            image: { src: sources[index], alt: slide.alt, width: HERO_WIDTH, height: HERO_HEIGHT },
            headline: slide.headline,
            text: slide.text,
            link: slide.link,
        })),
    };
}

export async function homeCategoriesBlock(app: INestApplicationContext, ctx: RequestContext, importAssetsDir: string) {
    const sources = await importPictures(
        app,
        ctx,
        importAssetsDir,
        tiles.map(tile => ({
            file: `categoria-${tile.slug}`,
            render: () =>
                renderScene(TILE_SIZE, TILE_SIZE, tile.accent, [
                    { kind: tile.kind, colour: tile.colour, x: 75, y: 75, scale: 0.55 },
                ]),
        })),
    );
    return {
        title: 'Scopri le categorie',
        tiles: tiles.map((tile, index) => ({
            slug: tile.slug,
            label: tile.label,
            image: { src: sources[index], alt: '', width: TILE_SIZE, height: TILE_SIZE },
        })),
    };
}

/** The strip's brands that have products, each with its logo and its manufacturer facet value's code. */
export async function homeBrandsBlock(app: INestApplicationContext, logos: Map<string, string>) {
    const values = await app
        .get(TransactionalConnection)
        .rawConnection.getRepository(FacetValue)
        .find({ where: { facet: { code: 'manufacturer' } }, relations: { translations: true } });
    const codeOf = new Map<string, string>();
    for (const value of values) {
        for (const translation of value.translations) codeOf.set(translation.name, value.code);
    }
    return {
        title: 'I nostri marchi',
        brands: stripBrands
            .filter(name => codeOf.has(name) && logos.has(name))
            .map(name => ({ name, code: codeOf.get(name)!, src: logos.get(name)! })),
    };
}

export const demoBestSellers = {
    title: 'I più venduti',
    days: 30,
    take: 8,
    fallbackCategory: 'tv-e-audio',
};
