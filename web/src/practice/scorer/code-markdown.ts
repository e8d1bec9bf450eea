// Answers pasted from notebooks, forum posts and study notes carry code and
// Markdown: `math.sqrt(self.d_model)`, `torch.tensor(d_k, dtype=...)`,
// headings, **bold**. This pass makes them read as words, so
// `scores / math.sqrt(self.d_model)` is the √d_model divisor it says and a
// heading ends its own sentence instead of running into the next line.
// (Lists are list-layout.ts; LaTeX and `$…$` are math-notation.ts.)
import { appendSlice, mapMatches, mapReplace, mapSegments, type MappedText } from './mapped-text';
import { REPLIES } from './vocabulary';

/** Module, object and config prefixes of a name: `np.`, `self.`, `config.`. */
const RECEIVER =
  /\b(?:math|np|numpy|torch|jnp|jax|tf|f|nn|self|cfg|config|args|params|hparams|opts|options)\s*\.\s*(?=[a-z_])/g;
/** A cast or tensor constructor around one value or a bracket-free
 *  expression: `float(d_k)`, `torch.tensor(d_model, dtype=...)`,
 *  `tf.cast(self.d_model/h, tf.float32)`. */
const WRAPPER =
  /\b(?:tensor|float|int|double|as_tensor|array|float32|cast)\s*\(\s*([a-z_][a-z0-9_]*(?:\s*[-+*/]+\s*[a-z0-9_]+)*)\s*(?:,[^()]*)?\)/g;
/** A tensor's last size, `x.shape[-1]`, `x.size(-1)`, read off the tensor
 *  before it (its member dot may be a space by now). */
const LAST_SIZE_OF = String.raw`(?:\s*\.\s*|\s+)(?:shape\s*\[\s*-1\s*\]|size\s*\(\s*-1\s*\))`;
const TENSOR = String.raw`\b[a-z_][a-z0-9_]*`;
/** The key size read off a tensor: `q.shape[-1]`, `k.size(-1)`. */
const LAST_DIM = new RegExp(String.raw`\b[qk]${LAST_SIZE_OF}`, 'g');
/** Any tensor's last size, alone or over the head count. */
const OVER_HEADS = String.raw`\s*\/\/?\s*nheads\b`;
const LAST_SIZE_OVER_HEADS = new RegExp(`(${TENSOR}${LAST_SIZE_OF})${OVER_HEADS}`, 'g');
const LAST_SIZE_ALONE = new RegExp(`${TENSOR}${LAST_SIZE_OF}(?!${OVER_HEADS})`, 'g');
/** Another tensor's last size, `x.shape[-1]`, `hidden.size(-1)`: one name,
 *  so a power or a root reads it whole (`(x.shape[-1] // num_heads) ** -0.5`
 *  is then one head's size). */
const OTHER_LAST_DIM = new RegExp(`(${TENSOR})${LAST_SIZE_OF}`, 'g');
/** An axis passed by name in a call, `softmax(dim=-1)`, `sum(axis=1,
 *  keepdims=True)`: no value of the scores ("scores … = 1"). */
