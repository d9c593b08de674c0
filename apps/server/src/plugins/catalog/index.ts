export * from './catalog.plugin';
export * from './constants';
export * from './types';
export { requestAssetUrl } from './services/asset-url';
export { CatalogIndex } from './services/catalog-index';
export { CatalogIndexService } from './services/catalog-index.service';
export { CatalogLoaderService } from './services/catalog-loader.service';
export { CatalogSearch } from './services/catalog-search';
export { CatalogService } from './services/catalog.service';
