// Gathers the per-department product lists into the one list the seed reads, in menu order.
import { gamingProducts, fotoVideoProducts } from './products-gaming-foto';
import { grandiElettrodomesticiProducts } from './products-grandi-elettrodomestici';
import { informaticaProducts } from './products-informatica';
import { piccoliElettrodomesticiProducts } from './products-piccoli-elettrodomestici';
import { giftCardProducts, serviceProducts } from './products-servizi';
import { telefoniaProducts } from './products-telefonia';
import { tvAudioProducts } from './products-tv-audio';
import type { SeedProduct } from './types';

export const products: SeedProduct[] = [
    ...telefoniaProducts,
    ...tvAudioProducts,
    ...informaticaProducts,
    ...grandiElettrodomesticiProducts,
    ...piccoliElettrodomesticiProducts,
    ...gamingProducts,
    ...fotoVideoProducts,
    ...giftCardProducts,
    ...serviceProducts,
];
