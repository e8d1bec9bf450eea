#include "core/numpy_script.hpp"

#include <cstdio>

#include "core/experiments.hpp"
#include "core/reference_figures.hpp"

namespace sqrtdk {
namespace {

// A Python float literal that reads back the same double.
std::string py(double value) {
  char text[40];
  std::snprintf(text, sizeof text, "%.17g", value);
  return text;
}

constexpr const char* kExperimentNames[] = {"variance", "saturation", "sweep", "table"};

// The sqrtdk command line of the same run, every setting spelled out.
std::string commandLine(ScriptExperiment experiment, const Options& o,
                        const std::vector<int>& dks) {
  const bool variance = experiment != ScriptExperiment::saturation;
  const bool saturation = experiment != ScriptExperiment::variance;
  std::string s = std::string("sqrtdk ") + kExperimentNames[static_cast<int>(experiment)];
  if (experiment == ScriptExperiment::sweep) {
    s += " --dks ";
    for (size_t i = 0; i < dks.size(); ++i) s += (i ? "," : "") + std::to_string(dks[i]);
  } else if (experiment != ScriptExperiment::table) {
    s += " --dk " + std::to_string(o.dk);
  }
  if (variance) s += " --pairs " + std::to_string(o.pairs);
  if (saturation)
    s += " --trials " + std::to_string(o.trials) + " --keys " + std::to_string(o.keys) +
         " --threshold " + py(o.threshold);
  s += " --seed " + std::to_string(o.seed) + " --dist " + name(o.dist);
  if (o.dist == Distribution::correlated) s += " --rho " + py(o.rho);
  s += " --heads " + std::to_string(o.heads) + " --divisor " + py(o.customDivisor);
  return s + " --generator " + name(o.generator);
}

std::string header(const Options& o, const std::string& command) {
  std::string s = "#!/usr/bin/env python3\n";
  s += "# Reproduces: " + command + "\n";
  s += "# Made by sqrt(d_k) Lab. Needs only NumPy (python3-numpy, or pip install numpy).\n";
  s += "# Prints JSON with the field names of `sqrtdk ... --json`, plain numbers in\n";
  s += "# place of its {value, se, lo, hi} estimates.\n#\n";
  if (o.generator == Generator::numpy) {
    s += "# The run used NumPy's generator, default_rng(seed), drawing these very arrays\n"
         "# in this order, so the numbers below are the run's own: they agree to about 12\n"
         "# significant digits (the core sums moments and computes e^x its own way).\n";
  } else {
    s += "# The run used sqrt(d_k) Lab's counter-based generator, which NumPy does not have.\n"
         "# This script runs the same experiment on NumPy's default_rng(seed) instead, so\n"
         "# its numbers agree with the run's within Monte Carlo error (a few standard\n"
         "# errors), not digit for digit. Run it with --generator numpy to match exactly.\n";
  }
  s += "import json\n\nimport numpy as np\n\n";
  return s;
}

// The entry distribution, as a function of the generator and a shape; keys
// take the query for correlated entries.
std::string entryFunctions(const Options& o) {
  std::string s = "SQRT3 = np.sqrt(3.0)\n\n\ndef entries(rng, shape):\n";
  switch (o.dist) {
    case Distribution::normal:
    case Distribution::correlated:
      s += "    return rng.standard_normal(shape)  # N(0, 1)\n";
      break;
    case Distribution::uniform:
      s += "    return rng.uniform(-SQRT3, SQRT3, shape)  # mean 0, variance 1\n";
      break;
    case Distribution::rademacher:
      s += "    return np.where(rng.random(shape) < 0.5, -1.0, 1.0)  # +-1 coin flips\n";
      break;
  }
  s += "\n\ndef keys_for(rng, q, shape):\n";
  if (o.dist == Distribution::correlated) {
    s += "    # k = rho q + sqrt(1 - rho^2) z: unit variance, correlation rho with q\n";
    s += "    z = rng.standard_normal(shape)\n";
    s += "    return RHO * q + np.sqrt(1 - RHO * RHO) * z\n";
  } else {
    s += "    return entries(rng, shape)  # independent of q\n";
  }
  return s + "\n\n";
}

std::string settings(const Options& o, bool variance, bool saturation, bool withDk) {
  std::string s;
  if (withDk) s += "DK = " + std::to_string(o.dk) + "  # one head's key size\n";
  if (variance) s += "PAIRS = " + std::to_string(o.pairs) + "\n";
  if (saturation) {
    s += "TRIALS = " + std::to_string(o.trials) + "\n";
    s += "KEYS = " + std::to_string(o.keys) + "\n";
    s += "THRESHOLD = " + py(o.threshold) + "  # 'saturated': top weight above this\n";
  }
  s += "SEED = " + std::to_string(o.seed) + "\n";
  s += "RHO = " + py(o.rho) + "\n";
  s += "HEADS = " + std::to_string(o.heads) + "  # for sqrt(d_model) = sqrt(d_k * heads)\n";
  s += "CUSTOM = " + py(o.customDivisor) + "\n\n\n";
  s += "def divisors(dk):\n";
  s += "    return {'none': 1.0, 'sqrt_dk': np.sqrt(dk), 'dk': float(dk),\n";
  s += "            'sqrt_dmodel': np.sqrt(dk * HEADS), 'custom': CUSTOM}\n\n\n";
  return s;
}

const char* kVarianceFunction = R"(def variance_scores(rng, dk, pairs):
    q = entries(rng, (pairs, dk))
    k = keys_for(rng, q, (pairs, dk))
    return (q * k).sum(axis=1)  # one score q.k per pair


def variance_result(scores, dk):
    return {
        'dk': dk, 'pairs': len(scores),
        'mean': scores.mean(), 'variance': scores.var(ddof=1), 'std': scores.std(ddof=1),
        'divisors': [{'kind': kind, 'divisor': c, 'variance': (scores / c).var(ddof=1)}
                     for kind, c in divisors(dk).items()],
    }


)";

const char* kSaturationFunction = R"(def saturation_scores(rng, dk, trials, keys):
    q = entries(rng, (trials, dk))
    k = keys_for(rng, q[:, None, :], (trials, keys, dk))
    return (q[:, None, :] * k).sum(axis=-1)  # trials x keys scores


def softmax_stats(z, threshold):
    # Shift by each trial's top score: the top entry's e^z is exactly 1 and the
    # others' e^z are <= 1. With E their sum, the weights are 1/S and e^z/S, S = 1 + E.
    n, keys = z.shape
    z = z - z.max(axis=1, keepdims=True)
    top_index = z.argmax(axis=1)
    others = np.exp(z)
    others[np.arange(n), top_index] = 0.0
    e1, r2, r3 = others.sum(axis=1), (others ** 2).sum(axis=1), (others ** 3).sum(axis=1)
    s = 1.0 + e1
    top = 1.0 / s
    # Frobenius norm of the Jacobian dp_i/dz_j = p_i (delta_ij - p_j), expanded in
    # E and the power sums so that no 1 - p cancels when the softmax saturates:
    # ||J||^2 S^4 = E^2 + S^2 R2 - 2 S R3 + 2 R2 + R2^2.
    jacobian = np.sqrt(np.maximum(0.0, e1 * e1 + s * s * r2 - 2 * s * r3 + 2 * r2 + r2 * r2)) / (s * s)
    entropy = np.log(s) - (others * z).sum(axis=1) / s  # -sum p ln p
    return top, jacobian, entropy


def saturation_result(scores, dk, threshold):
    by_divisor = []
    for kind, c in divisors(dk).items():
        top, jacobian, entropy = softmax_stats(scores / c, threshold)
        by_divisor.append({'kind': kind, 'divisor': c, 'topWeight': top.mean(),
                           'saturatedFraction': (top > threshold).mean(),
                           'jacobianNorm': jacobian.mean(), 'entropy': entropy.mean()})
    return {'dk': dk, 'trials': scores.shape[0], 'keys': scores.shape[1],
            'threshold': threshold, 'byDivisor': by_divisor}


)";

