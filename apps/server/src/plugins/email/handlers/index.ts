import { passwordResetHandler } from './password-reset.handler';
import { isOwnAccountVerified, welcomeHandler } from './welcome.handler';

export { isOwnAccountVerified, passwordResetHandler, welcomeHandler };

/**
 * Every email the shop sends. Vendure's defaults are not used: order confirmation comes with checkout, in Italian;
 * email verification and email-change confirmation have nothing to confirm while accounts are signed in at once
 * (decision 028).
 */
export const shopEmailHandlers = [passwordResetHandler, welcomeHandler];
