// The commerce server's own test helpers, for the journeys: a real SMTP server and the reCAPTCHA sandbox. That package
// is CommonJS, so they are loaded with `require` (which Playwright compiles as CommonJS) rather than imported.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

type SmtpSinkModule = typeof import('../../server/test/smtp-sink');
type RecaptchaSandboxModule = typeof import('../../server/src/plugins/bot-check/sandbox/recaptcha-sandbox');

export const { startSmtpSink } = require('../../server/test/smtp-sink.ts') as SmtpSinkModule;
export const { startRecaptchaSandbox } =
    require('../../server/src/plugins/bot-check/sandbox/recaptcha-sandbox.ts') as RecaptchaSandboxModule;
export type { RecaptchaSandbox } from '../../server/src/plugins/bot-check/sandbox/recaptcha-sandbox';
