// check:facts — every model, published figure and default the project shows is
// read from one data file in src/data/, and every place that shows one agrees
// with it: the model table and notes, the divisor texts with a preset loaded,
// the quiz, the flashcards, the static page text and the sources note.
// Pure (no wasm): `npm run -s check:facts`. The core's side of the same files is
// checked by Catch2 (generated rows) and tests/js/api-shapes.test.ts (defaults).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import defaultsJson from '../../src/data/defaults.json' with { type: 'json' };
import modelsJson from '../../src/data/models.json' with { type: 'json' };
import publishedJson from '../../src/data/published-figures.json' with { type: 'json' };
import {
  MODEL_PRESETS,
  divisorText,
  headDimText,
  isDivisorException,
  modelSentence,
  rootText,
  type ModelPreset,
} from '../../web/src/models/presets';
import { DECK } from '../../web/src/practice/flashcards/deck';
import { FACT_TEMPLATES } from '../../web/src/practice/questions/fact-templates';
import { seededRandom } from '../../web/src/practice/questions/random';
import type { Question } from '../../web/src/practice/questions/types';
import { PARAMS } from '../../web/src/state/params';
import { divisorExplanation, divisorLabel } from '../../web/src/steps/fix/divisor-text';
import {
  PUBLISHED_DKS,
  PUBLISHED_FIGURES,
  PUBLISHED_SETTINGS,
  findPublished,
} from '../../web/src/steps/fix/published-figures';

const ROOT = join(import.meta.dirname, '..', '..');
const PARTIALS = join(ROOT, 'web', 'partials');
const partial = (name: string) => readFileSync(join(PARTIALS, name), 'utf8');
/** Page text without tags, entities decoded enough for the checks below. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
const PAGE_TEXT = plainText(
  readdirSync(PARTIALS)
    .filter((f) => f.endsWith('.html'))
    .map(partial)
    .join('\n'),
);

/** Generated quiz questions about models: every model appears within these seeds. */
async function modelQuestions(): Promise<Question[]> {
  const questions: Question[] = [];
  for (const id of ['model-divisor', 'model-head-dim']) {
    const template = FACT_TEMPLATES.find((t) => t.id === id)!;
    for (let seed = 1; seed <= 120; seed++) {
      // Model questions use no live numbers: no core needed.
      questions.push(
        await template.make({ random: seededRandom(seed), seed, core: null as never }),
      );
    }
  }
  return questions;
}

function questionText(q: Question): string {
  const options = q.kind === 'choice' ? q.options.join(' | ') : '';
  return `${q.prompt} ${options} ${q.explanation}`;
}

/** "<model name> … divides by √N" and "<model name> … head_dim N" claims in `text`,
 *  within one sentence, must name the model's own numbers. */
function expectModelClaims(text: string, where: string): void {
  // Longest names first, so "Gemma 2 27B" is not read as a claim about "Gemma 2".
  const models = [...MODEL_PRESETS].sort((a, b) => b.name.length - a.name.length);
  for (const sentence of text.split(/(?<=[.;!?])\s+/)) {
    const m = models.find((p) => sentence.includes(p.name));
    if (!m) continue;
    const after = sentence.slice(sentence.indexOf(m.name) + m.name.length);
    // Stop at the next model named in the same sentence.
    const other = models.find((p) => p !== m && after.includes(p.name));
    const own = other ? after.slice(0, after.indexOf(other.name)) : after;
    for (const [, n] of own.matchAll(/divides? (?:its scores )?by √(\d+)/g)) {
      expect(Number(n), `${where}: "${sentence}"`).toBe(m.divisorSquared);
    }
    for (const [, n] of own.matchAll(/head_dim (?:is )?(\d+)/g)) {
      expect(Number(n), `${where}: "${sentence}"`).toBe(m.headDim);
    }
  }
}

