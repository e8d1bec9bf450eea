// Beyond — follow-up questions, each tied to a live control where one fits.
// Every line below is recomputed only when its own inputs change, on its own
// worker channel, and only once the section is on screen.
import type { AppState, ParamName } from '../../state/params';
import { linkCitations } from '../citations';
import type { StepContext } from '../context';
import { deferredRun } from '../deferred-run';
import { formatNumber, formatPlain } from '../describe';
import { formatEstimate } from '../format-estimate';
import { formatScoreVector, scaleScores } from '../score-vector';
import { LINEAR, LOG2, bindNumberField, bindRange } from '../step-controls';
import { chooseSampler, pairDraws } from '../sampler-choice';
import type { Distribution } from '../../../../wasm/api';
import { followupGate } from './followup-run';
import { mountKvQuant } from './kv-quant-part';
import { mountOnlineSoftmax } from './online-softmax-part';
import { mountRope } from './rope-part';

const PAIRS = 5000;

/** Brute force where it keeps up, the exact sampler at the large d_k it cannot
 *  (d_k goes to 65,536 with normal, correlated and ±1 entries). */
const autoSampler = (dist: Distribution, dk: number) =>
  chooseSampler('auto', dist, pairDraws(dk, PAIRS, dist));
const TRIALS = 4000;
const KEYS = 8;
const MUP_DKS = [16, 1024] as const;

type Line = (state: AppState) => Promise<string | null>;

function liveLine(
  root: HTMLElement,
  ctx: StepContext,
  name: string,
  keys: readonly ParamName[],
  compute: Line,
) {
  const target = root.querySelector(`[data-readout="${name}"]`);
  if (!target) return;
  const update = () =>
    compute(ctx.state.get()).then(
      (text) => {
        if (text !== null) target.textContent = text;
      },
      (error: Error) => {
        target.textContent = `Could not compute this: ${error.message}`;
      },
    );
  const refresh = deferredRun(target, () => void update());
  ctx.state.subscribe(keys, refresh);
  refresh();
}

