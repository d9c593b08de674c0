// Entry point of the Italian demo catalog: the category tree, the products, and the image renderers.
import { categories } from './categories';
import { products } from './products';
import type { SeedCatalog } from './types';

export const catalog: SeedCatalog = { categories, products };

export { categories, products };
export { renderLogo, renderPlaceholder, renderProductImage } from './images';
export type * from './types';
