/** What the commerce server and the storefront share that the GraphQL schema cannot carry. */
export * from './catalog-facets.js';
export * from './option-groups.js';
export * from './cart-notes.js';
export * from './cms-blocks.js';
export * from './image-sizes.js';
export * from './fiscal-code.js';
export * from './partita-iva.js';
export * from './validation/index.js';
export * from './italian-addresses.js';
export * from './financing.js';
export * from './delivery.js';
export * from './rome-time.js';
export * from './omnibus.js';
export * from './service-bands.js';
