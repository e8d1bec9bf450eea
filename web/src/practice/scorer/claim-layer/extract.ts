// Claim extraction: every sentence of a lexed answer (a list item, a code
// comment and a formula are sentences too, after lexing) becomes zero or more
// claims. A claim is one relation of the lexicon said in the sentence, with
// the entities on its left (subject side) and on its right (object side) up
// to the neighbouring relations, the number said with it, and its context
// from the trigger table: polarity, speaker, mood, taken back or not, said
// under an assumption or not. "so", "because", "then" … are relations of
// their own (`causes`) and also link the claims either side of them.
// Sentences that state nothing (a keyword list, a word salad, the page
// handed back: the gaming guards of claims.ts) give no claims. This file
// finds each claim's sides; its context comes from the trigger table
// (apply-triggers.ts), corrections, questions and refer-back, and its links
// from cause-links.ts.
import { saysNothing, statesClaim } from '../claims';
import { runEnd, type Token } from '../tokens';
import { PASTS, PREDICATES, inList, words } from '../vocabulary';
import { BARE_ROOTS, type EntityId, type RelationId } from './lexicon';
import type { Span } from './phrase';
import { applyTriggers, CAUSAL_VERBS } from './apply-triggers';
import { linkCauses } from './cause-links';
import { subjectFrom, type Claim } from './claim';
import { clauseOf, DETERMINERS, opensClause, sentenceRanges } from './clauses';
import { BY_RELATIONS, CONTRASTS, applyCorrections, contrastedDivisor } from './corrections';
import { allEntities, covers, longestOnly, mentions, MAIN_LEXICON, type Mention } from './entities';
import { answerQuestion, opensQuestion, presupposes } from './questions';
import { personalPronounBefore, referBack } from './refer-back';

const NO_DIVIDEND = new Set(['=', 'approx', 'then']);

/** "scale by 1/√d_k" divides; "Var = 1/d_k" and "→ 1/d_k" are values. */
function hasDividend(tokens: readonly Token[], from: number, at: number): boolean {
  const before = at > from ? tokens[at - 1] : null;
  if (!before || NO_DIVIDEND.has(before.text)) return false;
  return before.value !== 1 || (at - 1 > from && !NO_DIVIDEND.has(tokens[at - 2].text));
}

const FORMULA = new Set(['/', '=']);

/** Entities that qualify the object named after them ("exactly 1"). */
const QUALIFIERS = new Set<EntityId>(['exactly']);

/** "divide the scores by √d_k", "divide the score with sqrt of d_model". */
const BY = new Set(['by', 'with']);

const LINKING = new Set<RelationId>(['equals', 'causes']);

/** Words that open a clause with a subject of its own. */
const SUBORDINATORS = new Set(words('when whenever if once while because since unless'));

/** Size adjectives that, said right before a noun, describe that noun. */
const ATTRIBUTIVE = new Set(words('small tiny large big huge'));

/** Closed-class words, after which the adjective is no attribute ("small
 *  enough", "tiny and"), and the words that name the numbers themselves. */
const CLOSED = new Set(
  words(
    'a an the this that these those it its they them their and or but nor so then yet',
    // Subject pronouns open the next clause: "to avoid them getting too big we divide".
    'we you i',
    'as at by for from in into of on onto to with without than like after before because',
    'when while if once until unless since where which who is are was were be been being',
    'has have had do does did can could will would should may might must enough anyway',
    'again too very also already still now even each every all any both either first',
    'throughout overall here there compared relative otherwise thus right',
    // Nouns for the numbers themselves: "large magnitude values", "big
    // numbers", "a small (operator) norm".
    'value values number numbers magnitude magnitudes activations outputs norm norms operator',
  ),
);

/** "one of those small details that makes training work", "small changes":
 *  a size said of a noun the lexicon does not name is about that noun, not
 *  a claim that something vanishes. ("Tiny gradients" names its noun.) */
function describesOtherNoun(
  tokens: readonly Token[],
  relation: Span,
  entities: readonly Span[],
): boolean {
  if (relation.first !== relation.last || !ATTRIBUTIVE.has(tokens[relation.first].text))
    return false;
  const next = tokens[relation.last + 1];
  return (
    next?.clause === tokens[relation.last].clause &&
    /^[a-z]+$/.test(next.text) &&
    !CLOSED.has(next.text) &&
    // (A verb or an adverb goes on with the clause: "logits that are large push …".)
    !inList(PREDICATES, next) &&
    !next.text.endsWith('ly') &&
    !entities.some((e) => e.first === relation.last + 1)
  );
}

