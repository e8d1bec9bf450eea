// Why the interviewer asks a follow-up, in words, and the interview report's
// reasons made readable (question ids become the questions themselves).
import type { FollowUpReason } from '../interview/plan';
import type { MistakeFlag } from '../scorer/grade';
import { MISTAKE_NAMES } from '../scorer/mistake-names';
import { questionById } from '../interview/bank';
import { LEVELS, RUBRIC } from '../scorer/rubric';
import type { MistakeId } from '../scorer/mistakes';

/** Why the interviewer asks this question, in one sentence. */
export function reasonText(reason: FollowUpReason, flags: readonly MistakeFlag[]): string {
  switch (reason.kind) {
    case 'mistake': {
      const phrase = flags.find((f) => f.id === reason.mistake)?.phrase;
      const where = reason.madeIn === 'main' ? 'your main answer' : 'a follow-up answer';
      const name = MISTAKE_NAMES[reason.mistake];
      return phrase
        ? `Asked because ${where} said “${phrase}”, a common mistake (${name}).`
        : `Asked because ${where} made a common mistake (${name}).`;
    }
    case 'weak':
      return `Asked because ${RUBRIC[reason.dimension].title.toLowerCase()} was weak in your main answer.`;
    case 'staff-probe':
      return 'Your main answer was sound on every dimension, so the interviewer probes for staff-level understanding.';
    case 'more':
      return 'One more question, because you asked for it.';
  }
}

/** "what-breaks: staff" -> 'answered “What exactly breaks …?” at staff';
 *  "mistake divide-by-dk" -> "mistake: dividing by d_k"; other text as is. */
export function readableReason(reason: string): string {
  const answered = /^([a-z0-9-]+): ([a-z]+)$/.exec(reason);
  const question = answered ? questionById(answered[1]) : undefined;
  if (answered && question && (LEVELS as readonly string[]).includes(answered[2]))
    return `answered “${question.text}” at ${answered[2]}`;
  return reason.replace(/\bmistake ([a-z-]+)$/, (whole, id: string) =>
    id in MISTAKE_NAMES ? `mistake: ${MISTAKE_NAMES[id as MistakeId]}` : whole,
  );
}