export function mount(root: HTMLElement, ctx: StepContext): void {
  linkCitations(root, ctx);
  const gate = followupGate();
  mountRope(root, ctx, gate);
  mountOnlineSoftmax(root, ctx, gate);
  mountKvQuant(root, ctx, gate);
  const q = <T extends Element>(selector: string) => root.querySelector<T>(selector);
  const heads = q<HTMLInputElement>('#beyond-heads');
  if (heads) bindNumberField(ctx.state, 'heads', heads, q('#beyond-heads-error'), 'Heads');
  const rho = q<HTMLInputElement>('#beyond-rho');
  if (rho) bindRange(ctx.state, 'rho', rho, q('#beyond-rho-value'), LINEAR, formatPlain);
  const temperature = q<HTMLInputElement>('#beyond-temperature');
  if (temperature) {
    bindRange(ctx.state, 'temp', temperature, q('#beyond-temperature-value'), LOG2, formatPlain);
  }

  liveLine(root, ctx, 'beyond-heads', ['dk', 'heads', 'seed', 'dist', 'rho'], async (s) => {
    const result = await ctx.core.latest('beyond:heads', 'variance', {
      dk: s.dk,
      heads: s.heads,
      seed: s.seed,
      dist: s.dist,
      rho: s.rho,
      pairs: PAIRS,
      sampler: autoSampler(s.dist, s.dk),
    });
    if (!result) return null;
    const byKind = (kind: string) => result.divisors.find((d) => d.kind === kind)!;
    const perHead = byKind('sqrt_dk');
    const model = byKind('sqrt_dmodel');
    return (
      `With d_k = ${s.dk} and ${s.heads} heads (d_k × heads = ${s.dk * s.heads}, which is d_model when head_dim = d_model / heads), ` +
      `each head divides by √${s.dk} = ${formatPlain(perHead.divisor)} and its scores have variance ${formatEstimate(perHead.variance).value}. ` +
      `Dividing by √(d_k × heads) = ${formatPlain(model.divisor)} instead leaves ${formatEstimate(model.variance).value}, ` +
      `about 1/${s.heads} of that (${PAIRS.toLocaleString('en')} pairs, ${s.dist} entries).`
    );
  });

  liveLine(root, ctx, 'beyond-small', ['seed', 'dist', 'rho'], async (s) => {
    const parts: string[] = [];
    for (const dk of [4, 512]) {
      const result = await ctx.core.latest(`beyond:small`, 'saturation', {
        dk,
        seed: s.seed,
        dist: s.dist,
        rho: s.rho,
        trials: TRIALS,
        keys: KEYS,
      });
      if (!result) return null;
      const [raw, scaled] = result.byDivisor;
      parts.push(
        `at d_k = ${dk} the mean top weight is ${formatEstimate(raw.topWeight).value} without scaling and ${formatEstimate(scaled.topWeight).value} with it, ` +
          `and the Jacobian size ${formatEstimate(raw.jacobianNorm).value} against ${formatEstimate(scaled.jacobianNorm).value}`,
      );
    }
    return `${parts[0][0].toUpperCase()}${parts[0].slice(1)}; ${parts[1]}.`;
  });

  liveLine(root, ctx, 'beyond-drift', ['dk', 'rho', 'seed'], async (s) => {
    const result = await ctx.core.latest('beyond:drift', 'variance', {
      dk: s.dk,
      rho: s.rho,
      seed: s.seed,
      dist: 'correlated',
      pairs: PAIRS,
      sampler: autoSampler('correlated', s.dk),
    });
    if (!result) return null;
    const scaled = result.divisors.find((d) => d.kind === 'sqrt_dk')!;
    return (
      `At d_k = ${s.dk} with ρ = ${formatPlain(s.rho)}: mean score ${formatEstimate(result.mean).value} (ρ·d_k = ${formatPlain(s.rho * s.dk)}), ` +
      `variance ${formatEstimate(result.variance).value}, which is ${formatNumber(result.variance.value / s.dk)} × d_k ` +
      `(independent entries give 1 × d_k; this model predicts 1 + ρ² = ${formatPlain(1 + s.rho * s.rho)}). ` +
      `After ÷ √d_k the variance is ${formatEstimate(scaled.variance).value}, not 1.`
    );
  });

  liveLine(root, ctx, 'beyond-mup', ['rho', 'seed'], async (s) => {
    const means: { dk: number; mean: number }[] = [];
    for (const dk of MUP_DKS) {
      const result = await ctx.core.latest('beyond:mup', 'variance', {
        dk,
        rho: s.rho,
        seed: s.seed,
        dist: 'correlated',
        pairs: PAIRS,
      });
      if (!result) return null;
      means.push({ dk, mean: result.mean.value });
    }
    const [small, large] = means;
    const bySqrt = (m: { dk: number; mean: number }) => formatNumber(m.mean / Math.sqrt(m.dk));
    const byDk = (m: { dk: number; mean: number }) => formatNumber(m.mean / m.dk);
    // Theory: the mean score is ρ·d_k, so ÷ √d_k gives ρ√d_k and ÷ d_k gives ρ.
    // At ρ = 0 both are 0 and nothing grows; say so rather than the slogan.
    const theory = (dk: number) => formatPlain(s.rho * Math.sqrt(dk));
    const growth =
      s.rho === 0
        ? 'with ρ = 0 the mean score is 0 at every d_k, so neither divisor has a drift to undo'
        : `theory ρ√d_k = ${theory(small.dk)} and ${theory(large.dk)}: it grows like √d_k`;
    return (
      `With ρ = ${formatPlain(s.rho)}, the mean score ÷ √d_k is ${bySqrt(small)} at d_k = ${small.dk} and ${bySqrt(large)} at d_k = ${large.dk}` +
      ` (${growth}), while ÷ d_k it is ${byDk(small)} and ${byDk(large)} (theory ρ = ${formatPlain(s.rho)} at every d_k).`
    );
  });

  liveLine(root, ctx, 'beyond-temperature', ['temp', 'scores'], async (s) => {
    const scaled = scaleScores(s.scores, s.temp);
    const result = await ctx.core.latest('beyond:temperature', 'softmax', scaled);
    if (!result) return null;
    const n = scaled.length;
    const weights = Array.from(result.weights, (w) => w.toFixed(4)).join(', ');
    return (
      `At temperature c = ${formatPlain(s.temp)} the scores ${formatScoreVector(s.scores)} become ` +
      `${formatScoreVector(scaled)}: weights ${weights}; entropy ${formatNumber(result.entropy)} nats ` +
      `of a possible ${formatPlain(Math.log(n))} (ln ${n}, uniform weights).`
    );
  });
}
