#include "cli/commands.hpp"

#include "cli/json_output.hpp"
#include "cli/text_output.hpp"
#include "core/experiments.hpp"
#include "core/gradient_check.hpp"
#include "core/numpy_script.hpp"
#include "core/softmax.hpp"
#include "core/train_sweep.hpp"
#include "core/trainer.hpp"

namespace sqrtdk::cli {
namespace {

int fail(std::ostream& err, const std::string& message) {
  err << "sqrtdk: " << message << '\n';
  return kExitBadInput;
}

// Default sweep: powers of two from 1 to 4096.
std::vector<double> defaultSweepDks() {
  std::vector<double> dks;
  for (int dk = 1; dk <= 4096; dk *= 2) dks.push_back(dk);
  return dks;
}

// --python: the NumPy script of the run, printed instead of running it.
int printScript(ScriptExperiment experiment, const Options& o, const std::vector<int>& dks,
                std::ostream& out, std::ostream& err) {
  auto script = numpyScript(experiment, o, dks);
  if (!script.ok()) return fail(err, script.message());
  out << script.value;
  return kExitOk;
}

int runTrain(const Arguments& args, std::ostream& out, std::ostream& err) {
  if (args.checkGradients) {
    const GradientCheckResult check = checkGradients();
    args.json ? writeJson(out, check) : writeText(out, check);
    return check.worst <= kGradientCheckTolerance ? kExitOk : kExitCheckFailed;
  }
  auto options = toTrainOptions(args.train);
  if (!options.ok()) return fail(err, options.message());
  auto result = runTraining(options.value);
  if (!result.ok()) return fail(err, result.message());
  args.json ? writeJson(out, result.value) : writeText(out, result.value);
  return kExitOk;
}

// Head sizes of the page's default sweep.
const std::vector<double> kDefaultTrainSweepDks = {16, 64, 256};

int runTrainSweep(const Arguments& args, std::ostream& out, std::ostream& err) {
  auto options =
      toTrainSweepOptions(args.train, args.dks.empty() ? kDefaultTrainSweepDks : args.dks);
  if (!options.ok()) return fail(err, options.message());
  auto result = runTrainSweep(options.value);
  if (!result.ok()) return fail(err, result.message());
  args.json ? writeJson(out, result.value) : writeText(out, result.value);
  return kExitOk;
}

}  // namespace

int runCommand(const Arguments& args, std::ostream& out, std::ostream& err) {
  if (args.command == Command::help) {
    out << usageText();
    return kExitOk;
  }
  if (args.command == Command::softmax) {
    if (args.scores.empty())
      return fail(err, "softmax needs scores, e.g. sqrtdk softmax 16 8 0 -8");
    auto result = softmax(args.scores);
    if (!result.ok()) return fail(err, result.message());
    args.json ? writeJson(out, result.value) : writeText(out, result.value);
    return kExitOk;
  }
  if (args.command == Command::train) return runTrain(args, out, err);
  if (args.command == Command::trainSweep) return runTrainSweep(args, out, err);
  if (args.command == Command::sweep) {
    auto sweep = toSweepOptions(args.options, args.dks.empty() ? defaultSweepDks() : args.dks);
    if (!sweep.ok()) return fail(err, sweep.message());
    if (args.python)
      return printScript(ScriptExperiment::sweep, sweep.value.base, sweep.value.dks, out, err);
    auto result = runSweep(sweep.value);
    if (!result.ok()) return fail(err, result.message());
    args.json ? writeJson(out, sweep.value, result.value)
              : writeText(out, sweep.value, args.highlight, result.value);
    return kExitOk;
  }

  auto options = toOptions(args.options);
  if (!options.ok()) return fail(err, options.message());
  const Options& o = options.value;
  if (args.python) {
    switch (args.command) {
      case Command::variance:
        return printScript(ScriptExperiment::variance, o, {}, out, err);
      case Command::saturation:
        return printScript(ScriptExperiment::saturation, o, {}, out, err);
      case Command::table:
        return printScript(ScriptExperiment::table, o, {}, out, err);
      default:
        return fail(err, "--python works with variance, saturation, sweep and table");
    }
  }
  switch (args.command) {
    case Command::variance: {
      auto result = runVariance(o);
      if (!result.ok()) return fail(err, result.message());
      args.json ? writeJson(out, o, args.highlight, result.value, args.samples)
                : writeText(out, o, args.highlight, result.value);
      return kExitOk;
    }
    case Command::saturation: {
      auto result = runSaturation(o);
      if (!result.ok()) return fail(err, result.message());
      args.json ? writeJson(out, o, args.highlight, result.value, args.samples)
                : writeText(out, o, args.highlight, result.value);
      return kExitOk;
    }
    case Command::table: {
      auto result = runReferenceExperiment(o);
      if (!result.ok()) return fail(err, result.message());
      args.json ? writeJson(out, o, result.value) : writeText(out, o, result.value);
      return kExitOk;
    }
    case Command::bench:
      return runBench(args, o, out);
    default:
      return fail(err, "internal: unhandled command");
  }
}

}  // namespace sqrtdk::cli
