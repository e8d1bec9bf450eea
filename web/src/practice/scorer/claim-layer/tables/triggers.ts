// The one table of context triggers, as data (what a trigger's direction,
// scope and effect mean: ../triggers.ts). Negation, hypotheticals, someone
// else's view, self-correction and stated assumptions are rows here, not
// flags on rules.
import { words } from '../../vocabulary';
import type { Phrase } from '../phrase';
import { each } from '../lexicon';
import type { Direction, Effect, Scope, Trigger } from '../triggers';

/** One word for leaving the fix out, after "if we": "if we skipped it". */
export const LEFT_OUT = words(
  'skip skipped omit omitted drop dropped remove removed forget forgot',
);

/** What a divisor is called when it is judged wrong: "the wrong scale". */
const WRONG_NOUNS = words('dimension divisor size factor choice scale width constant one');

/** Words that tell when a belief was held, before "thought" or "believed". */
const BELIEF_TIMES = words('always originally once initially previously long');

/** One row for each phrase, all with the same reach and effect. */
const t = (phrases: Phrase[], direction: Direction, scope: Scope, effect: Effect): Trigger[] =>
  phrases.map((phrase) => ({ phrase, direction, scope, effect }));

export const TRIGGERS: Trigger[] = [
  // Negation.
  ...t(['not', 'no', 'never'], 'forward', 'clause', 'negated'),
  // "There is no path by which a big score produces a big gradient": the
  // whole relative clause is denied, past the usual window.
  ...t(
    ['no way', 'no path', 'no mechanism', 'no route'].flatMap((w) =>
      ['by which', 'in which', 'through which'].map((rel) => `${w} ${rel}`),
    ),
    'forward',
    'sentence',
    'negated',
  ),
  ...t(['not the issue', 'not the problem', 'not the reason'], 'backward', 'sentence', 'negated'),
  // ("it's the opposite of exploding gradients": what it sets itself against.)
  ...t(
    ['rather than', 'instead of', 'as opposed to', 'the opposite of'],
    'forward',
    'clause',
    'negated',
  ),
  // "Unlike exploding gradients in RNNs, here …": set against what is said.
  ...t(['unlike'], 'forward', 'clause', 'negated'),
  // "… doesn't enter, and neither does d_model": an "also not", whatever
  // else negates the claim it reaches.
  ...t(['neither', 'nor'], 'forward', 'clause', 'denied'),
  ...t(
    // (A report judged so: "… / math.sqrt(self.d_model) looks wrong to me".)
    ['is wrong', 'was wrong', 'is a myth', 'is backwards', 'is backward'].concat(
      ['looks', 'seems'].flatMap((v) => [`${v} wrong`, `${v} off`]),
    ),
    'backward',
    'sentence',
    'negated',
  ),
  // "Dividing by √d_model is a common bug", "… is a classic mistake".
  ...t(
    ['is a', 'is a common', 'is a classic', 'is an easy'].flatMap((w) =>
      ['mistake', 'bug', 'pitfall', 'error'].map((n) => `${w} ${n}`),
    ),
    'backward',
    'sentence',
    'negated',
  ),
  // "… saves you from the classic bug of scaling by the model width": what
  // follows is named as the mistake.
  ...t(
    ['', 'classic ', 'common ', 'old '].flatMap((w) =>
      ['mistake', 'bug', 'pitfall', 'trap'].map((n) => `${w}${n} of`),
    ),
    'forward',
    'clause',
    'negated',
  ),
  ...t(['misconception', 'myth'], 'both', 'sentence', 'denied'),
  // A label that names what follows as the mistake: "Common mistake on last
  // year's exam: writing 1/sqrt(768)"; and a grader's verdict after it:
  // "(Answers of 1/sqrt(1024) got no credit.)"
  ...t(
    ['common', 'classic', 'typical', 'frequent'].map((w) => `${w} mistake`),
    'forward',
    'sentence',
    'denied',
  ),
  ...t(
    ['got no credit', 'get no credit', 'gets no credit', 'marked wrong'],
    'backward',
    'sentence',
    'negated',
  ),
  ...t(['is incorrect', 'was incorrect'], 'backward', 'sentence', 'negated'),
  // "The usual answer, that it prevents exploding gradients, gets the failure backwards".
  ...t(
    words('get gets got has have').flatMap((v) => [`${v} * backwards`, `${v} * * backwards`]),
    'backward',
    'sentence',
    'negated',
  ),
  // "Dividing by √d_model uses the wrong dimension", "… is the wrong scale".
  ...t(
    WRONG_NOUNS.map((n) => `wrong ${n}`),
    'backward',
    'sentence',
    'negated',
  ),
  // "That d_model^-0.5 has nothing to do with attention scaling", "d_model
  // plays no role in the divisor" (lexed "is irrelevant in"): what is said
  // on either side of it is denied a part in the other.
  ...t(
    ['nothing to do with', 'unrelated to', 'no relation to'].concat(
      words('to in for').map((w) => `irrelevant ${w}`),
    ),
    'both',
    'clause',
    'negated',
  ),
  // Negation in other words: "far from exploding", "anything but exploding
  // gradients", "never once did it blow up".
  ...t(['far from', 'anything but', 'never once', 'by no means'], 'forward', 'clause', 'negated'),
  // "Exploding gradients isn't what happens when you drop the scaling".
  ...t(
    each(['is not ', 'are not ', 'was not '], ['what happens', 'what goes wrong', 'what breaks']),
    'backward',
    'clause',
    'negated',
  ),
  // A line of code or a claim called a bug or a typo where it is said: "#
  // scale = 1 / math.sqrt(num_heads)  # bug, removed".
  ...t(['bug', 'typo', 'old typo'], 'backward', 'sentence', 'negated'),
  // Hypotheticals and counterfactual alternatives.
  ...t(['hypothetical*'], 'forward', 'sentence', 'hypothetical'),
  ...t(['would', 'could', 'might'], 'both', 'clause', 'hypothetical'),
  ...t(['were to', 'if we', 'if you', 'imagine'], 'forward', 'sentence', 'hypothetical'),
  // A counterfactual: "if the concern were exploding gradients you'd clip
  // them" (its own clause: "if the scores were not scaled, the gradients
  // would explode" tells what the fix averts).
  ...t(['if * were', 'if * * were', 'if * * * were'], 'forward', 'clause', 'hypothetical'),
  ...t(['alternative*'], 'both', 'clause', 'hypothetical'),
  ...t(['instead'], 'backward', 'clause', 'hypothetical'),
  ...t(['why not'], 'forward', 'sentence', 'hypothetical'),
  // Someone else's view.
  ...t(['some people', 'people', 'saying'], 'forward', 'sentence', 'other-speaker'),
  // A dialogue's learner: "Student: So the softmax saturates and then the
  // scores blow up?" (the answer after it is the writer's).
  ...t(['student', 'students'], 'forward', 'sentence', 'other-speaker'),
  // Told by someone else: "A classmate told me the scaling …", "a blog post
  // I read says the …", "my lecturer mentioned that …", "one answer I saw
  // said that …", "another common story is that …".
  ...t(
    [
      ...each(['told '], ['me', 'us']),
      ...each(['says ', 'said ', 'mentioned ', 'claims ', 'claimed '], ['that', 'the']),
      ...['common story', 'story is that', 'story goes'],
      // "You may hear that without the factor the gradients explode."
      ...each(['may ', 'might ', 'will ', 'often ', 'sometimes '], ['hear that', 'read that']),
    ],
    'forward',
    'sentence',
    'other-speaker',
  ),
  // Read or heard somewhere: "I've read both that the gradients explode and
  // that they vanish", "I have read in one blog that …".
  ...t(
    each(
      ['i have ', 'i ve ', 'i ', 'we have ', 'we ve ', 'you '],
      ['read', 'heard'],
      ['', ' both', ' somewhere', ' in *', ' in * *', ' in * * *', ' on *', ' on * *'],
    ).map((said) => `${said} that`),
    'forward',
    'sentence',
    'other-speaker',
  ),
  // Code someone else wrote, told as what it did or does: "the toy repo we
  // started from divided the scores by sqrt(d_model)", "the current code
  // passes scale = 1/sqrt(embed_dim)", "passing 1/sqrt(embed_dim) like the
  // current code does". (The writer's own code is theirs: "my code divides by …".)
  ...t(
    ['the', 'that', 'their', 'your', 'this'].flatMap((whose) =>
      [
        ...['repo', 'toy repo', 'old code', 'original code', 'current code', 'codebase', 'library'],
        // A diff's removed line, told of: "the old line used the model width".
        ...['old line', 'removed line', 'previous line', 'old version'],
        ...['code', 'implementation'],
      ].map((what) => `${whose} ${what}`),
    ),
    'both',
    'sentence',
    'other-speaker',
  ),
  // A reviewer telling the author what their code has: "You have
  // 1/sqrt(2048) ≈ 0.022, four times smaller", "you wrote / math.sqrt(…)".
  ...t(
    ['you have #', 'you had #', 'you wrote', 'you are using'],
    'forward',
    'clause',
    'other-speaker',
  ),
  // "Bug: the scores are divided by √d_model" (normalise.ts: "bug report").
  ...t(['bug report'], 'both', 'sentence', 'other-speaker'),
  // "Some say you divide by √d_model", "others claim …", "many think …".
  // ("Several comments here say the gradients explode", "tutorials claim …".)
  ...t(
    [
      ...['some', 'others', 'many', 'most', 'comments', 'answers', 'posts', 'articles'],
      ...['tutorials', 'blogs', 'textbooks', 'folks', 'reviewers'],
    ].flatMap((who) =>
      ['say', 'think', 'believe', 'argue', 'write', 'claim', 'suggest'].flatMap((verb) => [
        `${who} ${verb}`,
        `${who} here ${verb}`,
      ]),
    ),
    'forward',
    'sentence',
    'other-speaker',
  ),
  // Someone's belief, told as theirs: "Sam thought the divisor was d_k", "my
  // teammate believes that …", "he thinks it …". (The writer's own past
  // belief, "I thought the …", the longer phrase, is taken back below.)
  ...t(
    ['thought', 'believed', 'believes', 'thinks'].flatMap((verb) =>
      words('the that it its we you this').map((w) => `${verb} ${w}`),
    ),
    'forward',
    'sentence',
    'other-speaker',
  ),
  // Someone's words, reported: "my teammate said …", "the reviewer argued …".
  ...t(
    words(
      'he she they someone teammate colleague friend classmate reviewer interviewer answer post tutorial',
    ).flatMap((who) =>
      words(
        'said says claimed claims suggested suggests argued argues insisted insists answered',
        'proposed proposes expected expects feared fears',
      ).map((verb) => `${who} ${verb}`),
    ),
    'forward',
    'sentence',
    'other-speaker',
  ),
  // The writer sides with the view they report: "my teammate says we should
  // scale by √d_model, and I agree" is their view too.
  // (Not an open question: "I can't yet tell which is right".)
  ...t(
    each(['tell ', 'know ', 'sure ', 'decide '], ['which is right', 'which one is right']),
    'backward',
    'sentence',
    'pseudo',
  ),
  ...t(
    ['i agree', 'he is right', 'she is right', 'they are right', 'which is right'],
    'backward',
    'sentence',
    'endorsed',
  ),
  ...t(['often said'], 'both', 'sentence', 'other-speaker'),
  ...t(['you might think', 'a common', 'claim*'], 'forward', 'sentence', 'other-speaker'),
  ...t(['according to'], 'both', 'sentence', 'other-speaker'),
  ...t(
    ['the paper', 'the original paper', 'the transformer paper', 'the authors', 'vaswani'].map(
      (source) => `according to ${source}`,
    ),
    'both',
    'sentence',
    'pseudo',
  ),
  ...t(['tempting to'], 'forward', 'sentence', 'other-speaker'),
  // A bug told as what the code did before a fix: "the head was dividing by
  // √d_model instead of √head_dim", "the logits were wrongly scaled by …".
  // ("Is used to divide" is a purpose, no past habit.)
  ...t(
    ['was', 'were'].flatMap((be) =>
      ['dividing', 'wrongly', 'incorrectly', 'mistakenly'].map((w) => `${be} ${w}`),
    ),
    'forward',
    'clause',
    'other-speaker',
  ),
  // A naive expectation, to be turned down: "naively you'd reach for √d_model".
  ...t(
    ['naively', 'at first glance', 'you might expect', 'one might expect', 'you would expect'],
    'forward',
    'sentence',
    'hypothetical',
  ),
  ...t(['misses the point', 'wrong way round'], 'backward', 'sentence', 'negated'),
  // "X said it's to avoid exploding gradients, but I think it's the other way
  // round": the view before it is turned down.
  ...t(
    ['round', 'around'].flatMap((w) => [
      `it is the other way ${w}`,
      `it is actually the other way ${w}`,
    ]),
    'backward',
    'sentence',
    'denied',
  ),
  // A belief the speaker tells they held before: "my first guess was
  // exploding gradients", "I first suspected exploding gradients".
  ...t(
    [
      ...words('reflex instinct guess thought hunch').map((w) => `first ${w}`),
      ...['first suspect*', 'first assum*', 'used to think', 'used to believe'],
      // "I always thought", "we had originally believed": a belief told with
      // the time it was held. (Without the time, "I assumed" states an
      // assumption and "is always assumed" one of the field's.)
      ...BELIEF_TIMES.flatMap((w) => [`${w} thought`, `${w} believed`]),
      ...BELIEF_TIMES.flatMap((w) =>
        ['i', 'we', 'i had', 'we had'].map((s) => `${s} ${w} assumed`),
      ),
      ...['i believed', 'we believed'],
      // What the writer first wrote or said, then puts right: "I first wrote
      // 'divide by sqrt(d_model)' here. No, it's the head dimension."
      ...words('first originally initially').flatMap((w) =>
        words('wrote said typed').map((v) => `${w} ${v}`),
      ),
      // ("I thought the paper uses the model dimension", not "I thought about it".)
      ...words('the that it its we you this').map((w) => `i thought ${w}`),
    ],
    'forward',
    'sentence',
    'retracted',
  ),
  ...t(['nothing'], 'forward', 'clause', 'negated'),
  ...t(['mup'], 'both', 'sentence', 'other-speaker'),
  // μP cited for the writer's own advice: "just use 1/d_k everywhere like μP
  // does" recommends it (pseudo-triggers hold the trigger, as NegEx's do).
  ...t(['like mup', 'as mup', 'just like mup'], 'both', 'sentence', 'pseudo'),
  // A view the writer argues against: "I'd push back on anyone calling
  // FlashAttention an approximation", "I disagree with dividing by d_k".
  ...t(
    // (The lexing writes "push back on" as "argue against".)
    ['argue against', 'disagree with', 'disagreed with'],
    'forward',
    'clause',
    'other-speaker',
  ),
  // An idea named as someone's, to be judged: "The idea that an adaptive
  // optimiser makes the divisor redundant doesn't hold", "the myth that …".
  ...t(
    words('the this that').flatMap((d) =>
      words('idea notion claim belief myth suggestion').map((n) => `${d} ${n} that`),
    ),
    'forward',
    'sentence',
    'other-speaker',
  ),
  // Self-correction: what came just before is taken back.
  ...t(
    ['sorry', 'i mean', 'no wait', 'scratch that'],
    'backward',
    'previous-sentence',
    'retracted',
  ),
  ...t(['correction'], 'backward', 'opening', 'retracted'),
  // A line that opens with what it should be corrects the line before it: a
  // bug report's code, then "should be `/ math.sqrt(head_dim)`".
  ...t(['should be', 'should read', 'needs to be'], 'backward', 'opening', 'retracted'),
  // A question opening the next sentence asks another author whether the
  // code reported before it was meant: "… scaled by the embedding size
  // instead of the head size. Is this intended?" (Not "is that expected?" or
  // "is this a bug?": a learner asks those of their own code.)
  ...t(
    ['this', 'that'].flatMap((w) =>
      ['intended', 'intentional', 'on purpose'].map((doubt) => `is ${w} ${doubt}`),
    ),
    'backward',
    'opening',
    'other-speaker',
  ),
  // The writer owns up to what came before: "… Turns out I had it wrong: …".
  ...t(
    ['i had it wrong', 'i got it wrong', 'i was wrong', 'i was mistaken', 'i stand corrected'],
    'backward',
    'previous-sentence',
    'retracted',
  ),
  // A practice given up: "I used to scale by 1/sqrt(d_model) until I realised …".
  ...t(
    ['realised', 'realized', 'noticed'].map((w) => `until i ${w}`),
    'backward',
    'sentence',
    'retracted',
  ),
  // A spoken repair: "by root d_model — uh, no, root d_k".
  ...t(
    ['uh no', 'um no', 'er no', 'or rather', 'wait no', 'actually no'],
    'backward',
    'previous-sentence',
    'retracted',
  ),
  // Stated assumptions.
  ...t(['if', 'assum*', 'suppose', 'given that', 'under'], 'forward', 'sentence', 'assumed'),
  // Not the whole story: a claim of "only" or "always" denied, the rest kept.
  ...t(
    words('just only merely simply purely solely always necessarily').map((w) => `not ${w}`),
    'both',
    'clause',
    'limited',
  ),
  ...t(['more than just'], 'both', 'clause', 'limited'),
  // A verdict opening the next sentence: "Some texts divide by d_k. That is
  // wrong.", "… / math.sqrt(d_model)`. That is the wrong scale", "That's a bug".
  ...[
    ...['wrong', 'incorrect', 'a myth', 'not true', 'false', 'a typo', 'an error'],
    ...['a bug', 'a mistake', ...WRONG_NOUNS.map((n) => `the wrong ${n}`)],
  ].flatMap((verdict) =>
    // (Also in the past, and of a named view: "That theory was wrong: …".)
    t(
      each(['that ', 'this '], ['', '* '], ['is ', 'was '], [verdict]),
      'backward',
      'previous-sentence',
      'negated',
    ),
  ),
  // Someone else's view, named by where it is told.
  ...t(
    [
      ...words('texts sources tutorials books blogs papers authors').map((w) => `some ${w}`),
      ...['usual story', 'usual explanation', 'standard story', 'popular explanation', 'folk*'],
      ...['conventional wisdom', 'received wisdom', 'the story goes'],
    ],
    'forward',
    'sentence',
    'other-speaker',
  ),
  // A proposal weighed, not made: "the law of large numbers suggests d_k".
  ...t(['suggest*'], 'forward', 'clause', 'hypothetical'),
  ...t(['otherwise', 'or else'], 'forward', 'clause', 'averted'),
  // The fix named as left out, with no modal: "without it QK^T can get really
  // big", "without the scaling the softmax saturates".
  ...t(
    ['it', 'this', 'that', 'scaling', 'the scaling', 'the scale', 'the factor', 'the division']
      .concat(['dividing', 'sqrtdk', 'the sqrtdk'])
      .map((fix) => `without ${fix}`),
    'forward',
    'sentence',
    'averted',
  ),
  // A question put as a statement: "I'm looking for clarification on why …".
  ...t(
    [
      ...['wondering', 'i wonder', 'clarification', 'curious why', 'curious about why'],
      ...['do not understand why', 'confused why', 'confused about why'],
      ...['someone', 'anyone', 'somebody'].map((who) => `${who} explain`),
      // An embedded question asserts nothing: "the question of whether the
      // scale is there to prevent gradient explosion", "not sure whether …".
      // ("They look the same whether the head has 16 dimensions or 1,024"
      // grants either case.)
      ...words('of ask* sure know* wonder* check* unclear see question* test*').map(
        (w) => `${w} whether`,
      ),
    ],
    'forward',
    'clause',
    'asked',
  ),
  // A question reported, over its whole sentence: "so the question was, is
  // the root of d_k there to stop exploding gradients."
  ...t(
    // ("Someone asked in our reading group why the scale doesn't grow.")
    [
      ...['the question was', 'the question is whether'],
      ...each(['asked '], ['', '* ', '* * ', '* * * ', '* * * * '], ['whether', 'if', 'why']),
    ],
    'forward',
    'sentence',
    'asked',
  ),
  // The fix left out: "if you don't scale, the softmax saturates" tells what
  // the fix averts, as "otherwise" does; it is no hypothetical of the speaker's.
  ...['if you', 'if we', 'if i'].flatMap((who) =>
    t(
      [...LEFT_OUT, 'do not', 'did not', 'leave out', 'left out'].map((left) => `${who} ${left}`),
      'forward',
      'sentence',
      'averted',
    ),
  ),
  // What the fix keeps from happening: "keeps the scores from growing with d".
  ...t(
    [
      // (Over the noun phrase kept, up to six words: "keep the raw attention
      // logit values from …".)
      ...['prevent*', 'avoid*', ...[0, 1, 2, 3, 4, 5, 6].map((n) => `keep* ${'* '.repeat(n)}from`)],
      ...['stop*', 'counteract*'],
      // "cancels out the √d_k growth", "offsets the growth", "undoes it".
      ...['cancel*', 'offset*', 'undo*', 'undoes', 'neutrali*', 'compensat* for'],
    ],
    'forward',
    'clause',
    'averted',
  ),
];
