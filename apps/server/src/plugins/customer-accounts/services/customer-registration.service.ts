/**
 * registerShopCustomer: checks every field against requirements §5 before anything is written, then makes the account
 * with Vendure's own registration (native credentials, bcrypt) and the shop's consents, in the request's transaction.
 */
import { Injectable } from '@nestjs/common';
import { RegisterCustomerInput } from '@vendure/common/lib/generated-shop-types';
import { CustomerService, isGraphQlErrorResult, RequestContext, UserService } from '@vendure/core';
import {
    EmailAddressConflictError,
    PasswordValidationError,
} from '@vendure/core/dist/common/error/generated-graphql-shop-errors';

import { INVALID_PASSWORD_REASON } from '../config/shop-password-validation.strategy';
import { RegistrationInputError, RegistrationRefusal } from '../errors';
import { ShopRegistrationInput } from '../types';
import { isValidEmail, isValidFiscalCode, isValidPassword, nameError, normalizeFiscalCode } from '../validation';

export type RegistrationResult =
    { success: true } | RegistrationInputError | EmailAddressConflictError | PasswordValidationError;

@Injectable()
export class CustomerRegistrationService {
    constructor(
        private customerService: CustomerService,
        private userService: UserService,
    ) {}

    /** Must run in a transaction: a refusal Vendure gives after a write is thrown as RegistrationRefusal. */
    async register(ctx: RequestContext, input: ShopRegistrationInput): Promise<RegistrationResult> {
        const refusal = this.check(input);
        if (refusal) return refusal;
        const emailAddress = input.emailAddress.trim();
        // Vendure's registration answers success and changes nothing for an address that has an account; the shop
        // tells the shopper instead (requests are rate-limited per IP, see decision 022).
        if (await this.userService.getUserByEmailAddress(ctx, emailAddress, 'customer')) {
            return new EmailAddressConflictError();
        }
        const account = {
            emailAddress,
            firstName: input.firstName.trim(),
            lastName: input.lastName.trim(),
            password: input.password,
            customFields: {
                fiscalCode: normalizeFiscalCode(input.fiscalCode),
                newsletterConsent: input.newsletter,
                // The server's time of the accepted registration; clients cannot write this field.
                privacyAcceptedAt: new Date(),
            },
        };
        // The generated input type does not know the shop's custom fields; Vendure stores them with the customer.
        const result = await this.customerService.registerCustomerAccount(ctx, account as RegisterCustomerInput);
        if (isGraphQlErrorResult(result)) {
            // The customer row may be written by now: the caller's transaction must roll back.
            throw new RegistrationRefusal(result);
        }
        return { success: true };
    }

    /** The first refused field, in the form's order, or null when every field passes. */
    private check(input: ShopRegistrationInput): RegistrationInputError | PasswordValidationError | null {
        const email = input.emailAddress.trim();
        if (email === '') return new RegistrationInputError('emailAddress', 'validation.required');
        if (!isValidEmail(email)) return new RegistrationInputError('emailAddress', 'validation.invalidEmail');
        for (const field of ['firstName', 'lastName'] as const) {
            const reason = nameError(input[field]);
            if (reason) return new RegistrationInputError(field, reason);
        }
        if (input.fiscalCode.trim() === '') return new RegistrationInputError('fiscalCode', 'validation.required');
        if (!isValidFiscalCode(input.fiscalCode)) {
            return new RegistrationInputError('fiscalCode', 'validation.invalidFiscalCode');
        }
        if (input.password === '') return new RegistrationInputError('password', 'validation.required');
        // The same rule ShopPasswordValidationStrategy applies inside Vendure, answered before any write.
        if (!isValidPassword(input.password)) {
            return new PasswordValidationError({ validationErrorMessage: INVALID_PASSWORD_REASON });
        }
        if (input.privacyAccepted !== true) {
            return new RegistrationInputError('privacyAccepted', 'validation.privacyRequired');
        }
        return null;
    }
}
