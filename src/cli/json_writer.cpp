#include "cli/json_writer.hpp"

#include <cmath>
#include <cstdio>

#include "core/format.hpp"

namespace sqrtdk::cli {

void JsonWriter::separate() {
  if (afterKey_) {
    afterKey_ = false;
    return;
  }
  if (!hasSibling_.empty()) {
    if (hasSibling_.back()) out_ << ',';
    hasSibling_.back() = true;
  }
}

JsonWriter& JsonWriter::beginObject() {
  separate();
  out_ << '{';
  hasSibling_.push_back(false);
  return *this;
}

JsonWriter& JsonWriter::endObject() {
  hasSibling_.pop_back();
  out_ << '}';
  return *this;
}

JsonWriter& JsonWriter::beginArray() {
  separate();
  out_ << '[';
  hasSibling_.push_back(false);
  return *this;
}

JsonWriter& JsonWriter::endArray() {
  hasSibling_.pop_back();
  out_ << ']';
  return *this;
}

JsonWriter& JsonWriter::key(const std::string& name) {
  separate();
  writeString(name);
  out_ << ':';
  afterKey_ = true;  // the value that follows needs no comma
  return *this;
}

JsonWriter& JsonWriter::value(double number) {
  separate();
  // JSON has no NaN or infinity.
  if (std::isfinite(number))
    out_ << formatNumber(number);
  else
    out_ << "null";
  return *this;
}

JsonWriter& JsonWriter::value(int number) {
  separate();
  out_ << number;
  return *this;
}

JsonWriter& JsonWriter::value(bool flag) {
  separate();
  out_ << (flag ? "true" : "false");
  return *this;
}

JsonWriter& JsonWriter::value(const std::string& text) {
  separate();
  writeString(text);
  return *this;
}

void JsonWriter::writeString(const std::string& text) {
  out_ << '"';
  for (unsigned char c : text) {
    if (c == '"' || c == '\\') {
      out_ << '\\' << c;
    } else if (c < 0x20) {
      char escaped[8];
      std::snprintf(escaped, sizeof escaped, "\\u%04x", c);
      out_ << escaped;
    } else {
      out_ << c;
    }
  }
  out_ << '"';
}

}  // namespace sqrtdk::cli
