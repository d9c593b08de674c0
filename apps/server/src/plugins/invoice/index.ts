export * from './errors';
export * from './invoice.plugin';
export * from './services/invoice-data';
