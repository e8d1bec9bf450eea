// The practice progress store's storage inside an LMS: instead of
// localStorage (which an LMS shares between learners on one computer, and
// which does not follow the learner to another), each save hands the progress
// to the SCORM session, which keeps it in cmi.suspend_data.
import { parseProgress, serialiseProgress } from '../practice/progress/parse';
import type { PracticeProgress } from '../practice/progress/schema';
import type { KeyValueStorage } from '../practice/progress/store';

export function progressStorage(
  read: () => PracticeProgress,
  write: (progress: PracticeProgress) => void,
): KeyValueStorage {
  return {
    getItem: () => serialiseProgress(read()),
    setItem: (_key, value) => {
      const parsed = parseProgress(value);
      if (parsed.ok) write(parsed.progress);
    },
  };
}
