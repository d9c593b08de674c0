/** The account forms (requirements §3, §5): registration, sign-in, forgotten and new password. */
import { z } from 'zod';

import {
    emailField,
    fiscalCodeField,
    firstNameField,
    lastNameField,
    loginPasswordField,
    optionalCheckbox,
    passwordField,
    requiredCheckbox,
} from './fields.js';
import { VALIDATION_MESSAGES as M } from './messages.js';

/** A body that is not an object at all (a JSON caller's mistake) still answers with a key. */
const notAForm = { error: M.required };

/** Filled in by the page's script just before it posts; its score is the server's to judge. */
const recaptchaToken = z.string({ error: M.required }).optional();

const repassword = z.string({ error: M.required }).min(1, { error: M.required });

/**
 * requirements §5: "Please make sure your passwords match", shown on the second box. It is checked even when other
 * fields are wrong, so the shopper sees every problem at once, but not while either box is still empty.
 */
function passwordsMatch(value: { password: string; repassword: string }) {
    return value.password === value.repassword;
}
const matchOptions = {
    error: M.passwordsMismatch,
    path: ['repassword'],
    when: ({ value }: { value: unknown }) => {
        const { password, repassword } = (value ?? {}) as { password?: unknown; repassword?: unknown };
        return typeof password === 'string' && typeof repassword === 'string' && repassword !== '';
    },
};

export const registrationForm = z
    .object(
        {
            email: emailField,
            firstName: firstNameField,
            lastName: lastNameField,
            fiscal_code: fiscalCodeField,
            password: passwordField,
            repassword,
            is_subscribed: optionalCheckbox,
            privacy: requiredCheckbox(M.privacyRequired),
            create_account: requiredCheckbox(M.createAccountRequired),
            recaptchaToken,
        },
        notAForm,
    )
    .refine(passwordsMatch, matchOptions);

/** requirements §3: the username is the email address. */
export const loginForm = z.object({ username: emailField, password: loginPasswordField }, notAForm);

export const forgotPasswordForm = z.object({ email: emailField, recaptchaToken }, notAForm);

/**
 * The token is the one the reset email's link carries; whether it is still good is the commerce server's to say
 * (the storefront then shows `validation.tokenExpired`).
 */
export const resetPasswordForm = z
    .object(
        {
            token: z.string({ error: M.required }).trim().min(1, { error: M.required }),
            password: passwordField,
            repassword,
        },
        notAForm,
    )
    .refine(passwordsMatch, matchOptions);

export type RegistrationForm = z.output<typeof registrationForm>;
export type LoginForm = z.output<typeof loginForm>;
export type ForgotPasswordForm = z.output<typeof forgotPasswordForm>;
export type ResetPasswordForm = z.output<typeof resetPasswordForm>;
