// Reads a typed numeric answer: "8", "0.25", "1/4", "√64", "sqrt(128)", "25%".
export type ParsedNumber = { ok: true; value: number } | { ok: false; message: string };

export function parseNumericAnswer(input: string): ParsedNumber {
  const text = input
    .trim()
    .replace(/\s+/g, '')
    .replace(/[−–]/g, '-')
    .replace(/^[≈~]/, '')
    .replace(/,/g, '.');
  const fail: ParsedNumber = {
    ok: false,
    message: 'Enter a number, for example 8, 0.25, 1/4 or √64.',
  };
  if (text.length === 0 || text.length > 40) return fail;
  const number = String.raw`-?\d+(?:\.\d+)?(?:e-?\d+)?`;
  let match: RegExpExecArray | null;
  if ((match = new RegExp(`^(${number})$`).exec(text)))
    return { ok: true, value: Number(match[1]) };
  if ((match = new RegExp(`^(${number})%$`).exec(text)))
    return { ok: true, value: Number(match[1]) / 100 };
  if ((match = new RegExp(`^(${number})/(${number})$`).exec(text))) {
    const denominator = Number(match[2]);
    return denominator === 0 ? fail : { ok: true, value: Number(match[1]) / denominator };
  }
  if ((match = new RegExp(`^(?:√|sqrt)\\(?(${number})\\)?$`, 'i').exec(text))) {
    const radicand = Number(match[1]);
    return radicand < 0 ? fail : { ok: true, value: Math.sqrt(radicand) };
  }
  return fail;
}

export function isWithin(given: number, answer: number, tolerance: number): boolean {
  return Math.abs(given - answer) <= tolerance + 1e-12;
}
