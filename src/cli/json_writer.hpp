// A small streaming JSON writer: enough for the CLI's documented output,
// with string escaping and round-trip number formatting (non-finite -> null).
// Results are written through cli/json_fields.hpp.
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace sqrtdk::cli {

class JsonWriter {
 public:
  explicit JsonWriter(std::ostream& out) : out_(out) {}

  JsonWriter& beginObject();
  JsonWriter& endObject();
  JsonWriter& beginArray();
  JsonWriter& endArray();
  JsonWriter& key(const std::string& name);  // the next value belongs to this key

  JsonWriter& value(double number);
  JsonWriter& value(int number);
  JsonWriter& value(bool flag);
  JsonWriter& value(const std::string& text);
  JsonWriter& value(const char* text) { return value(std::string(text)); }
  template <class T>
  JsonWriter& array(const std::vector<T>& values) {
    beginArray();
    for (const T& v : values) value(static_cast<double>(v));
    return endArray();
  }

  template <class T>
  JsonWriter& field(const std::string& name, const T& v) {
    key(name);
    return value(v);
  }

 private:
  void separate();  // a comma between siblings
  void writeString(const std::string& text);

  std::ostream& out_;
  std::vector<bool> hasSibling_;  // per open container
  bool afterKey_ = false;
};

}  // namespace sqrtdk::cli
