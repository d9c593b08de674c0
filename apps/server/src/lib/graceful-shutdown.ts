/**
 * Stops a process on SIGTERM or SIGINT within a deadline: the HTTP server takes no new connections, requests already
 * running finish (their keep-alive connections are closed after the answer), then the application closes (job
 * queue, cache, database). Whatever still hangs at the deadline (a Redis that does not answer a QUIT, a job that
 * does not end) does not keep the process: it exits with code 1.
 */
import type { Server } from 'node:http';

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

export interface ShutdownOptions {
    /** Named in the message printed when the deadline passes. */
    name: string;
    timeoutMs: number;
    /** The HTTP server to drain before the application closes; none for the worker. */
    server?: Server;
    /** Closes the rest of the application. */
    close: () => Promise<unknown>;
}

/**
 * Stops taking connections and resolves when the running requests are answered, or after `graceMs`, when the
 * connections still open are cut.
 */
export function drainHttpServer(server: Server, graceMs: number): Promise<void> {
    // A request that arrives on an open keep-alive connection is still answered, then the connection closes.
    server.prependListener('request', (_req, res) => {
        if (!res.headersSent) res.setHeader('Connection', 'close');
    });
    return new Promise(resolve => {
        const cut = setTimeout(() => server.closeAllConnections(), graceMs);
        cut.unref();
        server.close(() => {
            clearTimeout(cut);
            resolve();
        });
        server.closeIdleConnections();
    });
}

export async function shutDown(options: ShutdownOptions): Promise<void> {
    if (options.server?.listening) {
        // Most of the deadline is for requests; the application's own close gets the rest.
        await drainHttpServer(options.server, Math.round(options.timeoutMs * 0.6));
    }
    await options.close();
}

/**
 * Replaces the signal handlers already installed (Nest's, which close the application before the HTTP server and
 * with no deadline) by one that shuts down in order and exits by the deadline.
 */
export function stopOnSignals(options: ShutdownOptions): void {
    let stopping = false;
    const stop = () => {
        if (stopping) return;
        stopping = true;
        setTimeout(() => {
            process.stderr.write(`${options.name} did not stop within ${options.timeoutMs} ms: exiting anyway.\n`);
            process.exit(1);
        }, options.timeoutMs).unref();
        shutDown(options).then(
            () => process.exit(0),
            (error: unknown) => {
                console.error(error);
                process.exit(1);
            },
        );
    };
    for (const signal of SIGNALS) {
        process.removeAllListeners(signal);
        process.once(signal, stop);
    }
}
