// A pure function's answers, remembered: for work a page repeats with the same input (a price formatted dozens of
// times, the same route manifest on every page of a route). Bounded, since a long-running server may meet every input
// there is; the whole map is dropped when full, which costs one recomputation per input.
export function remembering<K, V>(compute: (key: K) => V, limit = 5000): (key: K) => V {
    const answers = new Map<K, V>();
    return key => {
        let answer = answers.get(key);
        if (answer === undefined) {
            answer = compute(key);
            if (answers.size >= limit) answers.clear();
            answers.set(key, answer);
        }
        return answer;
    };
}
