// Finds the SCORM 1.2 `API` object the LMS provides, the way ADL's reference
// code does: this window, then up the parent chain, then the opener's chain.
// A frame of another origin throws when read; that frame has no API for us.

/** The SCORM 1.2 runtime calls a content package may make. */
export interface Scorm12Api {
  LMSInitialize(arg: ''): string;
  LMSFinish(arg: ''): string;
  LMSGetValue(element: string): string;
  LMSSetValue(element: string, value: string): string;
  LMSCommit(arg: ''): string;
  LMSGetLastError(): string;
  LMSGetErrorString(code: string): string;
  LMSGetDiagnostic(code: string): string;
}

// ADL's reference code gives up after 7 levels of frames.
const MAX_DEPTH = 7;

function apiOf(win: Window): Scorm12Api | null {
  try {
    const api = (win as unknown as { API?: unknown }).API;
    return api && typeof (api as Scorm12Api).LMSInitialize === 'function'
      ? (api as Scorm12Api)
      : null;
  } catch {
    return null; // another origin
  }
}

function searchUp(start: Window): Scorm12Api | null {
  let win: Window = start;
  for (let depth = 0; depth <= MAX_DEPTH; depth++) {
    const api = apiOf(win);
    if (api) return api;
    let parent: Window;
    try {
      parent = win.parent;
    } catch {
      return null;
    }
    if (!parent || parent === win) return null;
    win = parent;
  }
  return null;
}

export function findScormApi(win: Window = window): Scorm12Api | null {
  const found = searchUp(win);
  if (found) return found;
  try {
    const opener = win.top?.opener as Window | null | undefined;
    return opener ? searchUp(opener) : null;
  } catch {
    return null;
  }
}
