/**
 * requirements §5's password policy for every password Vendure stores for a customer: registration, `resetPassword`
 * and `updateCustomerPassword` all ask this strategy, so none is a way around the rule.
 */
import { PasswordValidationStrategy, RequestContext } from '@vendure/core';

import { isValidPassword } from '../validation';

/** PasswordValidationError.validationErrorMessage: the storefront's catalogue key, as in RegistrationInputError. */
export const INVALID_PASSWORD_REASON = 'validation.invalidPassword';

export class ShopPasswordValidationStrategy implements PasswordValidationStrategy {
    validate(_ctx: RequestContext, password: string): boolean | string {
        return isValidPassword(password) ? true : INVALID_PASSWORD_REASON;
    }
}
