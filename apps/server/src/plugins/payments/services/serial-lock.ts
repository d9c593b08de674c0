/**
 * Runs payment work one piece at a time in this process: starting an attempt, applying a provider's answer, and
 * sending an order back to editing all read and change the same order and stock rows. Across servers sharing
 * PostgreSQL the row locks taken inside each transaction (payment-attempts.service.ts) do the same.
 */
export class SerialLock {
    private tail: Promise<unknown> = Promise.resolve();

    run<T>(work: () => Promise<T>): Promise<T> {
        const result = this.tail.then(work, work);
        this.tail = result.catch(() => undefined);
        return result;
    }
}
