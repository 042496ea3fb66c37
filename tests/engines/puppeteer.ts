/**
 * Chromium (Debian's, over the DevTools protocol) and Firefox ESR (Debian's, over WebDriver
 * BiDi) through puppeteer-core, which drives both with one API.
 */
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { chromiumFlags, chromiumPath } from '../chromium';
import { type Engine, initScripts, pageExpression, type Tab, type Viewport } from './driver';

export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

function tab(page: Page, close: () => Promise<void>): Tab {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught ${(error as Error).message}`));
  page.on('console', (message) => {
    // Chromium logs every 4xx/5xx answer as "Failed to load resource", including the ones a
    // widget handles on purpose (an unknown promo code is a 404 the user is told about).
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(`console ${message.text()}`);
  });
  return {
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    run: <T>(body: string) => page.evaluate(pageExpression(body)) as Promise<T>,
    async clickAt(x, y) {
      await page.mouse.click(x, y);
    },
    async type(text) {
      await page.keyboard.type(text);
    },
    async press(key) {
      await page.keyboard.press(key);
    },
    engineErrors: () => errors,
    close,
  };
}

async function engine(name: string, browser: Browser): Promise<Engine> {
  return {
    name,
    async open(viewport: Viewport) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(viewport);
      for (const { source } of initScripts) await page.evaluateOnNewDocument(source);
      return tab(page, () => context.close());
    },
    close: () => browser.close(),
  };
}

export async function chromium(): Promise<Engine> {
  const browser = await puppeteer.launch({ browser: 'chrome', executablePath: chromiumPath, args: chromiumFlags, headless: true });
  return engine('chromium', browser);
}

export async function firefox(): Promise<Engine> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: firefoxPath, headless: true });
  return engine('firefox', browser);
}
