// visitFields() of the follow-up experiments (RoPE, int8 key cache, online
// softmax), in the style of result_fields.hpp: the Embind bindings walk them
// through the same visitor, so each field name is written once.
#pragma once

#include "core/kv_quant.hpp"
#include "core/online_softmax.hpp"
#include "core/result_fields.hpp"
#include "core/rope.hpp"

namespace sqrtdk {

template <class V>
void visitFields(const RopeOptions& o, V& v) {
  v.field("dk", o.dk);
  v.field("pairs", o.pairs);
  v.field("seed", o.seed);
  v.field("rho", o.rho);
  v.field("base", o.base);
  v.field("maxOffset", o.maxOffset);
}

template <class V>
void visitFields(const RopeOffsetRow& r, V& v) {
  v.field("offset", r.offset);
  v.object("mean", r.mean);
  v.object("variance", r.variance);
  v.object("scaledVariance", r.scaledVariance);
  v.field("theoryMean", r.theoryMean);
  v.field("theoryVariance", r.theoryVariance);
  v.field("zScore", r.zScore);
}

template <class V>
void visitFields(const RopeResult& r, V& v) {
  v.field("dk", r.dk);
  v.field("pairs", r.pairs);
  v.field("base", r.base);
  v.field("rho", r.rho);
  v.field("keyPosition", r.keyPosition);
  v.list("rows", r.rows);
  v.field("maxNormChange", r.maxNormChange);
  v.field("maxRelativeGap", r.maxRelativeGap);
}

template <class V>
void visitFields(const KvQuantOptions& o, V& v) {
  v.field("dk", o.dk);
  v.field("keys", o.keys);
  v.field("trials", o.trials);
  v.field("seed", o.seed);
  v.field("outlierChannels", o.outlierChannels);
  v.field("outlierScale", o.outlierScale);
  v.field("clip", o.clip);
}

template <class V>
void visitFields(const KvMethodRow& r, V& v) {
  v.field("method", r.method);
  v.object("variance", r.variance);
  v.object("topWeight", r.topWeight);
  v.object("topWeightShift", r.topWeightShift);
  v.field("maxScoreError", r.maxScoreError);
  v.field("errorBound", r.errorBound);
  v.field("clippedFraction", r.clippedFraction);
}

template <class V>
void visitFields(const KvCacheResult& r, V& v) {
  v.field("cache", r.cache);
  v.field("outlierChannels", r.outlierChannels);
  v.field("outlierScale", r.outlierScale);
  v.field("meanScale", r.meanScale);
  v.list("rows", r.rows);
}

template <class V>
void visitFields(const KvQuantResult& r, V& v) {
  v.field("dk", r.dk);
  v.field("keys", r.keys);
  v.field("trials", r.trials);
  v.field("clip", r.clip);
  v.object("plain", r.plain);
  v.object("outliers", r.outliers);
}

template <class V>
void visitFields(const OnlineSoftmaxOptions& o, V& v) {
  v.field("dk", o.dk);
  v.field("keys", o.keys);
  v.field("block", o.block);
  v.field("dv", o.dv);
  v.field("seed", o.seed);
  v.field("spike", o.spike);
}

template <class V>
void visitFields(const OnlineSoftmaxBlock& b, V& v) {
  v.field("first", b.first);
  v.field("count", b.count);
  v.field("blockMax", b.blockMax);
  v.field("maxBefore", b.maxBefore);
  v.field("maxAfter", b.maxAfter);
  v.field("rescale", b.rescale);
  v.field("blockSum", b.blockSum);
  v.field("sumAfter", b.sumAfter);
}

template <class V>
void visitFields(const OnlineSoftmaxResult& r, V& v) {
  v.field("dk", r.dk);
  v.field("keys", r.keys);
  v.field("block", r.block);
  v.field("dv", r.dv);
  v.field("scale", r.scale);
  v.field("spike", r.spike);
  v.numbers("rawScores", r.rawScores);
  v.numbers("scaledScores", r.online.scaledScores);
  v.list("blocks", r.online.blocks);
  v.numbers("onlineWeights", r.online.weights);
  v.numbers("fullWeights", r.fullWeights);
  v.numbers("onlineOutput", r.online.output);
  v.numbers("fullOutput", r.fullOutput);
  v.field("maxWeightDiff", r.maxWeightDiff);
  v.field("maxWeightUlps", r.maxWeightUlps);
  v.field("maxOutputDiff", r.maxOutputDiff);
}

}  // namespace sqrtdk