describe('models: src/data/models.json', () => {
  type Row = (typeof modelsJson.models)[number] & Partial<ModelPreset>;
  const rows = modelsJson.models as Row[];

  it('holds whole, positive shapes and loads every row as a preset', () => {
    expect(MODEL_PRESETS.map((m) => m.id)).toEqual(rows.map((r) => r.id));
    for (const r of rows) {
      for (const n of [r.dModel, r.heads, r.headDim, r.queryPreAttnScalar ?? 1]) {
        expect(Number.isInteger(n) && n > 0, `${r.id}: ${n}`).toBe(true);
      }
    }
  });

  it('derives every divisor from head_dim or query_pre_attn_scalar', () => {
    for (const m of MODEL_PRESETS) {
      expect(m.divisorSquared).toBe(m.queryPreAttnScalar ?? m.headDim);
      expect(m.divisor).toBe(Math.sqrt(m.divisorSquared));
    }
  });

  it('says "d_model / heads" only where the number is d_model / heads', () => {
    for (const m of MODEL_PRESETS) {
      if (m.formerQueryPreAttnScalar !== undefined) {
        expect(m.formerQueryPreAttnScalar).toBe(m.dModel / m.heads);
        expect(m.correctedIn).toMatch(/^[A-Z][a-z]+ \d{4}$/);
      }
      if (isDivisorException(m) && /square root of d_model \/ heads/.test(m.note)) {
        expect(m.divisorSquared).toBe(m.dModel / m.heads);
      }
    }
  });

  it('keeps numbers out of the notes, so every number shown is composed from the fields', () => {
    const names = MODEL_PRESETS.map((m) => m.name);
    for (const m of MODEL_PRESETS) {
      const stripped = names.reduce((text, name) => text.split(name).join(''), m.note);
      expect(stripped, m.id).not.toMatch(/\d/);
    }
  });

  it('shows the table cells and the note from the data', () => {
    for (const m of MODEL_PRESETS) {
      const usual = m.dModel / m.heads;
      expect(headDimText(m)).toBe(
        usual === m.headDim
          ? String(m.headDim)
          : `${m.headDim} (not ${m.dModel} / ${m.heads} = ${usual})`,
      );
      expect(divisorText(m)).toContain(rootText(m.divisorSquared));
      const sentence = modelSentence(m);
      for (const part of [`d_model ${m.dModel}`, `${m.heads} heads`, `head_dim ${m.headDim}`]) {
        expect(sentence).toContain(part);
      }
      expect(sentence).toContain(rootText(m.divisorSquared));
      expectModelClaims(sentence, `note of ${m.id}`);
    }
  });

  it('never calls d_k × heads a model width it is not (step 3 with a preset loaded)', () => {
    for (const m of MODEL_PRESETS) {
      const settings = { dk: m.headDim, heads: m.heads, custom: m.divisor, model: m };
      expect(divisorLabel('sqrt_dmodel', settings)).toContain('√(d_k × heads)');
      const text = divisorExplanation('sqrt_dmodel', settings);
      const product = m.headDim * m.heads;
      if (product === m.dModel) expect(text).not.toContain('wide');
      else expect(text).toContain(`${m.name} is ${m.dModel} wide, not ${product}`);
    }
  });

  it('agrees with every quiz question about a model, and each is answerable from its prompt', async () => {
    for (const q of await modelQuestions()) {
      expectModelClaims(questionText(q), `quiz ${q.template}`);
      const m = [...MODEL_PRESETS]
        .sort((a, b) => b.name.length - a.name.length)
        .find((p) => q.prompt.startsWith(p.name))!;
      if (q.template === 'model-divisor' && q.kind === 'choice') {
        expect(q.options[q.correct]).toBe(rootText(m.divisorSquared));
        // An exception's divisor cannot be derived from its shape: the prompt gives it.
        if (isDivisorException(m)) {
          expect(q.prompt).toContain(`query_pre_attn_scalar ${m.divisorSquared}`);
        }
      }
      if (q.template === 'model-head-dim' && q.kind === 'numeric') {
        expect(q.answer).toBe(m.headDim);
        if (m.headDim * m.heads !== m.dModel) expect(q.prompt).toMatch(/model table/);
      }
    }
  });

  it('agrees with the flashcards, the page text and the sources note', () => {
    for (const card of DECK) expectModelClaims(`${card.front} ${card.back}`, `card ${card.id}`);
    expectModelClaims(PAGE_TEXT, 'web/partials');
    expectModelClaims(readFileSync(join(ROOT, 'README.md'), 'utf8'), 'README.md');

    const byId = (id: string) => MODEL_PRESETS.find((m) => m.id === id)!;
    const sources = plainText(partial('sources.html'));
    const nine = byId('gemma2-9b');
    const corrected =
      /Gemma 2 9B's first configuration set query_pre_attn_scalar to (\d+); Google changed it to (\d+), its head_dim, in ([A-Z][a-z]+ \d{4})/.exec(
        sources,
      );
    expect(corrected?.slice(1)).toEqual([
      String(nine.formerQueryPreAttnScalar),
      String(nine.divisorSquared),
      nine.correctedIn,
    ]);
    expect(/Gemma 2 27B keeps (\d+)/.exec(sources)?.[1]).toBe(
      String(byId('gemma2-27b').divisorSquared),
    );
    const three = byId('gemma3-27b');
    expect(
      /Gemma 3 27B's configuration sets query_pre_attn_scalar to (\d+) with head_dim (\d+)/
        .exec(sources)
        ?.slice(1),
    ).toEqual([String(three.divisorSquared), String(three.headDim)]);
  });

  it("states Gemma 2's soft cap with the configured value", () => {
    const caps = new Set(
      MODEL_PRESETS.flatMap((m) => (m.attnLogitSoftCap ? [m.attnLogitSoftCap] : [])),
    );
    expect(caps.size).toBe(1);
    const [cap] = [...caps];
    const beyond = plainText(partial('beyond.html'));
    const shown = /(\d+) \\tanh\(s\/(\d+)\), so none can exceed (\d+)/.exec(beyond);
    expect(shown?.slice(1).map(Number)).toEqual([cap, cap, cap]);
  });
});