const AXIS_ARGUMENT = /(?<=[(,]\s*)(?:dim|axis|keepdims?)\s*=\s*-?\s*\w+/g;
/** A thread's counter opening a line, "6/ and note …", "3/7 the fix": no
 *  division. (A word follows it, not a name or a call: "1/ sqrt(d_k)",
 *  "8/ d_k" divide.) */
const THREAD_COUNTER = /(^|\n)[ \t]*\d{1,2}\/(?:\d{1,2})?(?=[ \t]+[a-z]{2,}\b(?![_(]))/gi;
/** Names of the head count in code: `n_head`, `num_heads`, `num_attention_heads`. */
const HEAD_NAMES = /\b(?:n_heads?|num_heads?|num_attention_heads|nheads?|n_h|attn_heads?)\b/g;
/** Names of the model width in code: `embed_dim`, `n_embd`, `hidden_dim`. */
const WIDTH_NAMES = /\b(?:embed_dim|embed_size|n_embd|n_embed|emb_dim|d_embed)\b/g;
/** Markdown that is no word: a heading marker (ends a sentence), emphasis. */
const HEADING = /(^|\n)[ \t]*#{1,6}[ \t]+([^\n]*)/g;
/** Two or more "# " lines in a row are a code comment wrapped over lines,
 *  one text, not a run of headings. */
const COMMENT_BLOCK = /(?<=^|\n)(?:[ \t]*#[ \t][^\n]*\n){2,}/g;
const COMMENT_MARK = /(?<=^|\n)[ \t]*#[ \t]/g;
// (Bold may hold an underscore, "**sqrt(d_k) scaling**", and __bold__ an asterisk.)
// Italics too, `*is*`, between spaces or punctuation, so no factor is read
// in them (`q*k*s` in code has word characters around its stars).
const EMPHASIS =
  /\*\*(?=\S)([^*\n]+?)(?<=\S)\*\*|__(?=\S)([^_\n]+?)(?<=\S)__|(?<![\w*])\*(?=[^\s*])([^*\n]+?)(?<=[^\s*])\*(?![\w*])/g;

/** Struck-out text, `~~This prevents exploding gradients.~~`: the writer
 *  took it back and left it standing, so it says nothing of theirs. */
const STRUCK = /~~(?=\S)[^~\n]+?(?<=\S)~~/g;

/** A fenced block (```…```) and an inline span (`…`). */
const FENCED = /```[\s\S]*?(?:```|$)/g;
const INLINE = /`[^`\n]+`/g;
/** A diff in a fenced block: marked so, or with added and removed lines. */
const isDiff = (block: string) =>
  /^```diff\b/.test(block) || (/\n\+(?!\+)/.test(block) && /\n-(?!-)/.test(block));
/** A line a diff removes. */
const REMOVED_LINE = /(?<=\n)-(?!-)[^\n]*/g;
/** A Python docstring in a code block. */
const DOCSTRING = /"""[\s\S]*?(?:"""|$)|'''[\s\S]*?(?:'''|$)/g;
/** The line break and marker between a comment line that ends with no
 *  full stop and the comment line that goes on from it. */
const WRAPPED_COMMENT =
  /(?<=^[ \t]*(?:#|\/\/)[ \t][^\n]*[^.!?:\s])[ \t]*\n[ \t]*(?:#|\/\/)(?=[ \t])/gm;
/** The dot of a member access or method call: `s.var()`, `q.size(-1)`. */
// (Not `.T`, a transpose that `q @ k.T` reads with.)
const MEMBER_DOT = /(?<=[a-z0-9_)\]])\.(?=[a-z_][a-z0-9_])/g;

/** In code a line is one statement (its comment says what it computes), and
 *  the dot of `s.var()` is no full stop: each line becomes a sentence, so
 *  `print((s / d).var())  # -> softmax ~uniform` is read apart from the line
 *  that divides by the square root. */
function readCodeLines(input: MappedText): MappedText {
  // A C/C++/JS comment opener "//" is no division ("// q, k: d_k floats").
  const fenced = mapSegments(input, FENCED, (code) => {
    // A diff's removed lines are the state it leaves behind, not the
    // writer's code ("- scale = 1 / math.sqrt(self.d_model)").
    const block = isDiff(code.text) ? mapReplace(code, REMOVED_LINE, ' . ') : code;
    // Prose wrapped over lines is one text: a docstring, and a comment that
    // goes on in the next comment line ("# Each score sums embed_dim\n#
    // products; …") where no full stop ends the line.
    let prose = mapSegments(block, DOCSTRING, (doc) => mapReplace(doc, /\n[ \t]*/g, ' '));
    prose = mapReplace(prose, WRAPPED_COMMENT, ' ');
    return mapReplace(mapReplace(mapReplace(prose, MEMBER_DOT, ' '), /\/\/+/g, ' '), /\n/g, ' .\n');
  });
  return mapSegments(fenced, INLINE, (span) => mapReplace(span, MEMBER_DOT, ' '));
}

