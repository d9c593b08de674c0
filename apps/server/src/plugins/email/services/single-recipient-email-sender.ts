/**
 * Sends each email to exactly one address, given to Nodemailer as an address object: a recipient string is parsed
 * by Nodemailer as a list ("a@x.it, b@x.it" reaches both), so a stored address is never read that way. A recipient
 * that is not one address is refused (the job fails and is logged) instead of being sent anywhere.
 */
import { isValidEmail } from '@shop/rules';
import { EmailDetails, EmailTransportOptions, NodemailerEmailSender } from '@vendure/email-plugin';

export class RecipientRefusedError extends Error {
    constructor(subject: string) {
        super(`Email "${subject}" not sent: its recipient is not exactly one address`);
        this.name = 'RecipientRefusedError';
    }
}

export function isOneRecipient(recipient: string): boolean {
    // eslint-disable-next-line no-control-regex -- a control character would start another header line
    return !/[\u0000-\u001f\u007f]/.test(recipient) && isValidEmail(recipient);
}

export class SingleRecipientEmailSender extends NodemailerEmailSender {
    override async send(email: EmailDetails, options: EmailTransportOptions): Promise<undefined> {
        if (!isOneRecipient(email.recipient)) throw new RecipientRefusedError(email.subject);
        // The file and test transports keep the string (it names the mailbox's files); the mail transports get the object.
        const sendsMail = options.type === 'smtp' || options.type === 'ses' || options.type === 'sendmail';
        const recipient = sendsMail ? ({ name: '', address: email.recipient } as unknown as string) : email.recipient;
        return super.send({ ...email, recipient }, options);
    }
}
