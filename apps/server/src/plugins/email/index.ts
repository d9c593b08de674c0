export * from './constants';
export * from './email-options';
export * from './handlers';
export * from './types';
