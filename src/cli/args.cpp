#include "cli/args.hpp"

#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <map>

#include "core/format.hpp"
#include "core/limits.hpp"
#include "core/reference_figures.hpp"

namespace sqrtdk::cli {
namespace {

bool isNumberCharacter(char c) {
  return (c >= '0' && c <= '9') || c == '.' || c == '-' || c == '+' || c == 'e' || c == 'E';
}

}  // namespace

Result<double> parseNumber(const std::string& text, const std::string& param, bool allowSpecial) {
  using R = Result<double>;
  if (allowSpecial) {
    if (text == "inf" || text == "+inf" || text == "infinity") return R::success(INFINITY);
    if (text == "-inf" || text == "-infinity") return R::success(-INFINITY);
    if (text == "nan" || text == "NaN") return R::success(NAN);  // the core rejects it by name
  }
  // strtod alone would accept leading spaces, hex, "nan" and "inf"; only plain
  // decimal notation is allowed here.
  bool allowed = !text.empty();
  for (char c : text) allowed = allowed && isNumberCharacter(c);
  if (!allowed) return R::failure(param + " must be a number (got '" + text + "')");
  errno = 0;
  char* end = nullptr;
  const double value = std::strtod(text.c_str(), &end);
  if (end != text.c_str() + text.size())
    return R::failure(param + " must be a number (got '" + text + "')");
  if (errno == ERANGE && std::isinf(value))
    return R::failure(param + " is out of range (got '" + text + "')");
  return R::success(value);
}

Result<std::vector<double>> parseNumberList(const std::string& text, const std::string& param,
                                            bool allowSpecial) {
  using R = Result<std::vector<double>>;
  std::vector<double> values;
  size_t start = 0;
  while (true) {
    const size_t comma = text.find(',', start);
    const std::string item = text.substr(start, comma == std::string::npos ? comma : comma - start);
    auto number =
        parseNumber(item, param + "[" + std::to_string(values.size()) + "]", allowSpecial);
    if (!number.ok()) return R::failure(number.status);
    values.push_back(number.value);
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return R::success(values);
}

namespace {

const std::map<std::string, Command> kCommands = {{"variance", Command::variance},
                                                  {"saturation", Command::saturation},
                                                  {"sweep", Command::sweep},
                                                  {"softmax", Command::softmax},
                                                  {"table", Command::table},
                                                  {"train", Command::train},
                                                  {"train-sweep", Command::trainSweep},
                                                  {"bench", Command::bench},
                                                  {"help", Command::help},
                                                  {"--help", Command::help},
                                                  {"-h", Command::help}};

// Flags that take a number, and where the number goes.
using NumberField = double LooseOptions::*;
const std::map<std::string, NumberField> kNumberFlags = {
    {"--dk", &LooseOptions::dk},         {"--pairs", &LooseOptions::pairs},
    {"--trials", &LooseOptions::trials}, {"--keys", &LooseOptions::keys},
    {"--seed", &LooseOptions::seed},     {"--rho", &LooseOptions::rho},
    {"--heads", &LooseOptions::heads},   {"--threshold", &LooseOptions::threshold}};

// The message for a flag value that is not a number at all: the core's own
// range message for that option (one source of truth), quoting the text.
std::string notANumber(NumberField field, const std::string& text, const std::string& fallback) {
  LooseOptions probe = looseDefaults();
  probe.*field = NAN;
  const auto checked = toOptions(probe);
  const std::string suffix = "(got nan)";  // how formatNumber() prints NaN
  std::string message = checked.message();
  if (checked.ok() || message.size() < suffix.size() ||
      message.compare(message.size() - suffix.size(), suffix.size(), suffix) != 0)
    return fallback;
  return message.substr(0, message.size() - suffix.size()) + "(got '" + text + "')";
}

// "--divisor sqrt_dk" picks a kind; "--divisor 5.5" picks custom with c = 5.5.
Status applyDivisor(const std::string& text, Arguments& args) {
  auto kind = parseDivisorKind(text, "--divisor");
  if (kind.ok()) {
    args.highlight = kind.value;
    return Status::success();
  }
  if (!text.empty() && (std::isdigit(static_cast<unsigned char>(text[0])) || text[0] == '.' ||
                        text[0] == '-' || text[0] == '+')) {
    auto number = parseNumber(text, "--divisor");
    if (!number.ok()) return number.status;
    args.highlight = DivisorKind::custom;
    args.options.customDivisor = number.value;
    return Status::success();
  }
  return Status::error(
      "--divisor must be one of none, sqrt_dk, dk, sqrt_dmodel, custom or a number > 0 (got '" +
      text + "')");
}

// The train command's number flags.
using TrainNumberField = double LooseTrainOptions::*;
const std::map<std::string, TrainNumberField> kTrainNumberFlags = {
    {"--dk", &LooseTrainOptions::dk},
    {"--dmodel", &LooseTrainOptions::dmodel},
    {"--tokens", &LooseTrainOptions::tokens},
    {"--batch", &LooseTrainOptions::batch},
    {"--steps", &LooseTrainOptions::steps},
    {"--seeds", &LooseTrainOptions::seeds},
    {"--seed", &LooseTrainOptions::seed},
    {"--noise", &LooseTrainOptions::queryNoise},
    {"--every", &LooseTrainOptions::recordEvery}};

// "--divisor none,sqrt_dk,dk,2.5": kinds by name, at most one number (the
// custom divisor c). The core checks the names, their count and repeats.
Status applyTrainDivisors(const std::string& text, LooseTrainOptions& o) {
  o.divisors.clear();
  bool haveNumber = false;
  size_t start = 0;
  while (true) {
    const size_t comma = text.find(',', start);
    const std::string item = text.substr(start, comma == std::string::npos ? comma : comma - start);
    const char first = item.empty() ? ' ' : item[0];
    if (std::isdigit(static_cast<unsigned char>(first)) || first == '.' || first == '-' ||
        first == '+') {
      if (haveNumber)
        return Status::error("--divisor may hold at most one number (got '" + text + "')");
      auto number = parseNumber(item, "--divisor");
      if (!number.ok()) return number.status;
      haveNumber = true;
      o.customDivisor = number.value;
      o.divisors.push_back("custom");
    } else {
      o.divisors.push_back(item);
    }
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return Status::success();
}

// One `sqrtdk train` flag with its value.
Status applyTrainFlag(const std::string& flag, const std::string& value, LooseTrainOptions& o) {
  if (auto number = kTrainNumberFlags.find(flag); number != kTrainNumberFlags.end()) {
    auto parsed = parseNumber(value, flag);
    if (!parsed.ok()) return parsed.status;
    o.*(number->second) = parsed.value;
    return Status::success();
  }
  if (flag == "--divisor") return applyTrainDivisors(value, o);
  if (flag == "--optimizer") {
    o.optimizer = value;
  } else if (flag == "--loss") {
    o.loss = value;
  } else if (flag == "--lr") {
    o.lrBest = value == "best";
    if (!o.lrBest) {
      auto parsed = parseNumber(value, "--lr");
      if (!parsed.ok())
        return Status::error("--lr must be best or a number > 0 (got '" + value + "')");
      o.lr = parsed.value;
    }
  } else {
    return Status::error("unknown flag '" + flag + "' for train (see sqrtdk --help)");
  }
  return Status::success();
}

}  // namespace

Result<Arguments> parseArguments(const std::vector<std::string>& argv) {
  using R = Result<Arguments>;
  Arguments args;
  if (argv.empty()) return R::success(args);
  const auto command = kCommands.find(argv[0]);
  if (command == kCommands.end())
    return R::failure(
        "unknown command '" + argv[0] +
        "'; commands: variance, saturation, sweep, softmax, table, train, train-sweep, bench, "
        "help");
  args.command = command->second;

  for (size_t i = 1; i < argv.size(); ++i) {
    const std::string& flag = argv[i];
    if (flag == "--help" || flag == "-h") {
      args.command = Command::help;
      return R::success(args);
    }
    if (flag == "--json") {
      args.json = true;
      continue;
    }
    if (flag == "--samples") {
      args.samples = true;
      continue;
    }
    if (flag == "--python") {
      args.python = true;
      continue;
    }
    if (args.command == Command::bench && flag == "--train") {
      args.benchTrain = true;
      continue;
    }
    if (args.command == Command::train && flag == "--check-gradients") {
      args.checkGradients = true;
      continue;
    }
    // A bare number (or "-inf"/"inf") is a softmax score: `sqrtdk softmax 16 8 0 -8`.
    if (args.command == Command::softmax && parseNumber(flag, "score", true).ok()) {
      args.scores.push_back(parseNumber(flag, "score", true).value);
      continue;
    }
    if (flag.rfind("--", 0) != 0) return R::failure("unexpected argument '" + flag + "'");
    if (i + 1 >= argv.size()) return R::failure(flag + " needs a value");
    const std::string& value = argv[++i];

    Status status;
    if (args.command == Command::trainSweep && flag == "--lr") {
      status = Status::error("--lr does not apply to train-sweep: it tries every rate of the grid");
    } else if (args.command == Command::trainSweep && flag == "--dks") {
      auto list = parseNumberList(value, "--dks");
      status = list.status;
      if (list.ok()) args.dks = list.value;
    } else if (args.command == Command::train || args.command == Command::trainSweep) {
      status = applyTrainFlag(flag, value, args.train);
    } else if (auto number = kNumberFlags.find(flag); number != kNumberFlags.end()) {
      auto parsed = parseNumber(value, flag);
      if (!parsed.ok()) return R::failure(notANumber(number->second, value, parsed.message()));
      args.options.*(number->second) = parsed.value;
    } else if (flag == "--dist") {
      args.options.dist = value;
    } else if (flag == "--sampler") {
      args.options.sampler = value;
    } else if (flag == "--generator") {
      args.options.generator = value;
    } else if (flag == "--divisor") {
      status = applyDivisor(value, args);
    } else if (flag == "--dks") {
      auto list = parseNumberList(value, "--dks");
      status = list.status;
      if (list.ok()) args.dks = list.value;
    } else if (flag == "--scores") {
      auto list = parseNumberList(value, "--scores", true);
      status = list.status;
      if (list.ok()) args.scores = list.value;
    } else if (flag == "--reps") {
      auto parsed = parseNumber(value, "--reps");
      status = parsed.ok() ? checkInteger("--reps", parsed.value, 1, 1000) : parsed.status;
      if (status.ok) args.reps = static_cast<int>(parsed.value);
    } else {
      return R::failure("unknown flag '" + flag + "' (see sqrtdk --help)");
    }
    if (!status.ok) return R::failure(status);
  }
  return R::success(args);
}

namespace {

// "4, 64, 512": the d_k values of the published run (src/data/published-figures.json).
std::string referenceDkList() {
  std::string list;
  for (int dk : kReferenceDks) list += (list.empty() ? "" : ", ") + std::to_string(dk);
  return list;
}

// The train command's flags; the defaults and ranges come from
// src/data/train.json through trainDefaults() and the generated limits.
std::string trainFlagsText() {
  using namespace limits;
  const TrainOptions d = trainDefaults();
  const auto text = [](double value) { return formatNumber(value); };
  const auto range = [&text](double lo, double hi) { return text(lo) + ".." + text(hi); };
  std::string divisors;
  for (DivisorKind kind : d.divisors)
    divisors += (divisors.empty() ? "" : ",") + std::string(name(kind));
  return "  --dk N                key width, " + range(kMinTrainDk, kMaxTrainDk) + " [" +
         text(d.dk) + "]\n  --dmodel N            token width, " +
         range(kMinTrainDmodel, kMaxTrainDmodel) + " [" + text(d.dmodel) +
         "]\n  --tokens N            tokens per example, " +
         range(kMinTrainTokens, kMaxTrainTokens) + " [" + text(d.tokens) +
         "]\n  --batch N             examples per step, " + range(kMinTrainBatch, kMaxTrainBatch) +
         " [" + text(d.batch) + "]\n  --steps N             optimiser steps, " +
         range(kMinTrainSteps, kMaxTrainSteps) + " [" + text(d.steps) +
         "]\n  --seeds N             runs per divisor (median, 10-90% band), " +
         range(kMinTrainSeeds, kMaxTrainSeeds) + " [" + text(d.seeds) +
         "]\n  --seed N              first seed, 0..4294967295 [" + text(d.seed) +
         "]\n  --divisor LIST        comma-separated none, sqrt_dk, dk and at most one\n"
         "                        number c (custom divisor) [" +
         divisors + "]\n  --optimizer NAME      sgd | adam [" + name(d.optimizer) +
         "]\n  --lr X                best (per-divisor pick from a grid) | a number > 0 [" +
         (d.lrBest ? std::string("best") : text(d.lr)) +
         "]\n  --loss NAME           output (squared error of the attention output) |\n"
         "                        scores (cross-entropy on the scores) [" +
         name(d.loss) + "]\n  --noise X             query noise, " +
         range(kMinTrainQueryNoise, kMaxTrainQueryNoise) + " [" + text(d.queryNoise) +
         "]\n  --every N             record every N steps, " +
         range(kMinTrainRecordEvery, kMaxTrainRecordEvery) + " [" + text(d.recordEvery) + "]\n";
}

}  // namespace

std::string usageText() {
  const Options d = defaults();
  const auto text = [](double value) { return formatNumber(value); };
  return std::string(R"(sqrtdk - why attention divides q.k by sqrt(d_k), measured

usage: sqrtdk <command> [flags]

commands
  variance     variance of q.k over random pairs, and after each divisor
  saturation   softmax of one query against several keys: top weight,
               saturated fraction, Jacobian size, entropy, per divisor
  sweep        both of the above over a list of d_k values (--dks)
  softmax      weights and Jacobian of given scores: sqrtdk softmax 16 8 0 -8
  table        measured vs published figures at d_k )" +
                     referenceDkList() + R"(
  train        train a small attention model per divisor (step 4); flags below
  train-sweep  best learning rate and loss per divisor over head sizes (--dks
               LIST, default 16,64,256) x the optimiser's rate grid; train flags
  bench        time the reference experiment natively (median of --reps)
  help         this text

flags (defaults in brackets)
)") + "  --dk N           per-head key size, 1..65536 [" +
         text(d.dk) + "]\n  --pairs N        pairs for variance, 1..2000000 [" + text(d.pairs) +
         "]\n  --trials N       trials for saturation, 1..1000000 [" + text(d.trials) +
         "]\n  --keys N         keys per trial, 2..4096 [" + text(d.keys) +
         "]\n  --seed N         random seed, 0..4294967295 [" + text(d.seed) +
         "]\n  --dist NAME      normal | rademacher | uniform | correlated [" + name(d.dist) +
         "]\n  --rho X          correlation of q and k for dist correlated, -1..1 [" + text(d.rho) +
         "]\n  --heads N        head count, for sqrt(d_k * heads) [" + text(d.heads) +
         R"(]
  --divisor D      none | sqrt_dk | dk | sqrt_dmodel | <number> (custom):
                   the divisor the summary highlights; all are computed [sqrt_dk]
  --sampler S      brute | exact (normal/correlated/rademacher) [)" +
         name(d.sampler) + R"(]
  --generator G    counter | numpy: the counter-based source, or NumPy's
                   default_rng(seed) drawing in a NumPy script's order
                   (brute sampler only) [)" +
         name(d.generator) +
         "]\n  --threshold X    \"saturated\" when top weight > X, in (0, 1) [" +
         text(d.threshold) + R"(]
  --dks LIST       sweep: comma-separated d_k values [1,2,4,...,4096]
  --scores LIST    softmax: comma-separated scores (inf and -inf allowed)
  --reps N         bench: repetitions, 1..1000 [5]
  --train          bench: time the default training job instead
  --json           machine-readable output (schema in README)
  --samples        with --json: include the raw per-sample arrays
  --python         variance, saturation, sweep, table: print a standalone NumPy
                   script of the same run instead of running it

train flags (defaults in brackets)
)" + trainFlagsText() +
         R"(  --check-gradients     finite-difference check of the backward pass; exit 1
                        if the largest relative error exceeds 1e-5
  --json                machine-readable output
  --dks LIST            train-sweep: comma-separated head sizes, 1 to 8 [16,64,256]

exit status: 0 ok, 1 gradient check failed, 2 bad input (message on stderr)
)";
}

}  // namespace sqrtdk::cli
