export * from './constants';
export * from './payments.plugin';
export * from './types';
export { paymentsOptionsFromEnv } from './payments-options';
export { paymentSandboxMiddleware } from './sandbox/sandbox-middleware';
