// Whether this browser runs WebAssembly SIMD, decided by validating a tiny
// SIMD module (wasm-feature-detect) rather than by user-agent sniffing.
import { simd } from 'wasm-feature-detect';

export async function supportsSimd(): Promise<boolean> {
  try {
    return await simd();
  } catch {
    return false;
  }
}
