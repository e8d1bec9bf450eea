// Reads progress from text (localStorage or an imported file): size limit,
// JSON without prototype tricks, version dispatch, migration, full check.
// Never throws; a rejection carries a message for the learner.
import { migrateV1, migrateV2 } from './migrate';
import {
  checkProgress,
  MAX_PROGRESS_BYTES,
  object,
  PROGRESS_VERSION,
  ProgressError,
  type PracticeProgress,
} from './schema';

export type ParsedProgress =
  { ok: true; progress: PracticeProgress; migratedFrom?: number } | { ok: false; message: string };

export const EXPORT_APP_ID = 'sqrt-dk-lab-practice';
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export function parseProgress(text: string): ParsedProgress {
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > MAX_PROGRESS_BYTES) {
    return {
      ok: false,
      message: `The progress file is ${(bytes / 1024 / 1024).toFixed(1)} MB; at most 1 MB is allowed.`,
    };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text, (key, value) => {
      if (FORBIDDEN_KEYS.has(key)) throw new ProgressError(`the key "${key}" is not allowed`);
      return value;
    });
  } catch (error) {
    const detail = error instanceof ProgressError ? error.message : 'it is not valid JSON';
    return {
      ok: false,
      message: `The progress file was rejected, nothing was changed: ${detail}.`,
    };
  }
  try {
    const doc = object(raw, 'progress');
    if ('app' in doc && doc.app !== EXPORT_APP_ID) {
      throw new ProgressError(`it was made by another app ("${String(doc.app).slice(0, 40)}")`);
    }
    const version = doc.version;
    if (version === PROGRESS_VERSION) return { ok: true, progress: checkProgress(doc) };
    if (version === 2)
      return { ok: true, progress: checkProgress(migrateV2(doc)), migratedFrom: 2 };
    if (version === 1)
      return { ok: true, progress: checkProgress(migrateV2(migrateV1(doc))), migratedFrom: 1 };
    if (typeof version === 'number' && Number.isInteger(version) && version > PROGRESS_VERSION) {
      throw new ProgressError(
        `it has format version ${version}, made by a newer version of the page; this page reads versions 1 to ${PROGRESS_VERSION}`,
      );
    }
    throw new ProgressError(`"version" must be an integer from 1 to ${PROGRESS_VERSION}`);
  } catch (error) {
    if (!(error instanceof ProgressError)) throw error;
    return {
      ok: false,
      message: `The progress file was rejected, nothing was changed: ${error.message}.`,
    };
  }
}

/** The text of an exported progress file. */
export function serialiseProgress(progress: PracticeProgress, exportedAt?: Date): string {
  const doc = exportedAt
    ? { app: EXPORT_APP_ID, exportedAt: exportedAt.toISOString(), ...progress }
    : progress;
  return JSON.stringify(doc, null, exportedAt ? 2 : undefined);
}