/** Words that join two conjuncts, each with its own subject. */
const CONJUNCTIONS = new Set(['and', 'but', 'so', 'while', 'whereas']);

/** Words of divides-by that name the divisor said before them. */
const NAMES_DIVISOR = new Set(['divisor', 'denominator']);

/** Verbs that say what a noun is ("the divisor is …"), unlike "=" in a table. */
const NAMING_VERBS = new Set(['is', 'was', 'are', 'becomes']);

/** Words of a contrast that turns a divisor down: "instead of", "rather than", "not". */
const TURNED_DOWN = new Set(['instead', 'rather', 'not', 'opposed']);

/** The entity at `at` is named right after a contrast that opens the clause
 *  following `clause` ("…, not by √512"): the division carries over to it. */
function contrastsDivisor(tokens: readonly Token[], clause: number, at: number): boolean {
  if (clauseOf(tokens, at) !== clause + 1) return false;
  let start = at;
  while (start > 0 && clauseOf(tokens, start - 1) === clause + 1) start--;
  // (No word of a contrast is a "by": what is left is the contrast alone.)
  const lead = tokens.slice(start, at).map((t) => t.text);
  while (BY.has(lead.at(-1) ?? '')) lead.pop();
  return CONTRASTS.some((words) => words.join(' ') === lead.join(' '));
}

/** Forms of "be" and "get" that make a past after them passive. */
const PASSIVE_AUXILIARIES = new Set(
  words('is are was were be been being get gets got getting gotten'),
);

/** A relation's verb in the passive, whose subject is acted on: a causal
 *  verb ("the softmax is pushed into its flat region", "is meant to shrink
 *  …": no cause; "caused by" is said backward, lexicon-data/main.ts), or a
 *  growth's "scaled" ("the dot products should be scaled, as they grow": the
 *  division done to them, no growth). */
const passive = (tokens: readonly Token[], r: Mention<RelationId>) => {
  const verb = tokens[r.first].text;
  return (
    PASSIVE_AUXILIARIES.has(tokens[r.first - 1]?.text) &&
    ((r.id === 'causes' && PASTS.has(verb)) || (r.id === 'grows-with' && verb === 'scaled'))
  );
};

/** "no path by which a big score produces a big gradient": a "which" after a
 *  preposition opens a relative clause, no causal link (nor the end of the
 *  negation's reach). */
const RELATIVE_AFTER = new Set(words('by in through for of with to from on via'));

const relativeWhich = (tokens: readonly Token[], r: Mention<RelationId>) =>
  r.id === 'causes' &&
  r.first === r.last &&
  tokens[r.first].text === 'which' &&
  RELATIVE_AFTER.has(tokens[r.first - 1]?.text);

/** "Nothing stops the norms from growing": a "nothing" that opens its
 *  clause, its subject, negates what follows (tables/triggers.ts); nothing
 *  vanishes. ("… shrinks to nothing" does.) */
const quantifierSubject = (tokens: readonly Token[], r: Mention<RelationId>) =>
  r.id === 'vanishes' &&
  tokens[r.first].text === 'nothing' &&
  r.first === r.last &&
  opensClause(tokens, r.first);

/** "The gradients scale as 1/T²", "the variance goes like 1/d_k": a growth
 *  with the inverse of something is a shrinking with it, no growth. */
const inverseGrowth = (tokens: readonly Token[], r: Mention<RelationId>) => {
  if (r.id !== 'grows-with') return false;
  const at = ['as', 'like', 'with'].includes(tokens[r.last + 1]?.text) ? r.last + 2 : r.last + 1;
  return tokens[at]?.value === 1 && tokens[at + 1]?.text === '/';
};

/** A root said inside a relation's own words ("over the sqrt"). */
const rootInRelation = (tokens: readonly Token[], rel: Span) =>
  tokens.slice(rel.first, rel.last + 1).some((t) => BARE_ROOTS.has(t.text));

