// Reads request bodies with the byte limit counted while they arrive, never buffering more than the limit, and tells
// why a body cannot be read: every action and /api endpoint reads its form or JSON through here (decision 020).
import { MIMEType } from 'node:util';
import { MAX_BODY_BYTES, MAX_FORM_BYTES, MAX_JSON_BYTES } from '~/lib/http/request-limits';

/** Why a body was refused; each is a key of `error.reasons` in the message catalogs. */
export type BodyProblem = 'tooLarge' | 'unsupportedType' | 'unsupportedEncoding' | 'unsupportedCharset' | 'malformed';

const STATUS: Record<BodyProblem, number> = {
    tooLarge: 413,
    unsupportedType: 415,
    unsupportedEncoding: 415,
    unsupportedCharset: 415,
    malformed: 400,
};

/** English, for API callers and logs; shoppers read the catalog's words. */
const MESSAGE: Record<BodyProblem, string> = {
    tooLarge: 'Body too large',
    unsupportedType: 'Unsupported content type',
    unsupportedEncoding: 'Unsupported content encoding: send the body uncompressed',
    unsupportedCharset: 'Unsupported charset: send UTF-8',
    malformed: 'The body could not be read',
};

export class BodyRefusal extends Error {
    readonly status: number;
    constructor(readonly problem: BodyProblem) {
        super(MESSAGE[problem]);
        this.name = 'BodyRefusal';
        this.status = STATUS[problem];
    }
}

const FORM = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';

function mediaType(request: Request): MIMEType | null {
    const header = request.headers.get('content-type');
    if (!header) return null;
    try {
        return new MIMEType(header);
    } catch {
        return null;
    }
}

function checkCharset(type: MIMEType) {
    const charset = type.params.get('charset');
    if (charset !== null && !/^utf-?8$/i.test(charset)) throw new BodyRefusal('unsupportedCharset');
}

/**
 * The body's bytes, at most `limit` of them. A declared length over the limit is refused before anything is read;
 * a body without one (chunked) is counted as it streams and refused as soon as it passes the limit. The rest is left
 * unread rather than cancelled: cancelling would close the socket before the 413 is written, and the HTTP server
 * closes the connection itself after answering a request whose body it did not read to the end.
 */
export async function readBody(request: Request, limit: number = MAX_BODY_BYTES): Promise<Uint8Array<ArrayBuffer>> {
    const encoding = request.headers.get('content-encoding');
    if (encoding !== null && encoding.trim().toLowerCase() !== 'identity') throw new BodyRefusal('unsupportedEncoding');
    const declared = request.headers.get('content-length');
    if (declared !== null && Number(declared) > limit) throw new BodyRefusal('tooLarge');
    if (!request.body) return new Uint8Array(0);
    const reader = request.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    try {
        for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            size += value.byteLength;
            if (size > limit) throw new BodyRefusal('tooLarge');
            chunks.push(value);
        }
    } finally {
        reader.releaseLock();
    }
    const body = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
        body.set(chunk, offset);
        offset += chunk.byteLength;
    }
    return body;
}

/** A form post (urlencoded or multipart, UTF-8) read within the limit; anything else is a BodyRefusal. */
export async function parseForm(request: Request, limit: number = MAX_FORM_BYTES): Promise<FormData> {
    const type = mediaType(request);
    if (!type || (type.essence !== FORM && type.essence !== MULTIPART)) throw new BodyRefusal('unsupportedType');
    checkCharset(type);
    if (type.essence === MULTIPART && !type.params.get('boundary')) throw new BodyRefusal('malformed');
    const bytes = await readBody(request, limit);
    try {
        return await new Response(bytes, { headers: { 'content-type': type.toString() } }).formData();
    } catch {
        throw new BodyRefusal('malformed');
    }
}

/** `application/json`, with at most a UTF-8 charset: `text/plain;application/json` and the like are not JSON. */
export function isJsonContentType(value: string | null): boolean {
    if (!value) return false;
    const [type, ...parameters] = value.split(';').map(part => part.trim().toLowerCase());
    if (type !== 'application/json') return false;
    return parameters.every(parameter => parameter === '' || /^charset="?utf-8"?$/.test(parameter));
}

export type JsonBody = { ok: true; body: unknown } | { ok: false; status: number; error: string };

/** A JSON body of an /api endpoint, read within the limit: a 415, 413 or 400 with an English error otherwise. */
export async function readJson(request: Request, limit: number = MAX_JSON_BYTES): Promise<JsonBody> {
    if (!isJsonContentType(request.headers.get('content-type'))) {
        return { ok: false, status: 415, error: 'Send the body as application/json' };
    }
    let text: string;
    try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(await readBody(request, limit));
    } catch (error) {
        if (error instanceof BodyRefusal) return { ok: false, status: error.status, error: error.message };
        return { ok: false, status: 400, error: 'Body is not valid JSON' };
    }
    try {
        return { ok: true, body: JSON.parse(text) as unknown };
    } catch {
        return { ok: false, status: 400, error: 'Body is not valid JSON' };
    }
}
