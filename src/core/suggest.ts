/** Edit distance, for "did you mean" suggestions. */
export function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length];
}

/** The closest choice to `input`, if it is close enough to be a likely typo. */
export function closest(input: string, choices: readonly string[]): string | undefined {
  const lower = input.toLowerCase();
  let best: string | undefined;
  let bestD = Infinity;
  for (const c of choices) {
    const d =
      c.toLowerCase().startsWith(lower) && lower.length >= 3
        ? 0.5
        : levenshtein(lower, c.toLowerCase());
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  const limit = Math.max(1, Math.floor(input.length / 3));
  return bestD <= limit ? best : undefined;
}

export function didYouMean(input: string, choices: readonly string[]): string {
  const c = closest(input, choices);
  return c ? ` (did you mean "${c}"?)` : '';
}
