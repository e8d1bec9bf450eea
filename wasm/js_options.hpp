// Reads a plain JS options object into one of the follow-up experiments'
// option structs (core/followup_fields.hpp), whose fields are all doubles.
// The field names come from the struct's own visitFields(), so they are
// written once; missing fields keep the struct's default, a field of the
// wrong JS type is an error naming it, and the core checks the ranges.
#pragma once

#include <string>

#include "core/followup_fields.hpp"
#include "js_values.hpp"

namespace sqrtdk::wasm {

template <class Options>
Result<Options> readDoubleOptions(const val& object) {
  using R = Result<Options>;
  Options options;
  if (object.isUndefined()) return R::success(options);
  if (object.isNull() || object.typeOf().as<std::string>() != "object" || object.isArray())
    return R::failure("options must be an object (got " + typeName(object) + ")");
  // visitFields hands out const references; they point into `options`, a
  // non-const local, so writing through them is well defined.
  struct Reader {
    const val& object;
    Status status;
    void field(const char* key, const double& value) {
      if (status.ok) status = readNumberField(object, key, const_cast<double*>(&value));
    }
  } reader{object, Status::success()};
  visitFields(options, reader);
  if (!reader.status.ok) return R::failure(reader.status);
  return R::success(options);
}

// The defaults of an option struct as a JS object.
template <class Options>
val defaultOptions() {
  return toJs(Options{});
}

}  // namespace sqrtdk::wasm
