import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type SmtpSink, startSmtpSink } from '../../../../test/smtp-sink';
import { RecipientRefusedError, SingleRecipientEmailSender } from './single-recipient-email-sender';

describe('the email sender', () => {
    let sink: SmtpSink;
    const sender = new SingleRecipientEmailSender();
    const smtp = () => ({ type: 'smtp' as const, host: sink.host, port: sink.port, secure: false, ignoreTLS: true });
    const email = (recipient: string, subject: string) => ({
        from: 'Scintilla <no-reply@scintilla.it>',
        recipient,
        subject,
        body: '<p>Ciao</p>',
        attachments: [],
    });

    beforeAll(async () => {
        sink = await startSmtpSink();
    });

    afterAll(() => sink?.close());

    it('sends to the one address, as the envelope and the To header show', async () => {
        await sender.send(email('giulia.bianchi@example.it', 'Una'), smtp());
        const message = await sink.waitForMessage(m => m.subject === 'Una');
        expect(message.envelope.rcptTo).toEqual(['giulia.bianchi@example.it']);
        expect(message.to).toEqual(['giulia.bianchi@example.it']);
    });

    it.each([
        ['a list', 'a@example.com, b@example.com'],
        ['a CR/LF header', 'a@example.com\r\nBcc: b@example.com'],
        ['a display name', 'Giulia <a@example.com>'],
    ])('sends nothing for %s', async (_case, recipient) => {
        const before = sink.messages.length;
        await expect(sender.send(email(recipient, 'Due'), smtp())).rejects.toBeInstanceOf(RecipientRefusedError);
        // A later message arrives alone: nothing of the refused one was queued before it.
        await sender.send(email('dopo@example.it', `Dopo ${before}`), smtp());
        await sink.waitForMessage(m => m.subject === `Dopo ${before}`);
        expect(sink.messages.slice(before).map(m => m.envelope.rcptTo)).toEqual([['dopo@example.it']]);
    });
});
