// The figures the browser benches print: a percentile of the rounds, and their median and p95 in whole milliseconds.
export function percentile(values, p) {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export const summary = values => ({
    rounds: values.length,
    medianMs: Math.round(percentile(values, 50)),
    p95Ms: Math.round(percentile(values, 95)),
});
