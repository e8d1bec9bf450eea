// Answers pasted from notebooks, forum posts and study notes carry code and
// Markdown: `math.sqrt(self.d_model)`, `torch.tensor(d_k, dtype=...)`,
// headings, block quotes, **bold**. This pass makes them read as words, so
// `scores / math.sqrt(self.d_model)` is the √d_model divisor it says and a
// heading ends its own sentence instead of running into the next line.
// (Lists are list-layout.ts; LaTeX and `$…$` are math-notation.ts.)
import { mapReplace, mapSegments, type MappedText } from './mapped-text';

/** Module, object and config prefixes of a name: `np.`, `self.`, `config.`. */
const RECEIVER =
  /\b(?:math|np|numpy|torch|jnp|jax|tf|f|nn|self|cfg|config|args|params|hparams|opts|options)\s*\.\s*(?=[a-z_])/g;
/** A cast or tensor constructor around one value: `float(d_k)`, `torch.tensor(d_model, dtype=...)`. */
const WRAPPER =
  /\b(?:tensor|float|int|double|as_tensor|array|float32|cast)\s*\(\s*([a-z_][a-z0-9_]*)\s*(?:,[^()]*)?\)/g;
/** Names of the model width in code: `embed_dim`, `n_embd`, `hidden_dim`. */
const WIDTH_NAMES = /\b(?:embed_dim|embed_size|n_embd|n_embed|emb_dim|d_embed)\b/g;
/** Markdown that is no word: a heading marker (ends a sentence), a quote marker, emphasis. */
const HEADING = /(^|\n)[ \t]*#{1,6}[ \t]+([^\n]*)/g;
const QUOTE = /(^|\n)[ \t]*>[ \t]?/g;
// (Bold may hold an underscore, "**sqrt(d_k) scaling**", and __bold__ an asterisk.)
const EMPHASIS = /\*\*(?=\S)([^*\n]+?)(?<=\S)\*\*|__(?=\S)([^_\n]+?)(?<=\S)__/g;

/** A fenced block (```…```) and an inline span (`…`). */
const FENCED = /```[\s\S]*?(?:```|$)/g;
const INLINE = /`[^`\n]+`/g;
/** The dot of a member access or method call: `s.var()`, `q.size(-1)`. */
// (Not `.T`, a transpose that `q @ k.T` reads with.)
const MEMBER_DOT = /(?<=[a-z0-9_)\]])\.(?=[a-z_][a-z0-9_])/g;

/** In code a line is one statement (its comment says what it computes), and
 *  the dot of `s.var()` is no full stop: each line becomes a sentence, so
 *  `print((s / d).var())  # -> softmax ~uniform` is read apart from the line
 *  that divides by the square root. */
function readCodeLines(input: MappedText): MappedText {
  const fenced = mapSegments(input, FENCED, (block) =>
    mapReplace(mapReplace(block, MEMBER_DOT, ' '), /\n/g, ' .\n'),
  );
  return mapSegments(fenced, INLINE, (span) => mapReplace(span, MEMBER_DOT, ' '));
}

/** C and C++: `sqrtf(x)` is sqrt, and a cast `(float)dk` is the value itself. */
const C_SQRT = /\bsqrt[fl]\s*(?=\()/g;
const C_CAST = /\(\s*(?:float|double|int|long|unsigned|size_t)\s*\)\s*/g;

export function readCodeAndMarkdown(input: MappedText): MappedText {
  let text = readCodeLines(mapReplace(input, RECEIVER, ''));
  text = mapReplace(mapReplace(text, C_SQRT, 'sqrt'), C_CAST, '');
  text = mapReplace(text, WRAPPER, (_m, name: string) => ` ${name} `);
  text = mapReplace(text, WIDTH_NAMES, ' d_model ');
  text = mapReplace(text, HEADING, (_m, start: string, title: string) => `${start} . ${title} . `);
  text = mapReplace(text, QUOTE, (_m, start: string) => `${start} `);
  return mapReplace(
    text,
    EMPHASIS,
    (_m, bold: string, underlined: string) => ` ${bold ?? underlined} `,
  );
}
