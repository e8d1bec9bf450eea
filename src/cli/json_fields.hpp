// Writes any value that has a visitFields() (core/result_fields.hpp) as JSON,
// so the CLI's --json output uses exactly the field names of the JS API.
#pragma once

#include <vector>

#include "cli/json_writer.hpp"
#include "core/result_fields.hpp"

namespace sqrtdk::cli {

class JsonFields {
 public:
  // `samples`: also write per-sample raw arrays (--samples).
  JsonFields(JsonWriter& json, bool samples) : json_(json), samples_(samples) {}

  template <class T>
  void field(const char* key, const T& value) {
    json_.field(key, value);
  }
  template <class T>
  void object(const char* key, const T& value) {
    json_.key(key);
    write(value);
  }
  template <class T>
  void list(const char* key, const std::vector<T>& items) {
    json_.key(key).beginArray();
    for (const T& item : items) write(item);
    json_.endArray();
  }
  template <class T>
  void numbers(const char* key, const std::vector<T>& values) {
    json_.key(key).array(values);
  }
  template <class T>
  void samples(const char* key, const std::vector<T>& values) {
    if (samples_) numbers(key, values);
  }

  void names(const char* key, const std::vector<const char*>& items) {
    json_.key(key).beginArray();
    for (const char* item : items) json_.value(item);
    json_.endArray();
  }
  void null(const char* key) {
    json_.key(key);
    json_.null();
  }

  // {...the value's fields...}
  template <class T>
  void write(const T& value) {
    json_.beginObject();
    visitFields(value, *this);
    json_.endObject();
  }
  // The value's fields into the object that is open now.
  template <class T>
  void writeInto(const T& value) {
    visitFields(value, *this);
  }

 private:
  JsonWriter& json_;
  bool samples_;
};

}  // namespace sqrtdk::cli
