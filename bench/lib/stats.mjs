// The figures the benches print: a percentile of the rounds; for the browser benches their median and p95 in whole
// milliseconds, for the API benches the calls' median, p95 and slowest to a hundredth of a millisecond.
export function percentile(values, p) {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export const summary = values => ({
    rounds: values.length,
    medianMs: Math.round(percentile(values, 50)),
    p95Ms: Math.round(percentile(values, 95)),
});

export const durationSummary = durations => ({
    runs: durations.length,
    medianMs: +percentile(durations, 50).toFixed(2),
    p95Ms: +percentile(durations, 95).toFixed(2),
    maxMs: +Math.max(...durations).toFixed(2),
});

/** How long `fn` takes, in milliseconds. */
export async function timed(fn) {
    const t = performance.now();
    await fn();
    return performance.now() - t;
}
