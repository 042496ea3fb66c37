/**
 * Debian's Chromium, the one browser every test drives (never a downloaded one), and the flags
 * it runs headless with here (ARCHITECTURE.md §toolchain).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
