// Answers pasted from notebooks, forum posts and study notes carry code and
// Markdown: `math.sqrt(self.d_model)`, `torch.tensor(d_k, dtype=...)`,
// headings, block quotes, **bold**. This pass makes them read as words, so
// `scores / math.sqrt(self.d_model)` is the √d_model divisor it says and a
// heading ends its own sentence instead of running into the next line.
// (Lists are list-layout.ts; LaTeX and `$…$` are math-notation.ts.)
import { mapReplace, type MappedText } from './mapped-text';

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
const EMPHASIS = /(\*\*|__)(?=\S)([^*_\n]+?)(?<=\S)\1/g;

export function readCodeAndMarkdown(input: MappedText): MappedText {
  let text = mapReplace(input, RECEIVER, '');
  text = mapReplace(text, WRAPPER, (_m, name: string) => ` ${name} `);
  text = mapReplace(text, WIDTH_NAMES, ' d_model ');
  text = mapReplace(text, HEADING, (_m, start: string, title: string) => `${start} . ${title} . `);
  text = mapReplace(text, QUOTE, (_m, start: string) => `${start} `);
  return mapReplace(text, EMPHASIS, (_m, _marker: string, inner: string) => ` ${inner} `);
}
