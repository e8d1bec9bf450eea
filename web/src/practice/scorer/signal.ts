// What the scorer found for one idea (or derived fact about the answer): where
// it is in the token stream, for ordering, and the spans it quotes as evidence.
export interface Signal {
  first: number; // token index of the earliest match, for ordering
  last: number;
  spans: [number, number][]; // original-text spans used as evidence
  starts?: number[]; // token index where each span's match starts (matched concepts only)
}
