// Error handling of the core: every public entry point returns a Status or a
// Result<T> instead of throwing. The WebAssembly build links without
// -fexceptions, so a throw there would abort the page; a value that carries
// its own error message crosses the Embind boundary as plain data instead.
#pragma once

#include <string>
#include <utility>

namespace sqrtdk {

// ok, or a message that names the bad parameter and its allowed range,
// e.g. "dk must be an integer in [1, 65536] (got 0)".
struct Status {
  bool ok = true;
  std::string message;

  static Status success() { return Status{}; }
  static Status error(std::string message) { return Status{false, std::move(message)}; }
};

// A value or an error. `value` is default-constructed when !ok().
template <class T>
struct Result {
  Status status;
  T value{};

  bool ok() const { return status.ok; }
  const std::string& message() const { return status.message; }

  static Result success(T value) { return Result{Status::success(), std::move(value)}; }
  static Result failure(Status status) { return Result{std::move(status), T{}}; }
  static Result failure(std::string message) { return failure(Status::error(std::move(message))); }
};

}  // namespace sqrtdk
