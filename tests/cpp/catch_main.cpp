// Catch2's main(), compiled once in its own library because the header is slow.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
