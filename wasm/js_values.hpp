// Conversions between JavaScript values and the core's C++ types, shared by
// the bind_*.cpp files. Nothing here throws or aborts: a value of the wrong
// type becomes an error message that names the field, and results leave wasm
// memory as copied typed arrays so JS never keeps a view into memory that a
// later allocation may grow (which would detach the view).
#pragma once

#include <emscripten/val.h>

#include <string>
#include <vector>

#include "core/options.hpp"
#include "core/status.hpp"

namespace sqrtdk::wasm {

using emscripten::val;

// "null", "array" or the typeof name, for error messages.
std::string typeName(const val& value);

// Reads object[field] into *out when it is a number; keeps *out when it is
// undefined; any other JS type is an error naming the field.
Status readNumberField(const val& object, const char* field, double* out);
// The same for a name (a string); `allowed` lists the names for the message.
Status readNameField(const val& object, const char* field, const std::string& allowed,
                     std::string* out);

// {error: message}, the failure value of every binding.
val errorObject(const std::string& message);

// Reads the option fields of a plain JS object over the core's loose
// defaults. Missing (undefined) fields keep their default; a field of the
// wrong JS type (dk: "abc", dist: 3, null, ...) is an error naming it.
Result<LooseOptions> readLooseOptions(const val& object);
// The same, checked into the core's Options (ranges and combinations).
Result<Options> readOptions(const val& object);

// A JS array or typed array of numbers with at most `maxLength` entries,
// copied in one step. `param` names it in the error.
Result<std::vector<double>> readNumberArray(const val& array, const char* param, size_t maxLength);

// Copies out of wasm memory into a JS-owned typed array.
val toFloat32Array(const std::vector<float>& values);
val toFloat64Array(const std::vector<double>& values);

}  // namespace sqrtdk::wasm