describe('published figures: src/data/published-figures.json', () => {
  it('give one printed value (or null) per published d_k in every row, each row once', () => {
    const keys = publishedJson.figures.map((f) => `${f.metric}/${f.divisor}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const row of publishedJson.figures) {
      expect(row.values).toHaveLength(publishedJson.dks.length);
      for (const text of row.values) {
        if (text !== null) expect(text, row.quantity).toMatch(/^\d+(\.\d+)?$/);
      }
    }
    const count = publishedJson.figures.flatMap((f) => f.values).filter((v) => v !== null).length;
    expect(PUBLISHED_FIGURES).toHaveLength(count);
    expect(PUBLISHED_DKS).toEqual(publishedJson.dks);
  });

  it('describe the run that step 3 says it reruns', () => {
    const fix = plainText(partial('fix.html'));
    const { pairs, trials, keys } = PUBLISHED_SETTINGS;
    expect(fix).toContain(`${pairs.toLocaleString('en')} pairs for the variances`);
    expect(fix).toContain(
      `${trials.toLocaleString('en')} trials of one query against ${keys} keys`,
    );
    expect(fix).toContain(`= ${PUBLISHED_DKS.join(', ')}:`);
  });

  it('agree with the flashcard that quotes them', () => {
    const card = DECK.find((c) => c.id === 'small-dk')!;
    const raw = findPublished(4, 'topWeight', 'none')!.value;
    const scaled = findPublished(4, 'topWeight', 'sqrt_dk')!.value;
    expect(card.back).toContain(`about ${raw.toFixed(2)} raw against ${scaled.toFixed(2)} scaled`);
  });
});

describe('defaults: src/data/defaults.json', () => {
  const core = defaultsJson.options;

  it("are the page's defaults for every parameter it shares with the core", () => {
    const shared = {
      dk: core.dk,
      dist: core.dist,
      rho: core.rho,
      seed: core.seed,
      threshold: core.threshold,
      heads: core.heads,
      custom: core.customDivisor,
    } as const;
    for (const [name, value] of Object.entries(shared)) {
      const spec = PARAMS[name as keyof typeof shared];
      expect(spec.default, name).toBe(value);
      // A default the page would reject as a URL value would be a silent drift.
      expect(spec.parse(spec.format(value as never)), name).toBe(value);
    }
  });
});
