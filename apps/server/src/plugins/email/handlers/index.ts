import {
    orderConfirmationHandler,
    orderReceivedHandler,
    settledOrderConfirmationHandler,
} from './order-confirmation.handler';
import { passwordResetHandler } from './password-reset.handler';
import { stockAlertHandler } from './stock-alert.handler';
import { isOwnAccountVerified, welcomeHandler } from './welcome.handler';

export {
    isOwnAccountVerified,
    orderConfirmationHandler,
    orderReceivedHandler,
    passwordResetHandler,
    settledOrderConfirmationHandler,
    stockAlertHandler,
    welcomeHandler,
};

/**
 * Every email the shop sends. Vendure's defaults are not used: the order confirmation is the shop's own, in Italian;
 * email verification and email-change confirmation have nothing to confirm while accounts are signed in at once
 * (decision 028).
 */
export const shopEmailHandlers = [
    passwordResetHandler,
    welcomeHandler,
    orderConfirmationHandler,
    settledOrderConfirmationHandler,
    orderReceivedHandler,
    stockAlertHandler,
];