const char* kPrint = R"(

def plain(x):
    return x.item() if isinstance(x, np.generic) else x


print(json.dumps(result, default=plain))
)";

// The table's rows: the reference quantity as a Python expression of the
// variance scores `v` and the saturation scores' statistics at one d_k.
const char* quantityExpression(ReferenceQuantity q) {
  switch (q) {
    case ReferenceQuantity::varianceRaw:
      return "v.var()";
    case ReferenceQuantity::stdRaw:
      return "v.std()";
    case ReferenceQuantity::varianceSqrtDk:
      return "(v / np.sqrt(dk)).var()";
    case ReferenceQuantity::varianceDk:
      return "(v / dk).var()";
    case ReferenceQuantity::topWeightRaw:
      return "raw[0].mean()";
    case ReferenceQuantity::topWeightSqrtDk:
      return "scaled[0].mean()";
    case ReferenceQuantity::saturatedFractionRaw:
      return "(raw[0] > 0.99).mean()";
    case ReferenceQuantity::jacobianNormRaw:
      return "raw[1].mean()";
    case ReferenceQuantity::jacobianNormSqrtDk:
      return "scaled[1].mean()";
  }
  return "None";
}

std::string tableScript(const Options& o) {
  std::string s = settings(o, true, true, false);
  s += kVarianceFunction;
  s += kSaturationFunction;
  s += "# One generator, in the order that made the published table: the three\n"
       "# variance samples, then the three saturation runs. Variances here are\n"
       "# NumPy's default var() and std() (ddof 0), as published.\n";
  s += "rng = np.random.default_rng(SEED)\nDKS = (4, 64, 512)\n";
  s += "variance = {dk: variance_scores(rng, dk, PAIRS) for dk in DKS}\n";
  s += "saturation = {dk: saturation_scores(rng, dk, TRIALS, KEYS) for dk in DKS}\n";
  s += "rows = []\nfor dk in DKS:\n    v = variance[dk]\n";
  s += "    raw = softmax_stats(saturation[dk], THRESHOLD)\n";
  s += "    scaled = softmax_stats(saturation[dk] / np.sqrt(dk), THRESHOLD)\n";
  s += "    measured = {\n";
  for (const auto& figure : referenceFigures())
    s += std::string("        '") + figure.label + "': " + quantityExpression(figure.quantity) +
         ",\n";
  s += "    }\n";
  s += "    rows += [{'quantity': name, 'dk': dk, 'measured': value} for name, value in "
       "measured.items()]\n";
  s += "rows.sort(key=lambda row: list(measured).index(row['quantity']))  # the core's order\n";
  s += "result = {'rows': rows}\n";
  return s;
}

}  // namespace

