/**
 * How the registration says no, by code (decision 010): RegistrationInputError names the refused field and the
 * storefront catalogue key of the reason; Vendure's own EmailAddressConflictError and PasswordValidationError are
 * answered as they are.
 */
import { GraphQLErrorResult, I18nError, LogLevel } from '@vendure/core';

import { INVALID_EMAIL_ADDRESS_CODE } from './constants';
import { RegistrationField } from './types';
import { ValidationMessageKey } from './validation';

export class RegistrationInputError implements GraphQLErrorResult {
    readonly __typename = 'RegistrationInputError';
    readonly errorCode = 'REGISTRATION_INPUT_ERROR';
    readonly message: string;

    constructor(
        readonly field: RegistrationField,
        readonly reason: ValidationMessageKey,
    ) {
        this.message = `The registration was refused: ${field} (${reason})`;
    }
}

/** Thrown inside the registration's transaction when Vendure refuses after a write: it rolls back, then is answered. */
export class RegistrationRefusal extends Error {
    constructor(readonly result: GraphQLErrorResult) {
        super(result.message);
        this.name = 'RegistrationRefusal';
    }
}

/**
 * An email address that is not exactly one address (a list, a second line, a display name, too long), refused before
 * anything is stored: a GraphQL error with code INVALID_EMAIL_ADDRESS and HTTP status 400.
 */
export class InvalidEmailAddressError extends I18nError {
    constructor() {
        super('error.invalid-email-address', {}, INVALID_EMAIL_ADDRESS_CODE, LogLevel.Verbose);
        Object.assign(this.extensions, { http: { status: 400 } });
    }
}

/** The English message, for logs and staff (the storefront shows its own text for the code). */
export const INVALID_EMAIL_ADDRESS_MESSAGE = 'The email address must be exactly one address, such as nome@example.it';
