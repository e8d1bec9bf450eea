// Embind bindings of the training comparison (step 4): trainDefaults(),
// train(options) for a whole job, and the Trainer class that runs a job in
// chunks so the worker can stream snapshots and stop early. Like the other
// bindings, nothing throws: bad options come back as {error} (or, for the
// Trainer, through error()).
#include <emscripten/bind.h>

#include <memory>

#include "core/format.hpp"
#include "core/trainer.hpp"
#include "js_fields.hpp"
#include "js_values.hpp"

namespace sqrtdk::wasm {
namespace {

constexpr const char* kTrainDivisorNames = "none, sqrt_dk, dk, custom";

Status readDivisors(const val& object, std::vector<std::string>* out) {
  const val value = object["divisors"];
  if (value.isUndefined()) return Status::success();
  if (!value.isArray())
    return Status::error(std::string("divisors must be an array of ") + kTrainDivisorNames +
                         " (got " + typeName(value) + ")");
  const double length = value["length"].as<double>();
  // Checked before reading, so a huge array costs nothing.
  if (length < 1 || length > 4)
    return Status::error(std::string("divisors must hold 1 to 4 of ") + kTrainDivisorNames +
                         " (got " + formatNumber(length) + ")");
  out->clear();
  for (unsigned i = 0; i < static_cast<unsigned>(length); ++i) {
    const val element = value[i];
    if (!element.isString())
      return Status::error("divisors[" + std::to_string(i) + "] must be one of " +
                           kTrainDivisorNames + " (got " + typeName(element) + ")");
    out->push_back(element.as<std::string>());
  }
  return Status::success();
}

Status readLr(const val& object, LooseTrainOptions* o) {
  const val value = object["lr"];
  if (value.isUndefined()) return Status::success();
  if (value.isString() && value.as<std::string>() == "best") {
    o->lrBest = true;
    return Status::success();
  }
  if (value.isNumber()) {
    o->lrBest = false;
    o->lr = value.as<double>();
    return Status::success();
  }
  const std::string got = value.isString() ? "'" + value.as<std::string>() + "'" : typeName(value);
  return Status::error("lr must be 'best' or a finite number > 0 (got " + got + ")");
}

Result<TrainOptions> readTrainOptions(const val& object) {
  using R = Result<TrainOptions>;
  LooseTrainOptions o = looseTrainDefaults();
  if (!object.isUndefined()) {
    if (object.isNull() || object.typeOf().as<std::string>() != "object" || object.isArray())
      return R::failure("options must be an object (got " + typeName(object) + ")");
    const struct {
      const char* field;
      double* target;
    } numbers[] = {{"dk", &o.dk},
                   {"dmodel", &o.dmodel},
                   {"tokens", &o.tokens},
                   {"batch", &o.batch},
                   {"steps", &o.steps},
                   {"seeds", &o.seeds},
                   {"seed", &o.seed},
                   {"customDivisor", &o.customDivisor},
                   {"queryNoise", &o.queryNoise},
                   {"recordEvery", &o.recordEvery}};
    for (const auto& n : numbers) {
      Status s = readNumberField(object, n.field, n.target);
      if (!s.ok) return R::failure(s);
    }
    Status s = readNameField(object, "optimizer", "sgd, adam", &o.optimizer);
    if (s.ok) s = readNameField(object, "loss", "output, scores", &o.loss);
    if (s.ok) s = readDivisors(object, &o.divisors);
    if (s.ok) s = readLr(object, &o);
    if (!s.ok) return R::failure(s);
  }
  return toTrainOptions(o);
}

// Field names are declared once in core/result_fields.hpp (visitFields).
val snapshotToJs(const TrainSnapshot& s) { return toJs(s); }

val trainDefaultsJs() { return toJs(trainDefaults()); }

val train(val options) {
  const Result<TrainOptions> o = readTrainOptions(options);
  if (!o.ok()) return errorObject(o.message());
  const Result<TrainSnapshot> result = runTraining(o.value);
  if (!result.ok()) return errorObject(result.message());
  return snapshotToJs(result.value);
}

// A job in chunks. Bad options do not throw out of the constructor (that
// would abort without -fexceptions); they are kept and reported by error().
class TrainerBinding {
 public:
  explicit TrainerBinding(val options) {
    const Result<TrainOptions> o = readTrainOptions(options);
    if (o.ok())
      trainer_ = std::make_unique<Trainer>(o.value);
    else
      error_ = o.message();
  }
  std::string error() const { return error_; }
  val advance(double steps) {
    if (!trainer_) return errorObject(error_);
    const Result<TrainSnapshot> result = trainer_->advance(steps);
    if (!result.ok()) return errorObject(result.message());
    return snapshotToJs(result.value);
  }
  bool done() const { return !trainer_ || trainer_->done(); }

 private:
  std::unique_ptr<Trainer> trainer_;
  std::string error_;
};

}  // namespace
}  // namespace sqrtdk::wasm

EMSCRIPTEN_BINDINGS(sqrtdk_train) {
  using sqrtdk::wasm::TrainerBinding;
  emscripten::function("trainDefaults", &sqrtdk::wasm::trainDefaultsJs);
  emscripten::function("train", &sqrtdk::wasm::train);
  emscripten::class_<TrainerBinding>("Trainer")
      .constructor<emscripten::val>()
      .function("error", &TrainerBinding::error)
      .function("advance", &TrainerBinding::advance)
      .function("done", &TrainerBinding::done);
}
