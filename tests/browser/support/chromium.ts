// How this project launches Debian's Chromium (never a downloaded browser):
// the flags come from ../shared/toolchain-notes.md and keep a root, headless,
// offline run quiet (no sandbox as root, no GPU, no background phoning home).
import type { LaunchOptions } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
  headless: true,
};
