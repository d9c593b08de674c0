// The emails the shop sent during the journeys, read from the real SMTP server the test set-up started
// (tests/support/smtp-sink.ts behind the set-up's control endpoint).
export interface Mail {
    to: string[];
    from: { name: string; address: string };
    subject: string;
    text: string;
    html: string;
    /** Every link's target in the HTML, in order. */
    links: string[];
}

/** The newest email to `address` (whose subject matches, when given), waiting up to 20 s for it to arrive. */
export async function latestMail(address: string, subject?: RegExp): Promise<Mail> {
    const deadline = Date.now() + 20_000;
    for (;;) {
        const res = await fetch(`${process.env.E2E_CONTROL_URL}/mail?to=${encodeURIComponent(address)}`);
        if (res.ok) {
            const mails = (await res.json()) as Mail[];
            const found = mails.filter(mail => !subject || subject.test(mail.subject)).at(-1);
            if (found) return found;
        }
        if (Date.now() > deadline) throw new Error(`no email to ${address} within 20 s`);
        await new Promise(resolve => setTimeout(resolve, 250));
    }
}
