// Grades a free-text answer to one question of the bank on claims: the
// answer is lexed and read into claims (scorer/claim-layer/extract.ts, with
// the follow-ups' lexicon rows), each key point is made by a claim that fits
// one of the claim ids or templates the bank gives it, and each mistake the
// question listens for is a claim template that must be asserted. The level
// follows the key points by the bank's one rule (bank.ts `Question`). No
// question has patterns of its own: a new question is one bank entry. The
// main question also returns its five-dimension rubric result (`rubric`).
import { analyse } from '../scorer/detect';
import { MAX_ANSWER_CHARS } from '../scorer/answer-limit';
import { applyTriggersTo } from '../scorer/claim-layer/apply-triggers';
import type { Claim } from '../scorer/claim-layer/claim';
import {
  allEntities,
  entityMentions,
  MAIN_LEXICON,
  type Lexicon,
} from '../scorer/claim-layer/entities';
import { extractClaims } from '../scorer/claim-layer/extract';
import {
  FOLLOWUP_LEXICON,
  fitsPoint,
  saidIn,
  templatesOf,
  type ClaimRef,
  type Said,
} from '../scorer/claim-layer/followup-claims';
import { extend, findClaims, findMistakes } from '../scorer/claim-layer/grade-claims';
import type { EntityId } from '../scorer/claim-layer/lexicon';
import { MISTAKE_TEMPLATES } from '../scorer/claim-layer/tables/claims';
import {
  FOLLOWUP_MISTAKE_TEMPLATES,
  NOT_THE_MISTAKE,
} from '../scorer/claim-layer/tables/followup-claims';
import { asserted } from '../scorer/claim-layer/templates';
import { findIndexed } from '../scorer/claim-layer/phrase';
import { saysNothing } from '../scorer/claims';
import { groupBy } from '../scorer/keyword-list';
import { gradeAnswer, type GradeResult, type MistakeFlag } from '../scorer/grade';
import { FOLLOWUP_MISTAKES, MISTAKES, type MistakeId } from '../scorer/mistakes';
import { fixFirst } from '../scorer/mistake-names';
import { quote, quoteSpans, spanOf } from '../scorer/quote';
import type { Level } from '../scorer/rubric';
import { memo, opensSentence, runEnd, type Token } from '../scorer/tokens';
import { AUXILIARIES, BETWEEN_PRONOUN_AND_VERB, PREDICATES, inList } from '../scorer/vocabulary';
import { questionById, type Question } from './bank';

export interface PointResult {
  id: string;
  covered: boolean;
  /** The learner's own words that make the point ('' when not covered). */
  evidence: string;
}

export interface QuestionGrade {
  question: string;
  level: Level;
  points: PointResult[];
  mistakes: MistakeId[];
  /** The learner's phrases that earned the level. */
  evidence: string[];
  /** What the next level needs (null at staff). */
  missing: string | null;
  /** Each asserted mistake with its quoted phrase, correction and page link. */
  flags: MistakeFlag[];
  /** Only for the main question: the full five-dimension result. */
  rubric?: GradeResult;
}

export class UnknownQuestionError extends Error {
  constructor(id: string) {
    super(`unknown question id "${id}" (see --list)`);
  }
}

/** Mistakes listened for on every question: a claim told backwards, and a
 *  wrong idea of what the scaling is for, wherever it is said. */
const EVERY_QUESTION: readonly MistakeId[] = [
  'reversed-causation',
  'inverted-fix',
  'just-smaller',
  'exploding-gradients',
];

/** Words in a sentence short enough to be an elliptical answer. */
const ELLIPTICAL_WORDS = 12;
/** The model's sizes, as a configuration lists them with their values. */
const SIZES = new Set<EntityId>(['dmodel', 'dk', 'heads', 'large-dk', 'small-dk']);
const NEGATIONS = new Set(['not', 'no', 'never', 'rather', 'instead', 'neither', 'nor']);
/** Conjunctions a clause's negation may follow: "…, and not √d_model either". */
const JOINING = new Set(['and', 'but', 'or']);

