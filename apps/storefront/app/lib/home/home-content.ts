// What the home page shows, as its loader hands it to the components: the home blocks and the two rows of products.
import type { HOME_BLOCK_IDENTIFIERS } from '@shop/rules';
import type { ProductCardData } from '~/components/catalog/product-card.fragment';
import type { LayoutBlocks } from '~/lib/cms/blocks';

export type HomeBlocks = Pick<LayoutBlocks, (typeof HOME_BLOCK_IDENTIFIERS)[number]>;

export interface HomeShelves {
    offers: ProductCardData[];
    bestSellers: ProductCardData[];
}
