/**
 * Every order of a list: the orders in which the affected player or controller may apply several replacement or
 * prevention effects to one event (616.1), each tried when which order is chosen could change the outcome.
 */
export function* permutations<T>(xs: readonly T[]): Generator<T[]> {
  if (xs.length <= 1) {
    yield [...xs];
    return;
  }
  for (let i = 0; i < xs.length; i++) {
    const rest = [...xs.slice(0, i), ...xs.slice(i + 1)];
    for (const p of permutations(rest)) yield [xs[i]!, ...p];
  }
}