/** A Markdown table: header row, separator row, body rows. */
const TABLE =
  /(^|\n)([ \t]*\|[^\n]*\|)[ \t]*\n[ \t]*\|[ \t:|-]+\|[ \t]*\n((?:[ \t]*\|[^\n]*\|[ \t]*(?:\n|$))+)/g;

/** A cell of a row: what lies between two bars, without the spaces around it. */
const CELL = /(?<=\|)(\s*)([^|]*?)\s*(?=\|)/g;

/** A table reads as sentences, each value after its name with an "is" ("d_k
 *  is 64; std raw is 8; after /√d_k is 1."), so a value keeps the meaning its
 *  header gives it and states something. A first column without a header
 *  names its rows, and the table compares columns ("unscaled" against
 *  "÷√d_k"): each column then reads as one sentence, its header first, so the
 *  unscaled column tells its chain in order. Every word keeps its place in
 *  the learner's text, so evidence quotes the cells themselves. */
function readTables(input: MappedText): MappedText {
  return mapMatches(input, TABLE, (match, at) => {
    const out: MappedText = { text: '', origin: [] };
    const copy = (a: number, b: number) => appendSlice(out, input, a, b);
    const say = (words: string, from: number) => {
      out.text += words;
      for (let k = 0; k < words.length; k++) out.origin.push(input.origin[from] ?? 0);
    };
    const start = at + match[1].length;
    const end = at + match[0].length;
    copy(at, start);
    // (Every line of a table holds a "|": none is empty.)
    const lines = [...input.text.slice(start, end).matchAll(/[^\n]+/g)];
    const [header, , ...rows] = lines.map((line) =>
      [...line[0].matchAll(CELL)].map((cell): [number, number] => {
        const from = start + line.index + cell.index + cell[1].length;
        return [from, from + cell[2].length];
      }),
    );
    const named = (name: [number, number] | undefined, cell: [number, number]) => {
      if (name && name[1] > name[0]) {
        copy(...name);
        say(' is ', cell[0]);
      }
      copy(...cell);
    };
    say(' . ', start);
    if (header[0] && header[0][1] > header[0][0]) {
      for (const cells of rows) {
        cells.forEach((cell, k) => {
          if (k > 0) say(' ; ', cell[0]);
          named(header[k], cell);
        });
        say(' .\n', cells[cells.length - 1]?.[1] ?? start);
      }
    } else {
      header.slice(1).forEach((column, k) => {
        copy(...column);
        say(' : ', column[1]);
        rows.forEach((cells, r) => {
          if (!cells[k + 1]) return;
          if (r > 0) say(' , ', cells[0][0]);
          named(cells[0], cells[k + 1]);
        });
        say(' .\n', column[1]);
      });
    }
    return out;
  });
}

/** A flashcard, "Q: Var(q·k) for iid N(0,1) entries?" then "A: d_k (variances
 *  add)": the answer completes the question's sentence, so what the question
 *  assumes is said as part of a claim (the card asks nothing of the reader).
 *  An answer that opens with a yes or a no replies to the question instead
 *  (extract.ts, answerQuestion): "Q: Do the gradients explode? A: No, …". */
const FLASHCARD = new RegExp(
  `(^|\\n)[ \\t]*q[ \\t]*:([^\\n]*?)\\?[ \\t]*\\n[ \\t]*a[ \\t]*:(?![ \\t]*(?:${[...REPLIES.keys()].join('|')})\\b)`,
  'g',
);
/** "Q: What are the scores divided by in attention?" then "A: d_k": the
 *  answer fills the gap after "by", so the card says "divided by d_k". */
const ASKS_FOR_DIVISOR = /^(.*\b(?:divid|scal)\w*\s+by)\b.*$/;

