// Seeded randomness for question sessions, so a session can be replayed
// (and tested) from its seed.

/** mulberry32: a tiny 32-bit generator; plenty for picking questions. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

/** Fisher-Yates on a copy. */
export function shuffled<T>(random: () => number, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** A choice question's options in random order, tracking the right one. */
export function shuffleOptions(
  random: () => number,
  correct: string,
  wrong: string[],
): { options: string[]; correct: number } {
  const options = shuffled(random, [correct, ...wrong]);
  return { options, correct: options.indexOf(correct) };
}
