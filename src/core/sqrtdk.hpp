// Umbrella header: the whole public API of the core.
#pragma once

#include "core/attention.hpp"
#include "core/experiments.hpp"
#include "core/gradient_check.hpp"
#include "core/limits.hpp"
#include "core/options.hpp"
#include "core/softmax.hpp"
#include "core/stats.hpp"
#include "core/status.hpp"
#include "core/train_options.hpp"
#include "core/trainer.hpp"
