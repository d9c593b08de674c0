export * from './constants';
export * from './errors';
export * from './stock.plugin';
