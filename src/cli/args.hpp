// Command-line parsing for `sqrtdk`: strict numbers, known flags only.
#pragma once

#include <string>
#include <vector>

#include "core/options.hpp"
#include "core/status.hpp"
#include "core/train_options.hpp"

namespace sqrtdk::cli {

enum class Command { variance, saturation, sweep, softmax, table, train, trainSweep, bench, help };

struct Arguments {
  Command command = Command::help;
  LooseOptions options = looseDefaults();
  DivisorKind highlight = DivisorKind::sqrt_dk;  // --divisor: which divisor the summary stresses
  std::vector<double> dks;                       // --dks (sweep, train-sweep)
  std::vector<double> scores;                    // --scores or positional numbers (softmax)
  int reps = 5;                                  // --reps (bench)
  bool json = false;
  bool samples = false;  // --samples: include raw per-sample arrays in JSON
  bool python = false;   // --python: print a NumPy script of the run instead of running it
  LooseTrainOptions train = looseTrainDefaults();  // the train command's flags
  bool checkGradients = false;                     // train --check-gradients
  bool benchTrain = false;                         // bench --train: time the training job
};

// A whole number or decimal, nothing else: rejects "", "12abc", " 1", "0x10",
// "1e999" (overflow), "nan". `allowSpecial` also accepts "inf", "-inf" and
// "nan" (softmax scores, where the core reports a NaN by position).
Result<double> parseNumber(const std::string& text, const std::string& param,
                           bool allowSpecial = false);

// Comma-separated numbers, e.g. "16,8,0,-8".
Result<std::vector<double>> parseNumberList(const std::string& text, const std::string& param,
                                            bool allowSpecial = false);

Result<Arguments> parseArguments(const std::vector<std::string>& argv);

// The help text; the bracketed defaults are the core's own (src/data/defaults.json).
std::string usageText();

}  // namespace sqrtdk::cli
