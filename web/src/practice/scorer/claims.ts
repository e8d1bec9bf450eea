// Levels are earned by claims, not keywords: a concept counts only where the
// answer states something, placeholder until the claim rules land.
import type { Match } from './pattern';
import type { Token } from './tokens';

export function statesClaim(tokens: Token[], match: Match): boolean {
  void tokens;
  void match;
  return true;
}

import type { MadeMistake } from './detect';
import type { Signal } from './signal';

export function causalMistakes(tokens: Token[], signals: Map<string, Signal>): MadeMistake[] {
  void tokens;
  void signals;
  return [];
}
