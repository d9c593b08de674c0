/** Runs the works given one key one after another in this process, each once the one before has ended (or failed). */
const tails = new Map<string, Promise<unknown>>();

export async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = tails.get(key) ?? Promise.resolve();
    const run = before.then(() => work());
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    try {
        return await run;
    } finally {
        // The last work of a key leaves nothing behind.
        if (tails.get(key) === tail) {
            tails.delete(key);
        }
    }
}
