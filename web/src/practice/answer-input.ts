// Checks raw answer bytes before they reach the scorer (CLI and page share
// it): a clear message instead of grading a binary file or a novel.
import { MAX_ANSWER_CHARS } from './scorer/answer-limit';

export const MAX_ANSWER_BYTES = 20 * 1024;

export type AnswerInput = { ok: true; text: string } | { ok: false; message: string };

export function readAnswerBytes(bytes: Uint8Array): AnswerInput {
  if (bytes.length > MAX_ANSWER_BYTES) {
    return {
      ok: false,
      message: `answer is ${bytes.length} bytes; the allowed size is 1 to ${MAX_ANSWER_BYTES} bytes (20 KB)`,
    };
  }
  if (bytes.includes(0))
    return { ok: false, message: 'answer looks binary (it contains NUL bytes); give UTF-8 text' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, message: 'answer is not valid UTF-8 text' };
  }
  return checkAnswerText(text);
}

export function checkAnswerText(text: string): AnswerInput {
  const trimmed = text.trim();
  if (trimmed.length === 0)
    return { ok: false, message: 'answer is empty; write at least one sentence' };
  if (trimmed.length > MAX_ANSWER_CHARS) {
    return {
      ok: false,
      message: `answer is ${trimmed.length} characters; the allowed length is 1 to ${MAX_ANSWER_CHARS}`,
    };
  }
  // Control characters other than tabs and newlines mean this is not prose.
  const hasControl = [...trimmed].some((c) => {
    const code = c.charCodeAt(0);
    return code < 0x20 && c !== '\t' && c !== '\n' && c !== '\r';
  });
  if (hasControl) {
    return { ok: false, message: 'answer contains control characters; give plain text' };
  }
  return { ok: true, text: trimmed };
}