/** Elliptical answers, read as claims: a clause that names things but
 *  relates nothing ("Vanishing.", "The key size of one head, because …",
 *  "Not √d_model.") says "the answer is (not) …". That is every clause of a
 *  short sentence that states no claim, and the first clause of the answer
 *  when it holds no relation. One claim per relation the clause names (or one
 *  `equals`), with the entities it names, negated when the clause opens with
 *  a negation. */
function ellipticalClaims(tokens: readonly Token[], lexicon: Lexicon, claims: Claim[]): Claim[] {
  const clauses = groupBy([...tokens.keys()], (i) => `${tokens[i].sentence}.${tokens[i].clause}`);
  const sentences = groupBy(tokens, (t) => t.sentence);
  const out: Claim[] = [];
  // A configuration listed ("Transformer base: d_model 512, 8 heads, d_k
  // 64 → divide by 8") gives sizes, not the answer: two sizes in a sentence,
  // each with its value beside it. (A clause of it without a value still
  // answers: "…, not d_model, so with d_model 512 and 8 heads …".)
  const valued = (e: { first: number; last: number }) =>
    [e.first - 1, e.last, e.last + 1].some(
      (i) =>
        !Number.isNaN(tokens[i]?.value ?? NaN) && tokens[i].sentence === tokens[e.first].sentence,
    );
  // (The text's mentions as found once, longest first: "d_k 64" is one size.)
  const sized = allEntities(tokens, lexicon).filter((e) => SIZES.has(e.id) && valued(e));
  const configurations = new Set(
    [...groupBy(sized, (e) => tokens[e.first].sentence)]
      .filter(([, list]) => list.length >= 2)
      .map(([sentence]) => sentence),
  );
  for (const span of clauses.values()) {
    const [first, last] = [span[0], span[span.length - 1]];
    const t0 = tokens[first];
    const opener = JOINING.has(t0.text) && first < last ? first + 1 : first;
    const relations = findIndexed(tokens, lexicon.relations, first, last);
    const short =
      sentences.get(t0.sentence)!.length <= ELLIPTICAL_WORDS &&
      !claims.some((c) => c.sentence === t0.sentence);
    // A clause of the opening sentence before anything in it is related.
    const opening =
      t0.sentence === tokens[0].sentence &&
      !claims.some((c) => c.sentence === t0.sentence && c.relationSpan.first <= last);
    // A verbless denial, wherever it stands: "Not the full hidden size: each
    // head's dot product sums head_dim terms."
    const denial = NEGATIONS.has(tokens[opener].text) && !relations.length;
    if (!short && !opening && !denial) continue;
    if (t0.asked || t0.quoted || saysNothing(tokens, { first, last, tokens: span })) continue;
    const named = findIndexed(tokens, lexicon.entities, first, last);
    const entities = named.map((e) => e.id);
    if (!entities.length && !relations.length) continue;
    if (configurations.has(t0.sentence) && sized.some((e) => e.first >= first && e.last <= last))
      continue;
    // (A negation that opens a relation, "not much", is its wording.) A verb
    // denied that no relation reads denies what the clause names: "The full
    // model dimension doesn't come into it" is "not d_model".
    const negated =
      (NEGATIONS.has(tokens[opener].text) && !relations.some((r) => r.first === opener)) ||
      (!relations.length &&
        span.some(
          (i) =>
            tokens[i].text === 'not' &&
            (AUXILIARIES.has(tokens[i - 1]?.text) || inList(PREDICATES, tokens[i + 1])),
        ));
    for (const r of relations.length ? relations : [{ id: 'equals' as const, first, last }])
      out.push({
        id: claims.length + out.length,
        sentence: t0.sentence,
        relation: r.id,
        // (No word of a relation is said in an elliptical answer.)
        form: relations.length ? tokens[r.first].text : '',
        // (Nor anything before it to divide.)
        dividend: false,
        subject: null,
        subjects: [],
        object: entities[0] ?? null,
        objects: entities,
        clause: entities,
        sentenceWide: entities,
        undivided: entities,
        argument: null,
        polarity: negated ? -1 : 1,
        speaker: 'self',
        mood: 'asserted',
        retracted: false,
        assumed: false,
        limited: false,
        averted: false,
        links: [],
        // (With no relation word, the clause's first entity stands for it, so
        // a trigger before it reaches it: "naively, √d_model".)
        relationSpan:
          relations.length || !named.length
            ? { first: r.first, last: r.last }
            : { first: named[0].first, last: named[0].last },
        objectAt: first,
        objectWord: named.length ? tokens[named[0].first].text : '',
        first,
        last,
      });
  }
  return out;
}

