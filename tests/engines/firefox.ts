// Firefox ESR (Debian's firefox-esr), driven by puppeteer-core over WebDriver
// BiDi: no geckodriver and no downloaded browser.
import puppeteer from 'puppeteer-core';
import type { EngineSession } from './session';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export async function openFirefox(): Promise<EngineSession> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    defaultViewport: { width: 1280, height: 900 },
  });
  try {
    const page = await browser.newPage();
    const issues: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') issues.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => issues.push(`uncaught: ${String(error)}`));
    const version = (await browser.version()).replace(/^firefox\//i, '');
    return {
      name: `Firefox ${version}`,
      goto: async (url) => {
        await page.goto(url);
      },
      evaluate: async <T>(expression: string) => (await page.evaluate(expression)) as T,
      driverIssues: () => issues,
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
