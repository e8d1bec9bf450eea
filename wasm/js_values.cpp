#include "js_values.hpp"

#include <emscripten/wire.h>

#include "core/format.hpp"

namespace sqrtdk::wasm {
namespace {

template <class Enum, size_t N>
std::string allowedNames(const Enum (&values)[N]) {
  std::string text;
  for (size_t i = 0; i < N; ++i) text += (i ? ", " : "") + std::string(name(values[i]));
  return text;
}

// Zero-length views may carry a null pointer; build those arrays directly.
template <class T>
val copyToTypedArray(const std::vector<T>& values, const char* constructor) {
  if (values.empty()) return val::global(constructor).new_(0);
  return val(emscripten::typed_memory_view(values.size(), values.data())).call<val>("slice");
}

}  // namespace

std::string typeName(const val& value) {
  if (value.isNull()) return "null";
  if (value.isArray()) return "array";
  return value.typeOf().as<std::string>();
}

Status readNumberField(const val& object, const char* field, double* out) {
  const val value = object[field];
  if (value.isUndefined()) return Status::success();
  if (!value.isNumber())
    return Status::error(std::string(field) + " must be a number (got " + typeName(value) + ")");
  *out = value.as<double>();
  return Status::success();
}

Status readNameField(const val& object, const char* field, const std::string& allowed,
                     std::string* out) {
  const val value = object[field];
  if (value.isUndefined()) return Status::success();
  if (!value.isString())
    return Status::error(std::string(field) + " must be one of " + allowed + " (got " +
                         typeName(value) + ")");
  *out = value.as<std::string>();
  return Status::success();
}

val errorObject(const std::string& message) {
  val result = val::object();
  result.set("error", message);
  return result;
}

Result<LooseOptions> readLooseOptions(const val& object) {
  using R = Result<LooseOptions>;
  LooseOptions o = looseDefaults();
  if (object.isUndefined()) return R::success(o);
  if (object.isNull() || object.typeOf().as<std::string>() != "object" || object.isArray())
    return R::failure("options must be an object (got " + typeName(object) + ")");

  static const Distribution kDistributions[] = {Distribution::normal, Distribution::rademacher,
                                                Distribution::uniform, Distribution::correlated};
  static const Sampler kSamplers[] = {Sampler::brute, Sampler::exact};
  static const Generator kGenerators[] = {Generator::counter, Generator::numpy};
  const struct {
    const char* field;
    double* target;
  } numbers[] = {{"dk", &o.dk},
                 {"pairs", &o.pairs},
                 {"trials", &o.trials},
                 {"keys", &o.keys},
                 {"seed", &o.seed},
                 {"rho", &o.rho},
                 {"heads", &o.heads},
                 {"customDivisor", &o.customDivisor},
                 {"threshold", &o.threshold}};
  for (const auto& n : numbers) {
    Status s = readNumberField(object, n.field, n.target);
    if (!s.ok) return R::failure(s);
  }
  Status s = readNameField(object, "dist", allowedNames(kDistributions), &o.dist);
  if (!s.ok) return R::failure(s);
  s = readNameField(object, "sampler", allowedNames(kSamplers), &o.sampler);
  if (!s.ok) return R::failure(s);
  s = readNameField(object, "generator", allowedNames(kGenerators), &o.generator);
  if (!s.ok) return R::failure(s);
  return R::success(o);
}

Result<Options> readOptions(const val& object) {
  const Result<LooseOptions> loose = readLooseOptions(object);
  if (!loose.ok()) return Result<Options>::failure(loose.status);
  return toOptions(loose.value);
}

Result<std::vector<double>> readNumberArray(const val& array, const char* param, size_t maxLength) {
  using R = Result<std::vector<double>>;
  const bool isTypedArray = !array.isUndefined() && !array.isNull() &&
                            array.typeOf().as<std::string>() == "object" &&
                            val::global("ArrayBuffer").call<bool>("isView", array);
  if (!array.isArray() && !isTypedArray)
    return R::failure(std::string(param) + " must be an array of numbers (got " + typeName(array) +
                      ")");
  const double length = array["length"].as<double>();
  // Checked before copying so a huge array cannot exhaust wasm memory.
  if (length > static_cast<double>(maxLength))
    return R::failure(std::string(param) + " must hold at most " + std::to_string(maxLength) +
                      " values (got " + formatNumber(length) + ")");
  // A typed array holds numbers by construction; a plain array may not, and
  // the bulk copy below would silently turn "5" into 5 and "abc" into NaN.
  if (array.isArray()) {
    const auto count = static_cast<unsigned>(length);
    for (unsigned i = 0; i < count; ++i) {
      const val element = array[i];
      if (!element.isNumber())
        return R::failure(std::string(param) + "[" + std::to_string(i) +
                          "] must be a number (got " + typeName(element) + ")");
    }
  }
  return R::success(emscripten::convertJSArrayToNumberVector<double>(array));
}

val toFloat32Array(const std::vector<float>& values) {
  return copyToTypedArray(values, "Float32Array");
}

val toFloat64Array(const std::vector<double>& values) {
  return copyToTypedArray(values, "Float64Array");
}

}  // namespace sqrtdk::wasm