const HEAD_SIZE_SPELT = new Set(['dk', 'sqrtdk']);
/** "head_dim", "head size", "dims per head": the lexing spells one head's
 *  size d_k (normalise.ts), and naming it so is naming one head's size, the
 *  follow-ups' `per-head` entity, in the claims said with it. */
function headSizeNamed(text: string, tokens: readonly Token[], claims: Claim[]) {
  // (A rewritten token's span is spread over the words it replaced.)
  const named = tokens
    .map((t, i) =>
      HEAD_SIZE_SPELT.has(t.text) && /head/i.test(quote(text, [t.start, t.end])) ? i : -1,
    )
    .filter((i) => i >= 0);
  for (const c of claims)
    if (named.some((i) => i >= c.first && i <= c.last)) {
      c.clause = [...c.clause, 'per-head'];
      c.sentenceWide = [...c.sentenceWide, 'per-head'];
    }
}

/** The bank text of a question, lexed once: every answer to it asks for it. */
const LEXED = new WeakMap<Question, readonly Token[]>();
const questionTokens = (question: Question) =>
  memo(LEXED, question, () => analyse(question.text, MAX_ANSWER_CHARS).tokens);

const PRONOUNS = new Set(['they', 'it', 'these', 'those', 'this', 'that']);

/** Entities that are adverbs ("just", "simply", "always"): said of no thing. */
const ADVERBS: readonly EntityId[] = ['dismissal', 'in-general'];
/** "They vanish." opening an answer: what the question asks about is the
 *  subject of the opening claims that name none but a pronoun. */
function questionSubjects(
  question: Question,
  lexicon: Lexicon,
  tokens: readonly Token[],
  claims: Claim[],
) {
  // (A "Not really." answers the bank text's yes-no question, not its
  // "What is QK-norm for?": the entities asked are that question's.)
  const all = questionTokens(question);
  const yesNo = new Set(
    all.filter((t, i) => AUXILIARIES.has(t.text) && opensSentence(all, i)).map((t) => t.sentence),
  );
  const asked = entityMentions(
    yesNo.size ? all.filter((t) => yesNo.has(t.sentence)) : all,
    lexicon,
  );
  // (An adverb between the pronoun and its verb, "No, they just vanish",
  // leaves the pronoun the subject: "just" names no thing of its own.)
  const pronounAt = (at: number) => {
    while (at >= 0 && BETWEEN_PRONOUN_AND_VERB.has(tokens[at].text)) at--;
    return at < 0 || PRONOUNS.has(tokens[at].text);
  };
  for (const c of claims)
    if (
      c.sentence === tokens[0]?.sentence &&
      c.subjects.every((e) => ADVERBS.includes(e)) &&
      c.form !== '' &&
      pronounAt(c.relationSpan.first - 1)
    ) {
      c.subjects = asked;
      c.subject = asked[asked.length - 1] ?? null;
    }
}

/** "Yes." / "No." opening the answer to a yes-no question: the learner
 *  asserts (or denies) what the question proposes, its rhetorical "doesn't"
 *  aside ("Doesn't a cross-entropy loss undo the saturation?" "Yes." asserts
 *  that it does). A "yes, but …" is no plain verdict. */
