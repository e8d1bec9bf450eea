// sqrtdk: the command-line face of the core (see `sqrtdk --help`).
#include <iostream>
#include <string>
#include <vector>

#include "cli/args.hpp"
#include "cli/commands.hpp"

int main(int argc, char** argv) {
  const std::vector<std::string> words(argv + 1, argv + argc);
  auto args = sqrtdk::cli::parseArguments(words);
  if (!args.ok()) {
    std::cerr << "sqrtdk: " << args.message() << '\n';
    return sqrtdk::cli::kExitBadInput;
  }
  return sqrtdk::cli::runCommand(args.value, std::cout, std::cerr);
}
