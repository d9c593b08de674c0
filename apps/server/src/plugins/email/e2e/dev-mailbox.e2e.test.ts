/**
 * Development without a mail server: every email is kept as a file in DATA_DIR/mailbox and the mailbox at /mailbox
 * lists and shows them, as a developer opens it in the browser.
 */
import fs from 'node:fs';
import path from 'node:path';

import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createShopTestEnvironment, testPort } from '../../../../test/shop-test-environment';

const PORT = testPort(4115);
const MAILBOX = `http://localhost:${PORT}/mailbox`;

interface MailboxEntry {
    fileName: string;
    subject: string;
    recipient: string;
}

const CREATE_CUSTOMER = gql`
    mutation CreateCustomer($input: CreateCustomerInput!, $password: String) {
        createCustomer(input: $input, password: $password) {
            __typename
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

async function mailboxEntry(recipient: string, timeoutMs = 15_000): Promise<MailboxEntry> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
        const list = (await (await fetch(`${MAILBOX}/list`)).json()) as MailboxEntry[];
        const entry = list.find(e => e.recipient === recipient);
        if (entry) return entry;
        if (Date.now() > deadline) throw new Error(`No email to ${recipient} in the mailbox within ${timeoutMs} ms`);
        await new Promise(resolve => setTimeout(resolve, 200));
    }
}

describe('development mailbox', () => {
    const { adminClient, shopClient, init, destroy, dataDir } = createShopTestEnvironment({ port: PORT });

    beforeAll(async () => {
        await init();
        await adminClient.asSuperAdmin();
    });

    afterAll(async () => {
        await destroy();
    });

    it('answers in the browser at /mailbox', async () => {
        const response = await fetch(MAILBOX);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^text\/html/);
        expect(await response.text()).toContain('<title>Vendure Development Inbox</title>');
    });

    it('keeps a password reset as a file in the data folder and shows it', async () => {
        const address = 'sara.galli@example.com';
        await adminClient.query(CREATE_CUSTOMER, {
            input: { emailAddress: address, firstName: 'Sara', lastName: 'Galli' },
            password: 'Vecchia-password-1',
        });
        await shopClient.query(REQUEST_RESET, { emailAddress: address });

        const entry = await mailboxEntry(address);
        expect(entry.subject).toBe('Reimposta la password del tuo account Scintilla');
        expect(fs.existsSync(path.join(dataDir, 'mailbox', entry.fileName))).toBe(true);
        const email = (await (await fetch(`${MAILBOX}/item/${entry.fileName}`)).json()) as {
            from: string;
            body: string;
        };
        expect(email.from).toBe('Scintilla <no-reply@scintilla.example>');
        expect(email.body).toContain('Ciao Sara,');
        expect(email.body).toContain('href="http://localhost:3000/it/reset-password?token&#x3D;');
    });

    it('makes a sample of the password reset for a developer to look at', async () => {
        const response = await fetch(`${MAILBOX}/generate/password-reset/it`);
        expect(await response.json()).toEqual({ success: true });
        const entry = await mailboxEntry('mario.rossi@example.com');
        const email = (await (await fetch(`${MAILBOX}/item/${entry.fileName}`)).json()) as { body: string };
        // The sample's account is no customer: the greeting has no name.
        expect(email.body).toMatch(/>\s*Ciao,\s*</);
    });
});