function verdictClaims(
  question: Question,
  lexicon: Lexicon,
  tokens: readonly Token[],
  from: number,
): Claim[] {
  const verdict = tokens[0]?.text;
  if (verdict !== 'yes' && verdict !== 'no') return [];
  if (tokens.some((t) => t.sentence === tokens[0].sentence && t.text === 'but')) return [];
  // The yes-no question is the bank text's last sentence ("Why not divide by
  // d_k? Doesn't μP do exactly that?" proposes only that μP does).
  const asked = questionTokens(question);
  const last = asked.filter((t) => t.sentence === asked[asked.length - 1]?.sentence);
  if (!last.length || !AUXILIARIES.has(last[0].text)) return [];
  const proposed = extractClaims(last, lexicon);
  // "Yes, equally.": what the verdict adds qualifies the proposal.
  const end = runEnd(tokens, 0, 'sentence');
  const added =
    end < ELLIPTICAL_WORDS ? findIndexed(tokens, lexicon.entities, 0, end).map((e) => e.id) : [];
  return proposed.map((c, k) => ({
    ...c,
    clause: [...c.clause, ...added],
    id: from + k,
    sentence: tokens[0].sentence,
    polarity: verdict === 'yes' ? 1 : -1,
    speaker: 'self',
    mood: 'asserted',
    links: [],
    relationSpan: { first: 0, last: 0 },
    objectAt: 0,
    first: 0,
    last: 0,
  }));
}

/** "… looks at one key only, and because the softmax is flat there, almost
 *  no gradient flows back": a "because" inside its sentence with nothing
 *  before it there links to nothing in the sentence before (extract.ts links
 *  it back as if it opened the sentence). Only a link word that opens its
 *  sentence reaches back. */
function linksWithinReach(tokens: readonly Token[], claims: Claim[]) {
  const opensSentence = (c: Claim) =>
    tokens[c.relationSpan.first - 2]?.sentence !== tokens[c.relationSpan.first].sentence;
  const reachesBack = new Set(
    claims.filter((c) => c.relation === 'causes' && opensSentence(c)).map((c) => c.sentence),
  );
  for (const c of claims)
    c.links = c.links.filter(
      (l) => claims[l].sentence <= c.sentence || reachesBack.has(claims[l].sentence),
    );
}

/** "I'd divide by d_k", "I would just use …": the learner's own choice,
 *  not a counterfactual. */
const choiceBy = (tokens: readonly Token[]) => (c: Claim) =>
  c.mood === 'hypothetical' &&
  c.polarity === 1 &&
  c.speaker === 'self' &&
  !c.retracted &&
  tokens.some(
    (t, i) => t.sentence === c.sentence && t.text === 'i' && tokens[i + 1]?.text === 'would',
  );

const usable = (c: Claim) => c.mood !== 'asked' && !c.retracted;

/** The claims that make a key point, first said first. */
function pointClaims(claims: readonly Claim[], refs: ClaimRef[], numbers: Said) {
  const templates = refs.flatMap(templatesOf);
  return claims
    .filter((c) => usable(c) && templates.some((t) => fitsPoint(c, t, numbers)))
    .sort((a, b) => a.first - b.first);
}

function missingFor(question: Question, needed: string[], covered: Set<string>): string | null {
  const gaps = question.keyPoints.filter((p) => needed.includes(p.id) && !covered.has(p.id));
  return gaps.length ? gaps.map((p) => p.text).join(' ') : null;
}

const RULES = [...MISTAKES, ...FOLLOWUP_MISTAKES];

/** Grades an answer to one question of the bank. */
export function gradeQuestion(id: string, answer: string): QuestionGrade {
  const question = questionById(id);
  if (!question) throw new UnknownQuestionError(id);
  return gradeAgainst(question, answer);
}

/** Grades an answer against a question given whole: a bank entry, or one
 *  written in a test to show a new entry needs no more than its claims. */
