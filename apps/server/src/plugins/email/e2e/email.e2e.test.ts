/**
 * The shop's emails as production sends them: a real Vendure in production mode sends through SMTP to a real SMTP
 * server the test starts (test/smtp-sink.ts), and the test reads the messages that arrived. Password reset (and its
 * link working), no email for an unknown address, the welcome after a shopper's registration, nothing for an
 * account staff create, and no development mailbox.
 */
import { NativeAuthenticationMethod, TransactionalConnection } from '@vendure/core';
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createShopTestEnvironment, testPort } from '../../../../test/shop-test-environment';
import { type SinkMessage, type SmtpSink, startSmtpSink } from '../../../../test/smtp-sink';
import { PRODUCTION_PAYMENT_ENV } from '../../../../test/production-support';
import { waitForIdleJobQueue } from '../../../lib/job-queue-idle';
import { describeDeadline } from '../services/link-lifetime';

const PORT = testPort(4114);
const STOREFRONT = 'https://www.scintilla.it';
const FROM = 'Scintilla <no-reply@scintilla.it>';
const CUSTOMER_SERVICE = 'servizioclienti@scintilla.it';
const TWO_HOURS = 2 * 60 * 60 * 1000;

const CREATE_CUSTOMER = gql`
    mutation CreateCustomer($input: CreateCustomerInput!, $password: String) {
        createCustomer(input: $input, password: $password) {
            __typename
            ... on Customer {
                id
            }
        }
    }
`;
const REQUEST_RESET = gql`
    mutation RequestReset($emailAddress: String!) {
        requestPasswordReset(emailAddress: $emailAddress) {
            __typename
        }
    }
`;
const RESET = gql`
    mutation Reset($token: String!, $password: String!) {
        resetPassword(token: $token, password: $password) {
            __typename
            ... on CurrentUser {
                identifier
            }
        }
    }
`;
const LOGIN = gql`
    mutation Login($username: String!, $password: String!) {
        login(username: $username, password: $password) {
            __typename
        }
    }
`;
const REGISTER = gql`
    mutation Register($input: ShopRegistrationInput!) {
        registerShopCustomer(input: $input) {
            __typename
        }
    }
`;

