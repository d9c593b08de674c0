export * from './health.plugin';
export * from './types';
