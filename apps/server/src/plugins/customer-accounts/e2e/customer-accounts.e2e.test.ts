/**
 * Customer accounts through the real shop API on the seeded demo store: registration with every server-side rule,
 * the native registration refused, sign-in right after, password rules on reset and change, answers that do not tell
 * which addresses have an account (the same text, a time floor on resets, a bcrypt round on every failed sign-in),
 * sign-out, and the guest cart merged into the customer's at sign-in.
 */
import {
    ConfigService,
    Customer,
    NativeAuthenticationMethod,
    ProductVariant,
    TransactionalConnection,
    User,
} from '@vendure/core';
import { IsNull, Like } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { createShopTestEnvironment, testPort } from '../../../../test/shop-test-environment';
import { PASSWORD_RESET_ANSWER_FLOOR_MS } from '../constants';
import { Answer, call, LOGIN, REGISTER, registration, REQUEST_RESET, RESET, shopper } from './account-client';

const PORT = testPort(4120);
const BASE = `http://localhost:${PORT}`;

// Every request here comes from one address: the per-IP and per-address limits are decision 022's tests, not these.
Object.assign(process.env, {
    RATE_LIMIT_CUSTOMER_LOGIN_FAILURES: '100000',
    RATE_LIMIT_CUSTOMER_LOGIN_FAILURES_PER_IP: '100000',
    RATE_LIMIT_REGISTRATIONS_PER_IP: '100000',
    RATE_LIMIT_PASSWORD_RESET_REQUESTS: '100000',
    RATE_LIMIT_PASSWORD_RESET_REQUESTS_PER_IP: '100000',
    RATE_LIMIT_PASSWORD_RESETS_PER_IP: '100000',
    RATE_LIMIT_CART_WRITES: '100000',
    RATE_LIMIT_CART_WRITES_PER_IP: '100000',
});

const PASSWORD = 'Bicicletta7!';
const ACTIVE_CUSTOMER = `{ activeCustomer { emailAddress firstName lastName
    customFields { fiscalCode privacyAcceptedAt newsletterConsent } } }`;

