// Builds the JS object of any value that has a visitFields()
// (core/result_fields.hpp), so the field names of wasm/api.ts are declared once
// in C++ and the CLI's --json output uses the same ones. Numeric arrays leave
// wasm memory as copied typed arrays (Float32Array for float samples,
// Float64Array otherwise).
#pragma once

#include <string>
#include <vector>

#include "core/result_fields.hpp"
#include "js_values.hpp"

namespace sqrtdk::wasm {

class JsFields {
 public:
  template <class T>
  void field(const char* key, const T& value) {
    out_.set(key, value);
  }
  void field(const char* key, const char* text) { out_.set(key, std::string(text)); }
  template <class T>
  void object(const char* key, const T& value);
  template <class T>
  void list(const char* key, const std::vector<T>& items);
  void numbers(const char* key, const std::vector<float>& values) {
    out_.set(key, toFloat32Array(values));
  }
  void numbers(const char* key, const std::vector<double>& values) {
    out_.set(key, toFloat64Array(values));
  }
  // JS callers always get the per-sample arrays (histograms need them).
  template <class T>
  void samples(const char* key, const std::vector<T>& values) {
    numbers(key, values);
  }

  void names(const char* key, const std::vector<const char*>& items) {
    val array = val::array();
    for (const char* item : items) array.call<void>("push", std::string(item));
    out_.set(key, array);
  }
  void null(const char* key) { out_.set(key, val::null()); }

  val take() { return out_; }

 private:
  val out_ = val::object();
};

// The JS object of `value`.
template <class T>
val toJs(const T& value) {
  JsFields fields;
  visitFields(value, fields);
  return fields.take();
}

template <class T>
void JsFields::object(const char* key, const T& value) {
  out_.set(key, toJs(value));
}

template <class T>
void JsFields::list(const char* key, const std::vector<T>& items) {
  val array = val::array();
  for (const T& item : items) array.call<void>("push", toJs(item));
  out_.set(key, array);
}

}  // namespace sqrtdk::wasm