describe('transactional email through SMTP (production mode)', () => {
    let sink: SmtpSink;
    let env: ReturnType<typeof createShopTestEnvironment>;
    let adminClient: typeof env.adminClient;
    let shopClient: typeof env.shopClient;

    beforeAll(async () => {
        sink = await startSmtpSink();
        env = createShopTestEnvironment({
            port: PORT,
            env: {
                // What production requires (environment.ts); the test environment still uses its own SQLite file.
                NODE_ENV: 'production',
                DATABASE_URL: 'postgres://unused@127.0.0.1:5432/unused',
                SUPERADMIN_USERNAME: 'gestione.test',
                SMTP_HOST: sink.host,
                SMTP_PORT: String(sink.port),
                EMAIL_FROM: FROM,
                CUSTOMER_SERVICE_EMAIL: CUSTOMER_SERVICE,
                STOREFRONT_ORIGIN: STOREFRONT,
                ...PRODUCTION_PAYMENT_ENV,
            },
        });
        ({ adminClient, shopClient } = env);
        await env.init();
        await adminClient.asSuperAdmin();
    });

    afterAll(async () => {
        await env?.destroy();
        await sink?.close();
    });

    async function staffCreatedCustomer(emailAddress: string, firstName: string, password: string) {
        const { createCustomer } = await adminClient.query(CREATE_CUSTOMER, {
            input: { emailAddress, firstName, lastName: 'Bianchi' },
            password,
        });
        expect(createCustomer.__typename).toBe('Customer');
    }

    /** The shop's registration; switches to `registerShopCustomer` when the shop closes the native one. */
    async function registerInTheShop(emailAddress: string, firstName: string) {
        const { registerShopCustomer } = await shopClient.query(REGISTER, {
            input: {
                emailAddress,
                firstName,
                lastName: 'Verdi',
                fiscalCode: 'RSSMRA85T10A562S',
                password: 'Registrazione-1',
                privacyAccepted: true,
                newsletter: false,
            },
        });
        expect(registerShopCustomer.__typename).toBe('Success');
    }

    async function storedResetToken(identifier: string) {
        const method = await env.server.app
            .get(TransactionalConnection)
            .rawConnection.getRepository(NativeAuthenticationMethod)
            .findOneByOrFail({ identifier });
        return method.passwordResetToken;
    }

    /** The text as one line: mailparser wraps the text it renders from the HTML at 80 characters. */
    const flat = (email: SinkMessage) => email.text.replace(/\s+/g, ' ');
    const sentTo = (address: string) => sink.messages.filter(m => m.to.includes(address));

    it('sends the password reset in Italian, from the configured sender, with a link whose token works', async () => {
        const address = 'giulia.bianchi@example.com';
        await staffCreatedCustomer(address, 'Giulia', 'Vecchia-password-1');
        await shopClient.asAnonymousUser();
        const before = Date.now();
        const { requestPasswordReset } = await shopClient.query(REQUEST_RESET, { emailAddress: address });
        const after = Date.now();
        expect(requestPasswordReset.__typename).toBe('Success');

        const email = await sink.waitForMessage(m => m.to.includes(address));
        expect(email.subject).toBe('Reimposta la password del tuo account Scintilla');
        expect(email.from).toEqual({ name: 'Scintilla', address: 'no-reply@scintilla.it' });
        expect(email.to).toEqual([address]);
        expect(email.envelope).toMatchObject({ mailFrom: 'no-reply@scintilla.it', rcptTo: [address] });
        expect(flat(email)).toContain('Ciao Giulia,');
        expect(flat(email)).toContain('Se non hai chiesto tu di reimpostare la password, ignora questa email');
        const deadlines = [
            describeDeadline(new Date(before + TWO_HOURS)),
            describeDeadline(new Date(after + TWO_HOURS)),
        ];
        expect(deadlines.map(d => flat(email).includes(`Il link vale 2 ore: scade ${d} (ora italiana)`))).toContain(
            true,
        );

        const resetLinks = email.links.filter(link => link.startsWith(`${STOREFRONT}/it/reset-password?token=`));
        expect(new Set(resetLinks).size).toBe(1);
        const token = new URL(resetLinks[0]).searchParams.get('token');
        expect(token).toBe(await storedResetToken(address));
        // The token holds base64, whose '=' must reach the storefront encoded.
        expect(resetLinks[0]).not.toMatch(/token=[^&]*=/);

        const { resetPassword } = await shopClient.query(RESET, { token, password: 'Nuova-password-2' });
        expect(resetPassword).toEqual({ __typename: 'CurrentUser', identifier: address });
        const again = await shopClient.query(RESET, { token, password: 'Altra-password-3' });
        expect(again.resetPassword.__typename).toBe('PasswordResetTokenInvalidError');
        await shopClient.asAnonymousUser();
        expect((await shopClient.query(LOGIN, { username: address, password: 'Nuova-password-2' })).login).toEqual({
            __typename: 'CurrentUser',
        });
        expect((await shopClient.query(LOGIN, { username: address, password: 'Vecchia-password-1' })).login).toEqual({
            __typename: 'InvalidCredentialsError',
        });
    });

    it('sends nothing to an address without an account, and answers it the same', async () => {
        const unknown = 'nessuno@example.com';
        const known = 'marco.neri@example.com';
        await staffCreatedCustomer(known, 'Marco', 'Vecchia-password-1');
        await shopClient.asAnonymousUser();
        const unknownAnswer = await shopClient.query(REQUEST_RESET, { emailAddress: unknown });
        const knownAnswer = await shopClient.query(REQUEST_RESET, { emailAddress: known });
        expect(unknownAnswer).toEqual(knownAnswer);
        await sink.waitForMessage(m => m.to.includes(known));
        await waitForIdleJobQueue(env.server.app);
        expect(sentTo(unknown)).toEqual([]);
    });

    it('welcomes a shopper who registers, by name, with the account link and whom to write', async () => {
        const address = 'luca.verdi@example.com';
        await shopClient.asAnonymousUser();
        await registerInTheShop(address, 'Luca');

        const email = await sink.waitForMessage(m => m.to.includes(address));
        expect(email.subject).toBe('Ti diamo il benvenuto su Scintilla');
        expect(email.from).toEqual({ name: 'Scintilla', address: 'no-reply@scintilla.it' });
        expect(flat(email)).toContain('Ciao Luca,');
        expect(flat(email)).toContain(`il tuo account è pronto e puoi già usarlo con l'indirizzo ${address}`);
        expect(flat(email)).toContain(`Non hai creato tu questo account? Scrivici a ${CUSTOMER_SERVICE}`);
        expect(email.links).toContain(`${STOREFRONT}/it/my-account`);
        expect(email.links).toContain(`mailto:${CUSTOMER_SERVICE}`);

        // One email: no verification link besides (the account works at once).
        await waitForIdleJobQueue(env.server.app);
        expect(sentTo(address).map((m: SinkMessage) => m.subject)).toEqual(['Ti diamo il benvenuto su Scintilla']);
    });

    it('sends no welcome and no verification for an account staff create', async () => {
        const address = 'anna.rossi@example.com';
        await staffCreatedCustomer(address, 'Anna', 'Password-staff-1');
        await waitForIdleJobQueue(env.server.app);
        expect(sentTo(address)).toEqual([]);
    });

    it('serves no development mailbox in production', async () => {
        for (const path of ['/mailbox', '/mailbox/list']) {
            const response = await fetch(`http://localhost:${PORT}${path}`);
            expect([path, response.status]).toEqual([path, 404]);
        }
    });
});
