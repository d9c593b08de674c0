export * from './bot-check.plugin';
export * from './constants';
export * from './errors';
export * from './types';
export { botCheckOptionsFromEnv } from './bot-check-options';
export { describeOutcome, isWellFormedToken, RecaptchaVerifier } from './services/recaptcha-verifier';
export { recaptchaSandboxHandler } from './sandbox/recaptcha-sandbox';
