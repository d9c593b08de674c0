/**
 * How the registration says no, by code (decision 010): RegistrationInputError names the refused field and the
 * storefront catalogue key of the reason; Vendure's own EmailAddressConflictError and PasswordValidationError are
 * answered as they are.
 */
import { GraphQLErrorResult } from '@vendure/core';

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