Result<std::string> numpyScript(ScriptExperiment experiment, const Options& o,
                                const std::vector<int>& dks) {
  using R = Result<std::string>;
  Status status;
  switch (experiment) {
    case ScriptExperiment::variance:
      status = validateVariance(o);
      break;
    case ScriptExperiment::saturation:
      status = validateSaturation(o);
      break;
    case ScriptExperiment::sweep:
      status = validateSweep(SweepOptions{o, dks});
      break;
    case ScriptExperiment::table:
      status = validateVariance(o);
      if (status.ok) status = validateSaturation(o);
      break;
  }
  if (!status.ok) return R::failure(status);
  if (o.sampler != Sampler::brute)
    return R::failure("a Python script draws every entry, as sampler 'brute' does (got sampler '" +
                      std::string(name(o.sampler)) + "')");

  std::string s = header(o, commandLine(experiment, o, dks)) + entryFunctions(o);
  switch (experiment) {
    case ScriptExperiment::variance:
      s += settings(o, true, false, true) + kVarianceFunction;
      s +=
          "result = variance_result(variance_scores(np.random.default_rng(SEED), DK, PAIRS), DK)\n";
      break;
    case ScriptExperiment::saturation:
      s += settings(o, false, true, true) + kSaturationFunction;
      s += "scores = saturation_scores(np.random.default_rng(SEED), DK, TRIALS, KEYS)\n";
      s += "result = saturation_result(scores, DK, THRESHOLD)\n";
      break;
    case ScriptExperiment::sweep: {
      s += settings(o, true, true, false) + kVarianceFunction + kSaturationFunction;
      s += "DKS = [";
      for (size_t i = 0; i < dks.size(); ++i) s += (i ? ", " : "") + std::to_string(dks[i]);
      s += "]\n";
      s += "# Each d_k runs as its own experiment: a fresh default_rng(SEED) for the\n"
           "# variance sample and another for the saturation trials.\n";
      s += "series = {kind: {'kind': kind, 'variance': [], 'topWeight': [], "
           "'saturatedFraction': [],\n"
           "                  'jacobianNorm': [], 'entropy': []} for kind in divisors(1)}\n";
      s += "for dk in DKS:\n";
      s += "    v = variance_result(variance_scores(np.random.default_rng(SEED), dk, PAIRS), dk)\n";
      s += "    scores = saturation_scores(np.random.default_rng(SEED), dk, TRIALS, KEYS)\n";
      s += "    sat = saturation_result(scores, dk, THRESHOLD)\n";
      s += "    for d, entry in zip(v['divisors'], sat['byDivisor']):\n";
      s += "        column = series[d['kind']]\n";
      s += "        column['variance'].append(d['variance'])\n";
      s += "        for name in ('topWeight', 'saturatedFraction', 'jacobianNorm', 'entropy'):\n";
      s += "            column[name].append(entry[name])\n";
      s += "result = {'dks': DKS, 'series': list(series.values())}\n";
      break;
    }
    case ScriptExperiment::table:
      s += tableScript(o);
      break;
  }
  return R::success(s + kPrint);
}

}  // namespace sqrtdk
