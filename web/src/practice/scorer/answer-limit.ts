// The longest answer the scorer accepts, in characters (about 3,000 words).
// Its own module: the answer boxes check it before the scorer has loaded.
export const MAX_ANSWER_CHARS = 20_000;
