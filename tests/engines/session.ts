// What the cross-engine checks need of a browser, whatever drives it: open a
// URL, evaluate a JavaScript expression in the page, report what the driver
// itself saw go wrong (console errors it can see beyond the page's probe), close.
export interface EngineSession {
  /** e.g. "Firefox 153.8.0esr", "WebKitGTK 2.50.6". */
  readonly name: string;
  goto(url: string): Promise<void>;
  /** Evaluates an expression in the page; its value must be JSON-serialisable. */
  evaluate<T>(expression: string): Promise<T>;
  driverIssues(): string[];
  /** The end of what the browser process wrote to stderr, when it is kept:
   *  printed when the page process crashed, to say why. */
  engineLog?(): string;
  close(): Promise<void>;
}