/** C and C++: `sqrtf(x)` is sqrt, and a cast `(float)dk` is the value itself. */
const C_SQRT = /\b(?:std\s*::\s*)?sqrt[fl]?\s*(?=\()/g;
const C_CAST = /\(\s*(?:float|double|int|long|unsigned|size_t)\s*\)\s*/g;
/** A C++ cast of one name: `static_cast<float>(d_k)` is d_k. */
const CPP_CAST = /\b(?:static|reinterpret)_cast\s*<\s*\w+\s*>\s*\(\s*([a-z_][a-z0-9_]*)\s*\)/g;
/** A float literal: `1.0f` is 1 ("1.0f / std::sqrt(d_k)" is "1 / √d_k"). */
const FLOAT_LITERAL = /\b(\d+)(?:(?:\.0+)?f\b|\.0+\b(?=\s*\/))/g;

/** Python's floor division `d_model // n_heads`: one operand after it, then
 *  the end of the expression (an inline code span's closing backtick too),
 *  of the sentence, or a comment. (A comment opener has words after it.) */
const FLOOR_DIVISION =
  /(?<=[a-z0-9_)\]]\s*)\/\/(?=\s*[a-z0-9_]+(?:\.[a-z_]\w*)*\s*(?:$|[)\],;#=`]|\.(?:\s|$)|\*\*|\/\/))/gim;

/** A tensor's last size set against itself over the head count is the full
 *  width: beside `(q.shape[-1] / attn_head) ** 0.5`, a bare `q.shape[-1] **
 *  0.5` divides by √d_model (before the split into heads q is model-wide). */
function readFullLastSize(input: MappedText): MappedText {
  const spaced = (x: string) => x.replace(/[\s.]+/g, '');
  const split = new Set([...input.text.matchAll(LAST_SIZE_OVER_HEADS)].map((m) => spaced(m[1])));
  if (!split.size) return input;
  return mapReplace(input, LAST_SIZE_ALONE, (m) => (split.has(spaced(m)) ? ' d_model ' : m));
}

export function readCodeAndMarkdown(input: MappedText): MappedText {
  const counted = mapReplace(input, THREAD_COUNTER, '$1 ');
  const divisions = mapReplace(readTables(counted), FLOOR_DIVISION, '/');
  let text = readCodeLines(mapReplace(divisions, RECEIVER, ''));
  text = mapReplace(text, FLASHCARD, (_m, start: string, asked: string) => {
    const byWhat = ASKS_FOR_DIVISOR.exec(asked);
    return byWhat ? `${start} ${byWhat[1]} ` : `${start} ${asked} : `;
  });
  text = mapReplace(mapReplace(text, C_SQRT, 'sqrt'), C_CAST, '');
  text = mapReplace(text, CPP_CAST, ' $1 ');
  text = mapReplace(text, FLOAT_LITERAL, '$1');
  text = mapReplace(text, WRAPPER, ' $1 ');
  text = mapReplace(text, WIDTH_NAMES, ' d_model ');
  text = mapReplace(text, HEAD_NAMES, ' nheads ');
  text = readFullLastSize(text);
  text = mapReplace(text, LAST_DIM, ' d_k ');
  text = mapReplace(text, OTHER_LAST_DIM, ' $1_last_dim ');
  text = mapReplace(text, AXIS_ARGUMENT, ' ');
  text = mapSegments(text, COMMENT_BLOCK, (block) => {
    const joined = mapReplace(mapReplace(block, COMMENT_MARK, ' '), /\n(?=[^\n])/g, ' ');
    return mapReplace(joined, /\n$/g, ' .\n');
  });
  text = mapReplace(text, HEADING, '$1 . $2 . ');
  text = mapReplace(text, STRUCK, ' . ');
  // (One of bold, underlined and italic is there.)
  return mapReplace(text, EMPHASIS, ' $1$2$3 ');
}
