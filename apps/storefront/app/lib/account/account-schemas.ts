// Each account form's schema, from @shop/rules' one validation module (requirements §5): parsed by the action, and
// in the browser once the form's validator has loaded (account-validation.ts).
import { forgotPasswordForm, loginForm, registrationForm, resetPasswordForm } from '@shop/rules';
import type { z } from 'zod';
import type { AccountIntent } from '~/lib/account/account-forms';

export const accountSchemas = {
    login: loginForm,
    register: registrationForm,
    'forgot-password': forgotPasswordForm,
    'reset-password': resetPasswordForm,
} as const satisfies Record<AccountIntent, z.ZodType>;

export type AccountValue<I extends AccountIntent> = z.output<(typeof accountSchemas)[I]>;