/** The claims of one lexed answer, in the order they are said. */
export function extractClaims(tokens: readonly Token[], lexicon = MAIN_LEXICON): Claim[] {
  const claims: Claim[] = [];
  let previous: Claim[] = [];
  for (const [from, to] of sentenceRanges(tokens)) {
    // (No phrase runs across a sentence: the whole text's entities, split.)
    const entities = allEntities(tokens, lexicon).filter((m) => m.first >= from && m.first <= to);
    const naming = entities.filter((e) => lexicon.naming.has(e.id));
    // A relation said inside a longer one is its wording: "do not need" is
    // unnecessary, not also a "need" denied.
    const said = longestOnly(mentions(tokens, lexicon.relations, from, to));
    const relations = said.filter(
      (r) =>
        !naming.some((e) => covers(e, r)) &&
        !describesOtherNoun(tokens, r, entities) &&
        !joinsTwo(tokens, r, said) &&
        !passive(tokens, r) &&
        !relativeWhich(tokens, r) &&
        !quantifierSubject(tokens, r) &&
        !inverseGrowth(tokens, r),
    );
    const own: Claim[] = [];
    const nextId = () => claims.length + own.length;
    const relationStarts = relations.map((r) => r.first);
    relations.forEach((rel, k) => {
      const indices = Array.from({ length: rel.last - rel.first + 1 }, (_, j) => rel.first + j);
      const match = { first: rel.first, last: rel.last, tokens: indices };
      // A formula states its relation with no verb: "softmax(QK^T / √d_k)".
      const formula = FORMULA.has(tokens[rel.first].text);
      if (formula ? saysNothing(tokens, match) : !statesClaim(tokens, match)) return;
      // The neighbouring relations, not one said in the same words ("blow up"
      // is both growing and exploding).
      let [leftEdge, rightEdge] = [from - 1, to + 1];
      for (const { last } of relations) if (last < rel.first && last > leftEdge) leftEdge = last;
      // "scales the variance by 1/d_k": a "/" right after a division's "by"
      // is its divisor, and divides what that division named.
      const by = relations[k - 1];
      if (formula && by && BY_RELATIONS.has(by.id) && by.last + 1 === rel.first) {
        leftEdge = from - 1;
        for (const { last } of relations) if (last < by.first && last > leftEdge) leftEdge = last;
      }
      for (const at of relationStarts) if (at > rel.last && at < rightEdge) rightEdge = at;
      const inside = (e: Span) => e.first <= rel.last && e.last >= rel.first;
      const [firstClause, lastClause] = [clauseOf(tokens, rel.first), clauseOf(tokens, rel.last)];
      // "with d = 1024 (std 32) it is essentially always 1.0": a pronoun
      // right before a copula is its subject; what is named before the
      // pronoun is not.
      const pronoun = rel.id === 'equals' ? personalPronounBefore(tokens, rel.first) : -1;
      const subjectEdge = Math.max(leftEdge, pronoun);
      const left: Mention<EntityId>[] = entities.filter(
        (e) => (e.first > subjectEdge && e.last < rel.first) || inside(e),
      );
      let right = entities.filter((e) => e.first > rel.last && e.first < rightEdge);
      // "divide the scores by √d_k": the divisor is what comes after "by";
      // what is divided joins the subject side. (A "/" has its divisor next
      // to it: in "1/√d_model: with d_model = 512", "with" opens a new thought.)
      const dividing = BY_RELATIONS.has(rel.id);
      const byAt =
        dividing && !formula
          ? tokens.slice(rel.last + 1, rightEdge).findIndex((t) => BY.has(t.text))
          : -1;
      if (byAt >= 0) {
        const by = rel.last + 1 + byAt;
        left.push(...right.filter((e) => e.first < by));
        right = right.filter((e) => e.first > by);
      }
      // A divisor (or factor) is named in the clause of its division, or in
      // the next one when that opens a contrast with it ("divides by 8, not by
      // √512"); one named after a contrast is the one turned down, not a
      // second divisor ("by d_k instead of √d_k").
      if (dividing) {
        right = right.filter(
          (e) =>
            clauseOf(tokens, e.first) === lastClause ||
            contrastsDivisor(tokens, lastClause, e.first),
        );
        const cut = right.findIndex(
          (e, j) =>
            j > 0 &&
            tokens.slice(right[j - 1].last + 1, e.first).some((t) => TURNED_DOWN.has(t.text)),
        );
        if (cut > 0) right = right.slice(0, cut);
        // "1/8 with 8 heads": a "/" before a bare number divides by that number.
        const next = rel.last + 1;
        if (formula && tokens[next]?.value >= 0 && !right.some((e) => e.first === next)) right = [];
      }
      // "the weights become one-hot": a linking verb's subject carries over,
      // from its own clause: in "the gradients are tiny when its inputs are
      // large" the inputs are large, not the gradients.
      const before = relations[k - 1];
      if (
        left.every(inside) &&
        before &&
        LINKING.has(before.id) &&
        clauseOf(tokens, before.first) === firstClause
      ) {
        let start = relations[k - 2]?.last ?? from - 1;
        for (let i = before.first - 1; i > start; i--)
          if (SUBORDINATORS.has(tokens[i].text)) start = i;
        left.unshift(...entities.filter((e) => e.last < before.first && e.first > start));
      }
      // "√d_model is the divisor": the word that names the divisor, with the
      // divisor said before it in its clause. (After it, "divisor | d_k = 576"
      // is a table's column of alternatives, weighed row by row.)
      if (rel.id === 'divides-by' && NAMES_DIVISOR.has(tokens[rel.first].text) && !right.length) {
        // (Not one of a conjunct before it: "its variance is d_k and the
        // divisor has to be √(d/h)".)
        const earlier = left.filter(
          (e) =>
            !inside(e) &&
            clauseOf(tokens, e.first) === firstClause &&
            !tokens.slice(e.last + 1, rel.first).some((t) => CONJUNCTIONS.has(t.text)) &&
            // (Nor a setting with only "the" between: "with 8 heads the divisor …".)
            !DETERMINERS.has(tokens[e.last + 1].text),
        );
        // "The divisor is sqrt(d_model)": named by a copula right after it,
        // one the learner wrote (a table's rows read "divisor is d_k = 576"
        // with an "is" of the lexing's, a column of alternatives).
        const copula = relations[k + 1];
        const verb = copula && tokens[copula.first];
        if (earlier.length) {
          right = earlier.slice(-1);
          left.splice(left.indexOf(right[0]), 1);
        } else if (
          copula?.id === 'equals' &&
          copula.first === rel.last + 1 &&
          NAMING_VERBS.has(verb.text) &&
          verb.end - verb.start > 1
        ) {
          const named = entities.find(
            (e) => e.first > copula.last && clauseOf(tokens, e.first) === firstClause,
          );
          if (named) right = [named];
        }
      }
      // "√d_k ≡ 1" (lexed "= exactly 1"): a qualifier is not the object.
      const head = right.find((e) => !QUALIFIERS.has(e.id)) ?? right[0];
      const number = tokens.slice(rel.last + 1, rightEdge).find((t) => !Number.isNaN(t.value));
      const t0 = tokens[rel.first];
      const clauses = new Set([firstClause, lastClause]);
      const clause = entities
        .filter((e) => clauses.has(clauseOf(tokens, e.first)))
        .map((e) => e.id);
      const claim: Claim = {
        id: nextId(),
        sentence: t0.sentence,
        relation: rel.id,
        form: t0.text,
        dividend: hasDividend(tokens, from, rel.first),
        subject: left.at(-1)?.id ?? null,
        subjects: left.map((e) => e.id),
        object: head?.id ?? null,
        // "one over the square root of the dimension": a root said in the
        // relation is the divisor's, on the object side.
        objects: [
          ...(rootInRelation(tokens, rel) ? (['sqrtdk'] as const) : []),
          ...right.map((e) => e.id),
        ],
        clause,
        sentenceWide: entities.map((e) => e.id),
        undivided: [],
        argument: number?.value ?? null,
        polarity: 1,
        speaker: t0.quoted ? 'other' : 'self',
        mood:
          !t0.asked || !opensQuestion(tokens, rel.first)
            ? 'asserted'
            : presupposes(tokens, rel.first)
              ? 'presupposed'
              : 'asked',
        retracted: false,
        assumed: false,
        limited: false,
        averted: false,
        links: [],
        relationSpan: { first: rel.first, last: rel.last },
        objectAt: head?.first ?? -1,
        objectWord: head ? tokens[head.first].text : '',
        first: Math.min(rel.first, ...left.map((e) => e.first)),
        last: Math.max(rel.last, ...right.map((e) => e.last)),
      };
      // "Dividing by √d_k makes the softmax softer, pushing it into …": a
      // participle that opens its clause is said of the clause before it,
      // whose subject side it takes. (Also after a filler, ", um, pushing
      // …": the filler joins the two clauses, so their own commas tell.)
      if (rel.id === 'causes' && t0.text.endsWith('ing') && opensClause(tokens, rel.first)) {
        const clauseBefore = clauseOf(tokens, rel.first - 1);
        const before = own.filter((o) => clauseOf(tokens, o.relationSpan.first) === clauseBefore);
        const main = before.filter((o) => o.subjects.length).at(-1);
        if (main)
          Object.assign(claim, {
            subject: main.subject,
            subjects: [...new Set(before.flatMap((o) => o.subjects))],
          });
      }
      // "pushes the softmax out of the saturated region" keeps it from there,
      // as "keeps softmax out of its saturated regime" does.
      const clauseEnd = runEnd(tokens, rel.last, 'clause');
      if (
        (CAUSAL_VERBS.has(t0.text) || KEEP_VERBS.has(t0.text)) &&
        tokens.slice(rel.last + 1, clauseEnd + 1).some((t) => AWAY_WORDS.has(t.text))
      )
        claim.averted = true;
      own.push(claim);
      // "use the head size, not the embedding size": said again of the
      // divisor turned down, for the contrast's negation to deny.
      const turnedDown = contrastedDivisor(tokens, claim, entities, relationStarts);
      if (turnedDown) {
        claim.objects = claim.objects.filter((e, j) => right[j].first < turnedDown.first);
        own.push({
          ...claim,
          id: nextId(),
          object: turnedDown.id,
          objects: [turnedDown.id],
          objectAt: turnedDown.first,
          objectWord: tokens[turnedDown.first].text,
          contrasted: true,
          links: [],
          last: Math.max(claim.last, turnedDown.last),
        });
      }
    });
    shareCoordinated(tokens, own);
    const divisors = own.filter((c) => BY_RELATIONS.has(c.relation) && c.objectAt >= 0);
    const undivided = entities
      .filter((e) => !divisors.some((c) => e.first >= c.objectAt && e.last <= c.last))
      .map((e) => e.id);
    for (const claim of own) claim.undivided = undivided;
    applyTriggers(tokens, from, to, own, previous);
    for (const kept of applyCorrections(tokens, [from, to], own, previous))
      own.push({ ...kept, id: nextId() });
    answerQuestion(tokens, from, own, previous);
    referBack(tokens, own, previous);
    linkCauses(tokens, own, previous, lexicon);
    claims.push(...own);
    previous = own;
  }
  return claims;
}

