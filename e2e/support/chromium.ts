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

/**
 * For browsers that Playwright launches. Headless Chromium 156 opens two WebUI renderers per window for
 * the address bar's suggestion popups (chrome://omnibox-popup.top-chrome), which a headless test never
 * shows: each new context paid for loading them, as much CPU as the page under test on a 2-core machine.
 * Chromium keeps only the last --disable-features it is given, so this one repeats Playwright's own list
 * (chromiumSwitches in playwright-core 1.65, less its Windows and Edge entries) and adds the popups.
 */
export const playwrightChromiumArgs = [
  ...chromiumArgs,
  `--disable-features=${[
    // Playwright's.
    'AvoidUnnecessaryBeforeUnloadCheckSync',
    'DestroyProfileOnBrowserClose',
    'HttpsUpgrades',
    'HttpsFirstBalancedModeAutoEnable',
    'LensOverlay',
    'MediaRouter',
    'PaintHolding',
    'ThirdPartyStoragePartitioning',
    'AvoidCorsURLLoaderRestartOnRedirect',
    'OptimizationHints',
    'NetworkTimeServiceQuerying',
    'AimEnabled',
    'PreconnectToSearch',
    // Ours.
    'WebUIOmniboxPopup',
    'WebUIOmniboxAimPopup',
    'WebUIOmniboxFullPopup',
  ].join(',')}`,
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
