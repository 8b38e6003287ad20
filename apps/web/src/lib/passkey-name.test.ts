import { describe, expect, it } from 'vitest';
import { defaultPasskeyName } from './passkey-name';

const UA = {
  chromeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
};

describe('defaultPasskeyName', () => {
  it('names the browser and the system the passkey was made on', () => {
    expect(defaultPasskeyName(UA.chromeMac)).toBe('Passkey on Chrome (Mac)');
    expect(defaultPasskeyName(UA.edgeWindows)).toBe('Passkey on Edge (Windows)');
    expect(defaultPasskeyName(UA.safariIphone)).toBe('Passkey on Safari (iOS)');
    expect(defaultPasskeyName(UA.firefoxLinux)).toBe('Passkey on Firefox (Linux)');
    expect(defaultPasskeyName(UA.chromeAndroid)).toBe('Passkey on Chrome (Android)');
  });

  it('falls back to what it knows', () => {
    expect(defaultPasskeyName('Mozilla/5.0 (Windows NT 10.0) Unknown/1.0')).toBe('Passkey on Windows');
    expect(defaultPasskeyName('')).toBe('My passkey');
  });
});