/** Words that join two relations said of the same thing. */
const COORDINATORS = new Set(['or', 'and', 'nor', '/', '&']);

export const coordinated = (tokens: readonly Token[], a: Span, b: Span) =>
  b.first === a.last + 2 && COORDINATORS.has(tokens[a.last + 1].text);

/** A "/" between two relation words joins them ("vanishing/explosion"); it
 *  divides nothing. */
const joinsTwo = (tokens: readonly Token[], r: Span, said: readonly Span[]) =>
  r.first === r.last &&
  tokens[r.first].text === '/' &&
  said.some((o) => o.last === r.first - 1) &&
  said.some((o) => o.first === r.last + 1);

/** Two relations joined by "or", "and" or "/" alone are said of the same
 *  thing: "exploding or vanishing gradients" explodes the gradients too. */
function shareCoordinated(tokens: readonly Token[], own: Claim[]) {
  own.forEach((b, k) => {
    const a = own[k - 1];
    if (!a || !coordinated(tokens, a.relationSpan, b.relationSpan)) return;
    if (!a.objects.length && b.objectAt === b.relationSpan.last + 1)
      Object.assign(a, {
        object: b.object,
        objects: [...b.objects],
        objectAt: b.objectAt,
        objectWord: b.objectWord,
        sharedObject: true,
        last: Math.max(a.last, b.last),
      });
    if (!b.subjects.length && a.subjects.length)
      Object.assign(subjectFrom(b, a), { first: Math.min(a.first, b.first) });
    // Two sizes before one noun share it: "large/small gradients".
    else if (
      !a.subjects.length &&
      b.subjects.length &&
      [a, b].every((c) => ATTRIBUTIVE.has(tokens[c.relationSpan.first].text))
    )
      Object.assign(subjectFrom(a, b), { last: Math.max(a.last, b.last) });
  });
}

/** Verbs that hold a thing where the words after them put it ("keeps the
 *  softmax out of …", "keep the softmax sharp"). */
export const KEEP_VERBS = new Set(words('keep keeps kept keeping'));
/** Words that put what is pushed out of a place, not into it. */
const AWAY_WORDS = new Set(['out', 'away']);
