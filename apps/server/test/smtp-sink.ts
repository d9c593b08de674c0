/**
 * A real SMTP server for tests: listens on 127.0.0.1 on a free port, accepts every message, parses it with mailparser
 * and keeps it, so a test reads what the shop actually sent. Plain Node and the two packages only, so the storefront's
 * browser tests can start one the same way.
 *
 *     const sink = await startSmtpSink();
 *     // start the commerce server with SMTP_HOST=sink.host, SMTP_PORT=String(sink.port)
 *     const reset = await sink.waitForMessage(m => m.to.includes('mario@example.com'));
 *     await sink.close();
 */
import type { AddressInfo } from 'node:net';

import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SinkMessage {
    /** The header's sender: display name and address (lower case). */
    from: { name: string; address: string };
    /** The header's recipients' addresses, lower case. */
    to: string[];
    subject: string;
    html: string;
    /** The text part, or mailparser's text rendering of the HTML when there is none. */
    text: string;
    /** Every link's target in the HTML, HTML entities decoded, in order. */
    links: string[];
    /** What the client said in the SMTP conversation, which can differ from the headers. */
    envelope: { mailFrom: string | null; rcptTo: string[]; user: string | null };
    parsed: ParsedMail;
}

export interface SmtpSink {
    host: string;
    port: number;
    /** Every message received so far, oldest first. */
    messages: SinkMessage[];
    /** The first message, received before or after the call, that the predicate accepts. */
    waitForMessage(predicate: (message: SinkMessage) => boolean, timeoutMs?: number): Promise<SinkMessage>;
    close(): Promise<void>;
}

const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(value: string): string {
    return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
        if (entity[0] === '#') {
            const code =
                entity.charAt(1).toLowerCase() === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
            return String.fromCodePoint(code);
        }
        return namedEntities[entity.toLowerCase()] ?? whole;
    });
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
    const list = Array.isArray(field) ? field : field ? [field] : [];
    return list.flatMap(group => group.value.map(a => (a.address ?? '').toLowerCase()));
}

export async function startSmtpSink(): Promise<SmtpSink> {
    const messages: SinkMessage[] = [];
    const waiters = new Set<(message: SinkMessage) => void>();
    const server = new SMTPServer({
        // Plain SMTP on loopback: no STARTTLS offered, any login accepted (and recorded), nothing refused.
        disabledCommands: ['STARTTLS'],
        authOptional: true,
        allowInsecureAuth: true,
        logger: false,
        onAuth(auth, _session, callback) {
            callback(null, { user: auth.username });
        },
        onData(stream, session, callback) {
            simpleParser(stream)
                .then(parsed => {
                    const html = typeof parsed.html === 'string' ? parsed.html : '';
                    const message: SinkMessage = {
                        from: {
                            name: parsed.from?.value[0]?.name ?? '',
                            address: (parsed.from?.value[0]?.address ?? '').toLowerCase(),
                        },
                        to: addresses(parsed.to),
                        subject: parsed.subject ?? '',
                        html,
                        text: parsed.text ?? '',
                        links: [...html.matchAll(/href="([^"]*)"/g)].map(match => decodeEntities(match[1] ?? '')),
                        envelope: {
                            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
                            rcptTo: session.envelope.rcptTo.map(r => r.address.toLowerCase()),
                            user: typeof session.user === 'string' ? session.user : null,
                        },
                        parsed,
                    };
                    messages.push(message);
                    for (const waiter of waiters) waiter(message);
                    callback();
                })
                .catch((error: Error) => callback(error));
        },
    });
    await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = server.server.address() as AddressInfo;

    return {
        host: '127.0.0.1',
        port,
        messages,
        waitForMessage(predicate, timeoutMs = 15_000) {
            const found = messages.find(predicate);
            if (found) return Promise.resolve(found);
            return new Promise((resolve, reject) => {
                const waiter = (message: SinkMessage) => {
                    if (!predicate(message)) return;
                    clearTimeout(timer);
                    waiters.delete(waiter);
                    resolve(message);
                };
                const timer = setTimeout(() => {
                    waiters.delete(waiter);
                    const received = messages.map(m => `${m.to.join(', ')}: ${m.subject}`).join('; ') || 'none';
                    reject(new Error(`No matching email within ${timeoutMs} ms (received: ${received}).`));
                }, timeoutMs);
                waiters.add(waiter);
            });
        },
        close: () => new Promise<void>(resolve => server.close(() => resolve())),
    };
}