describe('customer accounts', () => {
    const env = createShopTestEnvironment({ port: PORT });
    let connection: TransactionalConnection;

    beforeAll(async () => {
        await env.init();
        connection = env.server.app.get(TransactionalConnection);
    });

    afterAll(() => env.destroy());

    function customersWith(emailAddress: string) {
        return connection.rawConnection.getRepository(Customer).count({ where: { emailAddress } });
    }

    async function register(emailAddress: string, overrides: Record<string, unknown> = {}) {
        const answer = await call(BASE, REGISTER, registration(emailAddress, overrides));
        expect(answer.status).toBe(200);
        return answer.data?.registerShopCustomer;
    }

    describe('registration', () => {
        it('stores the customer with the fiscal code upper-cased, the privacy time from the server and the consent', async () => {
            const before = Date.now();
            expect(await register('giulia.dangelo@example.it')).toEqual({ __typename: 'Success' });
            const after = Date.now();
            const customer = await connection.rawConnection
                .getRepository(Customer)
                .findOneOrFail({ where: { emailAddress: 'giulia.dangelo@example.it' }, relations: { user: true } });
            expect(customer.firstName).toBe('Giulia');
            expect(customer.lastName).toBe("D'Angelo");
            const fields = customer.customFields as {
                fiscalCode: string;
                privacyAcceptedAt: Date;
                newsletterConsent: boolean;
            };
            expect(fields.fiscalCode).toBe('RSSMRA85T10A562S');
            expect(fields.newsletterConsent).toBe(true);
            // SQLite keeps whole seconds.
            expect(new Date(fields.privacyAcceptedAt).getTime()).toBeGreaterThanOrEqual(
                Math.floor(before / 1000) * 1000,
            );
            expect(new Date(fields.privacyAcceptedAt).getTime()).toBeLessThanOrEqual(after);
            // No email round trip before the first sign-in (decision 031).
            expect(customer.user?.verified).toBe(true);
        });

        it('does not sign the shopper in, and the login right after succeeds', async () => {
            const giulia = shopper(BASE);
            const registered = await giulia.shop(
                REGISTER,
                registration('marco.bianchi@example.it', { newsletter: false, fiscalCode: 'RSSMRA85T10A56NH' }),
            );
            expect(registered.data?.registerShopCustomer.__typename).toBe('Success');
            expect((await giulia.shop(ACTIVE_CUSTOMER)).data?.activeCustomer).toBeNull();
            const login = await giulia.shop(LOGIN, { username: 'marco.bianchi@example.it', password: PASSWORD });
            expect(login.data?.login).toEqual({ __typename: 'CurrentUser', identifier: 'marco.bianchi@example.it' });
            const me = (await giulia.shop(ACTIVE_CUSTOMER)).data?.activeCustomer;
            expect(me).toMatchObject({
                emailAddress: 'marco.bianchi@example.it',
                firstName: 'Giulia',
                customFields: { fiscalCode: 'RSSMRA85T10A56NH', newsletterConsent: false },
            });
            expect(me.customFields.privacyAcceptedAt).not.toBeNull();
        });

        it.each([
            [
                'a code of the wrong shape',
                { fiscalCode: 'RSSMRA85T10A56' },
                'fiscalCode',
                'validation.invalidFiscalCode',
            ],
            ['a wrong check letter', { fiscalCode: 'BNCGVN80A01H501Z' }, 'fiscalCode', 'validation.invalidFiscalCode'],
            ['no fiscal code', { fiscalCode: '  ' }, 'fiscalCode', 'validation.required'],
            ['privacy not accepted', { privacyAccepted: false }, 'privacyAccepted', 'validation.privacyRequired'],
            ['< in the first name', { firstName: '<b>Giulia' }, 'firstName', 'validation.forbiddenCharacters'],
            ['; in the last name', { lastName: 'Rossi;' }, 'lastName', 'validation.forbiddenSemicolon'],
            ['an empty last name', { lastName: ' ' }, 'lastName', 'validation.required'],
            [
                'an address without a domain',
                { emailAddress: 'refused@example' },
                'emailAddress',
                'validation.invalidEmail',
            ],
        ])('refuses %s, storing nothing', async (_case, overrides, field, reason) => {
            const emailAddress = (overrides as { emailAddress?: string }).emailAddress ?? 'refused@example.it';
            const answer = await register(emailAddress, overrides);
            expect(answer).toEqual({
                __typename: 'RegistrationInputError',
                errorCode: 'REGISTRATION_INPUT_ERROR',
                message: `The registration was refused: ${field} (${reason})`,
                field,
                reason,
            });
            expect(await customersWith(emailAddress)).toBe(0);
        });

        it.each(['Bici7!', 'bicicletta!!', 'Bicicletta77', 'Bici cletta7!', `Bicicletta7!${'x'.repeat(61)}`])(
            'refuses the weak password %j with PasswordValidationError',
            async password => {
                expect(await register('weak@example.it', { password })).toEqual({
                    __typename: 'PasswordValidationError',
                    errorCode: 'PASSWORD_VALIDATION_ERROR',
                    message: 'Password is invalid',
                    validationErrorMessage: 'validation.invalidPassword',
                });
                expect(await customersWith('weak@example.it')).toBe(0);
            },
        );

        it('refuses an address that has an account, whatever its case, and leaves that account as it was', async () => {
            const answer = await register('Giulia.DAngelo@Example.it', { firstName: 'Intruso', newsletter: false });
            expect(answer).toEqual({
                __typename: 'EmailAddressConflictError',
                errorCode: 'EMAIL_ADDRESS_CONFLICT_ERROR',
                message: 'The email address is not available.',
            });
            const customer = await connection.rawConnection
                .getRepository(Customer)
                .findOneOrFail({ where: { emailAddress: 'giulia.dangelo@example.it' } });
            expect(customer.firstName).toBe('Giulia');
            expect((customer.customFields as { newsletterConsent: boolean }).newsletterConsent).toBe(true);
        });

        it("refuses Vendure's own registerCustomerAccount on the shop API", async () => {
            const answer = await call(
                BASE,
                `mutation { registerCustomerAccount(input: {
                    emailAddress: "native@example.it", password: "x", firstName: "N", lastName: "N"
                }) { __typename } }`,
            );
            expect(answer.data).toBeNull();
            expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
            expect(answer.errors?.[0]?.message).toBe('You are not currently authorized to perform this action');
            expect(await customersWith('native@example.it')).toBe(0);
        });
    });

    describe('fiscal code and privacy time through updateCustomer', () => {
        const UPDATE = `mutation Update($input: UpdateCustomerInput!) {
            updateCustomer(input: $input) { customFields { fiscalCode } }
        }`;

        it('checks the fiscal code with the same rule and keeps it upper case', async () => {
            const marco = shopper(BASE);
            await marco.shop(LOGIN, { username: 'marco.bianchi@example.it', password: PASSWORD });
            for (const fiscalCode of ['BNCGVN80A01H501Z', 'rssmra85t10a562s', 'RSSMRA85']) {
                const refused = await marco.shop(UPDATE, { input: { customFields: { fiscalCode } } });
                expect(refused.data).toBeNull();
                expect(refused.errors?.[0]?.extensions?.code).toBe('USER_INPUT_ERROR');
                expect(refused.errors?.[0]?.message).toBe(
                    'Inserisci un codice fiscale valido: 16 caratteri in maiuscolo, come RSSMRA85T10A562S',
                );
            }
            expect((await marco.shop(ACTIVE_CUSTOMER)).data?.activeCustomer.customFields.fiscalCode).toBe(
                'RSSMRA85T10A56NH',
            );
            const accepted = await marco.shop(UPDATE, { input: { customFields: { fiscalCode: 'RCCMNL83S18D969H' } } });
            expect(accepted.data?.updateCustomer.customFields.fiscalCode).toBe('RCCMNL83S18D969H');
        });

        it('has no way for a client to write privacyAcceptedAt', async () => {
            const marco = shopper(BASE);
            await marco.shop(LOGIN, { username: 'marco.bianchi@example.it', password: PASSWORD });
            const before = (await marco.shop(ACTIVE_CUSTOMER)).data?.activeCustomer.customFields.privacyAcceptedAt;
            const answer = await marco.shop(UPDATE, {
                input: { customFields: { privacyAcceptedAt: '2000-01-01T00:00:00.000Z' } },
            });
            expect(answer.status).toBe(400);
            expect(answer.errors?.[0]?.message).toMatch(
                /"privacyAcceptedAt" is not defined by type "UpdateCustomerCustomFieldsInput"/,
            );
            expect((await marco.shop(ACTIVE_CUSTOMER)).data?.activeCustomer.customFields.privacyAcceptedAt).toBe(
                before,
            );
        });
    });

    describe('passwords', () => {
        async function resetToken(emailAddress: string): Promise<string> {
            const method = await connection.rawConnection
                .getRepository(NativeAuthenticationMethod)
                .findOneOrFail({ where: { identifier: emailAddress } });
            expect(method.passwordResetToken).toBeTruthy();
            return method.passwordResetToken!;
        }

        it('refuses a weak password on resetPassword, then takes a strong one', async () => {
            expect(await register('reset.me@example.it')).toEqual({ __typename: 'Success' });
            const requested = await call(BASE, REQUEST_RESET, { emailAddress: 'reset.me@example.it' });
            expect(requested.data?.requestPasswordReset).toEqual({ __typename: 'Success', success: true });
            const token = await resetToken('reset.me@example.it');
            const weak = await call(BASE, RESET, { token, password: 'password1' });
            expect(weak.data?.resetPassword).toEqual({
                __typename: 'PasswordValidationError',
                errorCode: 'PASSWORD_VALIDATION_ERROR',
                message: 'Password is invalid',
                validationErrorMessage: 'validation.invalidPassword',
            });
            expect(
                (await call(BASE, LOGIN, { username: 'reset.me@example.it', password: 'password1' })).data?.login
                    .errorCode,
            ).toBe('INVALID_CREDENTIALS_ERROR');
            const strong = await call(BASE, RESET, { token, password: 'Nuova-Password9' });
            expect(strong.data?.resetPassword).toEqual({
                __typename: 'CurrentUser',
                identifier: 'reset.me@example.it',
            });
            expect(
                (await call(BASE, LOGIN, { username: 'reset.me@example.it', password: 'Nuova-Password9' })).data?.login
                    .__typename,
            ).toBe('CurrentUser');
        });

        it('refuses a weak password on updateCustomerPassword', async () => {
            const customer = shopper(BASE);
            await customer.shop(LOGIN, { username: 'reset.me@example.it', password: 'Nuova-Password9' });
            const answer = await customer.shop(
                `mutation { updateCustomerPassword(currentPassword: "Nuova-Password9", newPassword: "corta1!") {
                    __typename ... on ErrorResult { errorCode } ... on PasswordValidationError { validationErrorMessage }
                } }`,
            );
            expect(answer.data?.updateCustomerPassword).toEqual({
                __typename: 'PasswordValidationError',
                errorCode: 'PASSWORD_VALIDATION_ERROR',
                validationErrorMessage: 'validation.invalidPassword',
            });
        });
    });

    describe('no account enumeration', () => {
        // Each round checks the mechanism itself, not a timing: a few are enough.
        const ROUNDS = 5;

        it('answers a password reset request the same, and only after the floor, for known and unknown addresses', async () => {
            const known: Answer[] = [];
            const unknown: Answer[] = [];
            for (let i = 0; i < ROUNDS; i++) {
                known.push(await call(BASE, REQUEST_RESET, { emailAddress: 'giulia.dangelo@example.it' }));
                unknown.push(await call(BASE, REQUEST_RESET, { emailAddress: `nobody${i}@example.it` }));
            }
            for (const answer of [...known, ...unknown]) {
                expect(answer.status).toBe(200);
                expect(answer.data).toEqual({ requestPasswordReset: { __typename: 'Success', success: true } });
                // The floor is a lower bound the server enforces: a slower machine only makes answers later.
                expect(answer.ms).toBeGreaterThanOrEqual(PASSWORD_RESET_ANSWER_FLOOR_MS);
            }
            // The known path did its work: a token is stored.
            const method = await connection.rawConnection
                .getRepository(NativeAuthenticationMethod)
                .findOneOrFail({ where: { identifier: 'giulia.dangelo@example.it' } });
            expect(method.passwordResetToken).toBeTruthy();
        });

        it('answers a wrong password and an unknown address with the same error, after a bcrypt check each', async () => {
            // The hashing strategy itself, watched: every failed sign-in must pay for one real bcrypt round.
            const hashing = env.server.app.get(ConfigService).authOptions.passwordHashingStrategy;
            const check = vi.spyOn(hashing, 'check');
            try {
                for (let i = 0; i < ROUNDS; i++) {
                    for (const username of ['giulia.dangelo@example.it', `nobody${i}@example.it`]) {
                        check.mockClear();
                        const password = `Sbagliata${i}!`;
                        const answer = await call(BASE, LOGIN, { username, password });
                        expect(answer.data?.login).toEqual({
                            __typename: 'InvalidCredentialsError',
                            errorCode: 'INVALID_CREDENTIALS_ERROR',
                            message: 'The provided credentials are invalid',
                        });
                        expect(answer.token).toBeUndefined();
                        // One comparison of the submitted password with a 12-round bcrypt hash, known address or not.
                        expect(check.mock.calls).toEqual([[password, expect.stringMatching(/^\$2[aby]\$12\$.{53}$/)]]);
                        await expect(check.mock.results[0]?.value).resolves.toBe(false);
                    }
                }
            } finally {
                check.mockRestore();
            }
        });
    });

    describe('cart merge at sign-in', () => {
        // The first variant of a television and of a phone whose services the demo catalogue lists.
        let TV: string;
        let PHONE: string;
        const ids: Record<string, string> = {};
        const CART = `{ activeOrder { id totalQuantity customFields { notes }
            lines { quantity isAttachedService productVariant { sku } } } }`;
        const ADD = `mutation Add($id: ID!, $quantity: Int!) {
            addItemToOrder(productVariantId: $id, quantity: $quantity) { __typename ... on ErrorResult { errorCode } }
        }`;
        const SERVICES = `mutation Services($productSku: String!, $serviceSkus: [String!]!) {
            setCartServices(productSku: $productSku, serviceSkus: $serviceSkus) {
                __typename ... on ErrorResult { errorCode }
            }
        }`;

        async function firstVariant(productCode: string): Promise<string> {
            const variant = await connection.rawConnection.getRepository(ProductVariant).findOneOrFail({
                where: { sku: Like(`${productCode}%`), deletedAt: IsNull() },
                order: { sku: 'ASC' },
            });
            ids[variant.sku] = String(variant.id);
            return variant.sku;
        }

        const variantId = async (sku: string) => ids[sku]!;

        beforeAll(async () => {
            TV = await firstVariant('OLED55C44LA');
            PHONE = await firstVariant('SM-A165F');
        });

        function linesOf(order: { lines: Array<{ quantity: number; productVariant: { sku: string } }> }) {
            return Object.fromEntries(order.lines.map(line => [line.productVariant.sku, line.quantity]));
        }

        it("joins the guest's lines to the customer's cart, with the notes of both and their services", async () => {
            expect(await register('carrello@example.it')).toEqual({ __typename: 'Success' });
            // The customer's own cart from an earlier visit: the TV with installation.
            const earlier = shopper(BASE);
            await earlier.shop(LOGIN, { username: 'carrello@example.it', password: PASSWORD });
            expect(
                (await earlier.shop(ADD, { id: await variantId(TV), quantity: 1 })).data?.addItemToOrder.__typename,
            ).toBe('Order');
            expect(
                (await earlier.shop(SERVICES, { productSku: TV, serviceSkus: ['SRV-INST-TVW'] })).data?.setCartServices
                    .__typename,
            ).toBe('Order');
            await earlier.shop('mutation { logout { success } }');

            // As a guest: two of the same TV with the disposal service, and a phone with accidental damage cover.
            const guest = shopper(BASE);
            await guest.shop(ADD, { id: await variantId(TV), quantity: 2 });
            await guest.shop(SERVICES, { productSku: TV, serviceSkus: ['SRV-RAEE'] });
            await guest.shop(ADD, { id: await variantId(PHONE), quantity: 1 });
            await guest.shop(SERVICES, { productSku: PHONE, serviceSkus: ['SRV-DAN1-SMART'] });
            const guestCart = (await guest.shop(CART)).data?.activeOrder;
            expect(linesOf(guestCart)).toEqual({ [TV]: 2, 'SRV-RAEE': 2, [PHONE]: 1, 'SRV-DAN1-SMART': 1 });

            const login = await guest.shop(LOGIN, { username: 'carrello@example.it', password: PASSWORD });
            expect(login.data?.login.__typename).toBe('CurrentUser');
            const merged = (await guest.shop(CART)).data?.activeOrder;
            // The guest's quantity of the TV (the shopper's latest choice); every service follows its product's quantity.
            expect(linesOf(merged)).toEqual({
                [TV]: 2,
                [PHONE]: 1,
                'SRV-INST-TVW': 2,
                'SRV-RAEE': 2,
                'SRV-DAN1-SMART': 1,
            });
            expect(JSON.parse(merged.customFields.notes)).toEqual({
                [PHONE]: ['SRV-DAN1-SMART'],
                [TV]: ['SRV-INST-TVW', 'SRV-RAEE'],
            });
            expect(merged.lines.filter((line: { isAttachedService: boolean }) => line.isAttachedService)).toHaveLength(
                3,
            );
            // The guest's order is gone: one cart, the customer's.
            expect(merged.id).not.toBe(guestCart.id);
        });

        it('keeps the customer cart and its notes when the guest cart is empty', async () => {
            const again = shopper(BASE);
            await again.shop(LOGIN, { username: 'carrello@example.it', password: PASSWORD });
            const cart = (await again.shop(CART)).data?.activeOrder;
            expect(linesOf(cart)).toEqual({
                [TV]: 2,
                [PHONE]: 1,
                'SRV-INST-TVW': 2,
                'SRV-RAEE': 2,
                'SRV-DAN1-SMART': 1,
            });
            expect(JSON.parse(cart.customFields.notes)).toEqual({
                [PHONE]: ['SRV-DAN1-SMART'],
                [TV]: ['SRV-INST-TVW', 'SRV-RAEE'],
            });
        });
    });

    it('ends the session at logout: the old token no longer signs anyone in', async () => {
        const giulia = shopper(BASE);
        await giulia.shop(LOGIN, { username: 'giulia.dangelo@example.it', password: PASSWORD });
        const token = giulia.token!;
        const signedIn = await call(BASE, ACTIVE_CUSTOMER, {}, { authorization: `Bearer ${token}` });
        expect(signedIn.data?.activeCustomer.emailAddress).toBe('giulia.dangelo@example.it');
        expect((await giulia.shop('mutation { logout { success } }')).data?.logout).toEqual({ success: true });
        const after = await call(BASE, ACTIVE_CUSTOMER, {}, { authorization: `Bearer ${token}` });
        expect(after.data?.activeCustomer).toBeNull();
        const sessions = await connection.rawConnection.query(
            `SELECT COUNT(*) AS count FROM session WHERE token = ? AND invalidated = 0`,
            [token],
        );
        expect(Number(sessions[0].count)).toBe(0);
        // The user is still there, and may sign in again.
        expect(
            await connection.rawConnection
                .getRepository(User)
                .count({ where: { identifier: 'giulia.dangelo@example.it' } }),
        ).toBe(1);
    });
});
