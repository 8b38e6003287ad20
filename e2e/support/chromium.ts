import fs from 'node:fs';

// Flags for the system Chromium on a machine with no internet (see STACK-NOTES.md).
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** The browser tests never skip silently: without Chromium they fail and say how to get it. */
export function assertChromium(): void {
  const path = chromiumPath();
  if (!fs.existsSync(path)) {
    throw new Error(
      `No Chromium at ${path}. The browser tests drive the system Chromium: install it with ` +
        `'sudo apt-get install -y chromium' (Debian/Ubuntu), or point CHROMIUM_PATH at a Chromium binary.`,
    );
  }
}