export function gradeAgainst(question: Question, answer: string): QuestionGrade {
  const { text, tokens } = analyse(answer, MAX_ANSWER_CHARS);
  const lexicon = question.kind === 'main' ? MAIN_LEXICON : FOLLOWUP_LEXICON;
  const extracted = extractClaims(tokens, lexicon);
  // (Ids stay indices: the elliptical claims come after the extracted ones.)
  const elliptical = ellipticalClaims(tokens, lexicon, extracted);
  applyTriggersTo(tokens, elliptical);
  const claims = [
    ...extracted,
    ...elliptical,
    ...verdictClaims(question, lexicon, tokens, extracted.length + elliptical.length),
  ];
  questionSubjects(question, lexicon, tokens, claims);
  if (lexicon !== MAIN_LEXICON) headSizeNamed(text, tokens, claims);
  linksWithinReach(tokens, claims);
  const numbers = saidIn(tokens, claims, entityMentions(questionTokens(question), lexicon));
  const listened = (m: MistakeId) => question.mistakes.includes(m) || EVERY_QUESTION.includes(m);

  const made = new Map<MistakeId, Claim[]>();
  // A question that listens for just-smaller asks why the scores are scaled.
  const asksWhy = question.mistakes.includes('just-smaller');
  for (const [m, hits] of findMistakes(tokens, claims, findClaims(claims), asksWhy)) {
    const excused = NOT_THE_MISTAKE[m] ?? [];
    const kept = hits.filter((c) => !excused.some((t) => fitsPoint(c, t, numbers)));
    if (listened(m) && kept.length) made.set(m, kept);
  }
  const choice = choiceBy(tokens);
  // The main question's mistake templates, told as the learner's choice.
  for (const m of MISTAKE_TEMPLATES) {
    const excused = NOT_THE_MISTAKE[m.id] ?? [];
    const hits = claims.filter(
      (c) =>
        listened(m.id) &&
        choice(c) &&
        m.templates.some((t) => fitsPoint(c, t, numbers)) &&
        !excused.some((t) => fitsPoint(c, t, numbers)),
    );
    extend(made, m.id, hits);
  }
  for (const m of FOLLOWUP_MISTAKE_TEMPLATES) {
    if (!listened(m.id)) continue;
    // A claim said under a stated condition ("if the raw integers are
    // divided by √d_k …") is a case weighed, not the learner's practice.
    const said = (c: Claim) =>
      m.hypotheticalAsserts
        ? c.polarity === 1 && c.speaker === 'self' && usable(c)
        : m.judgement
          ? c.polarity === 1 && c.mood === 'asserted' && !c.retracted
          : (asserted(c) || choice(c)) && !c.assumed;
    // (A judgement said outright is not excused by what it looks like.)
    const excused = m.judgement ? [] : (NOT_THE_MISTAKE[m.id] ?? []);
    const after = (c: Claim) =>
      claims.some(
        (o) =>
          o.sentence === c.sentence && o.id < c.id && o.clause.some((e) => m.notAfter?.includes(e)),
      );
    const hits = claims.filter(
      (c) =>
        said(c) &&
        m.templates.some((t) => fitsPoint(c, t, numbers)) &&
        !excused.some((t) => fitsPoint(c, t, numbers)) &&
        !after(c),
    );
    extend(made, m.id, hits);
  }

  const spans: [number, number][] = [];
  const points = question.keyPoints.map((p) => {
    const hit = pointClaims(claims, p.claims, numbers)[0];
    if (hit) spans.push(spanOf(tokens, hit));
    return { id: p.id, covered: !!hit, evidence: hit ? quote(text, spanOf(tokens, hit)) : '' };
  });
  const covered = new Set(points.filter((p) => p.covered).map((p) => p.id));
  const has = (ids: string[]) => ids.every((p) => covered.has(p));
  const mistakes = [...made.keys()];
  let level: Level = has(question.strong) ? (has(question.staff) ? 'staff' : 'strong') : 'weak';
  if (mistakes.length > 0) level = 'weak';
  let missing =
    level === 'staff'
      ? null
      : missingFor(question, level === 'weak' ? question.strong : question.staff, covered);
  if (mistakes.length > 0) missing = fixFirst(mistakes, missing);
  const flags: MistakeFlag[] = mistakes.map((id) => {
    const { correction, link } = RULES.find((r) => r.id === id)!;
    return { id, phrase: quote(text, spanOf(tokens, made.get(id)![0])), correction, link };
  });

  return {
    question: question.id,
    level,
    points,
    mistakes,
    evidence: quoteSpans(text, spans),
    missing,
    flags,
    ...(question.kind === 'main' ? { rubric: gradeAnswer(answer) } : {}),
  };
}
