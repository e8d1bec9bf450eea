// "Reproduce in Python" for a chart: the core writes a standalone NumPy
// script of the run the chart shows. The page's counter-based generator has
// no NumPy twin, so the script runs the same experiment on NumPy's
// default_rng(seed) and says so in its header. Where the page took the exact
// sampler's shortcut (the same distribution of scores without drawing every
// entry), the script draws every entry: that is the experiment written out.
import type { SaturationOptions, ScriptExperiment, VarianceOptions } from '../../../wasm/api';
import type { CoreClient } from '../worker/client';

type RunOptions = Partial<VarianceOptions & SaturationOptions> & { dks?: number[] };

export function pythonScriptOf(
  core: CoreClient,
  experiment: ScriptExperiment,
  options: RunOptions | null,
): Promise<string> {
  if (!options) return Promise.reject(new Error('the experiment has not run yet'));
  return core.pythonScript(experiment, { ...options, sampler: 'brute' });
}
