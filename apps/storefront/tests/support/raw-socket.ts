// HTTP at the socket level, for what fetch and http.request will not send or will not show: a Host header with a space
// or none at all, headers that stop half-way, a body streamed until the server closes the connection.
import net from 'node:net';

export interface SocketExchange {
    /** Everything the server sent, status line and headers included. */
    response: string;
    status: number;
    /** Whether the server closed the connection (rather than the wait running out). */
    closed: boolean;
    /** Milliseconds from the first byte sent to the close (or to the end of the wait). */
    elapsedMs: number;
    /** Body bytes written before the server stopped taking them. */
    bodyBytesSent: number;
}

function connect(origin: string): Promise<net.Socket> {
    const { hostname, port } = new URL(origin);
    return new Promise((resolve, reject) => {
        const socket = net.connect({ host: hostname, port: Number(port) }, () => resolve(socket));
        socket.once('error', reject);
    });
}

function statusOf(response: string): number {
    return Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1] ?? 0);
}

/**
 * Sends `head` (request line and headers, as written), then, if `body` is given, body chunks from it until it is
 * exhausted or the server closes; waits at most `waitMs` for the server to close the connection.
 */
export async function exchange(
    origin: string,
    head: string,
    options: { body?: () => Buffer | null; waitMs?: number } = {},
): Promise<SocketExchange> {
    const socket = await connect(origin);
    const started = Date.now();
    let response = '';
    let closed = false;
    let bodyBytesSent = 0;
    socket.on('data', chunk => (response += chunk.toString('latin1')));
    // A reset while still sending is how the server's close shows up to a writer.
    socket.on('error', () => undefined);
    const done = new Promise<void>(resolve => {
        socket.once('close', () => {
            closed = true;
            resolve();
        });
        setTimeout(resolve, options.waitMs ?? 10_000).unref();
    });
    socket.write(head);
    const body = options.body;
    if (body) {
        const pump = () => {
            while (!socket.destroyed && !closed) {
                const chunk = body();
                if (chunk === null) return;
                bodyBytesSent += chunk.length;
                if (!socket.write(chunk)) {
                    socket.once('drain', pump);
                    return;
                }
            }
        };
        pump();
    }
    await done;
    const elapsedMs = Date.now() - started;
    socket.destroy();
    return { response, status: statusOf(response), closed, elapsedMs, bodyBytesSent };
}

/** A chunked body of `total` bytes of `x`, in 64 KiB chunks, ending with the last chunk. */
export function chunkedBody(total: number): () => Buffer | null {
    const size = 64 * 1024;
    const chunk = Buffer.concat([
        Buffer.from(`${size.toString(16)}\r\n`),
        Buffer.alloc(size, 'x'),
        Buffer.from('\r\n'),
    ]);
    let sent = 0;
    let finished = false;
    return () => {
        if (finished) return null;
        if (sent >= total) {
            finished = true;
            return Buffer.from('0\r\n\r\n');
        }
        sent += size;
        return chunk;
    };
}

/** The resident memory of a process in MB, from /proc. */
export async function residentMb(pid: number): Promise<number> {
    const { readFile } = await import('node:fs/promises');
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? Number.NaN);
    return Math.round(kb / 1024);
}
