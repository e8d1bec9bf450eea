// The two Node builds, loaded once per test file.
import type { SqrtDkCore } from '../../../wasm/api';
import { loadNodeCore } from '../../../wasm/node';

let simd: Promise<SqrtDkCore> | undefined;
let baseline: Promise<SqrtDkCore> | undefined;

export function simdCore(): Promise<SqrtDkCore> {
  simd ??= loadNodeCore('simd');
  return simd;
}

export function baselineCore(): Promise<SqrtDkCore> {
  baseline ??= loadNodeCore('baseline');
  return baseline;
}
