import { act, Suspense, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startRecording } from './early-input-recorder';
import { replayEarlyInput } from './early-input';
import { takeEarlyInput } from './take-early-input';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A page with what people use before it is ready: a toggle, a field in a form, and a link. */
function Page({ log }: { log: string[] }) {
  const [count, setCount] = useState(0);
  const [place, setPlace] = useState('');
  return (
    <Suspense fallback={null}>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        Clicked {count}
      </button>
      <button
        type="button"
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            log.push('key handled');
          }
        }}
        onClick={() => log.push('key button clicked')}
      >
        Keys
      </button>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          log.push(`searched ${place}`);
        }}
      >
        <label>
          Place
          <input value={place} onChange={(e) => setPlace(e.target.value)} />
        </label>
        <button type="submit">Search</button>
      </form>
      <a href="#elsewhere">Elsewhere</a>
    </Suspense>
  );
}

let container: HTMLElement;
let root: Root | undefined;
let log: string[];

beforeEach(() => {
  log = [];
  container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderToString(<Page log={log} />);
  document.body.append(container);
  window.__restoraEarlyInput = startRecording(window);
});

afterEach(() => {
  window.__restoraEarlyInput?.stop();
  delete window.__restoraEarlyInput;
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

const button = (name: RegExp) =>
  [...container.querySelectorAll('button')].find((b) => name.test(b.textContent ?? ''))!;
const input = () => container.querySelector('input')!;
const click = (target: Element, detail = 1) =>
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail }));
const type = (text: string) => {
  input().value = text;
  input().dispatchEvent(new Event('input', { bubbles: true }));
};

/** The app takes the page over, then does what was recorded (as src/main.tsx does). */
async function hydrateAndReplay() {
  const early = takeEarlyInput();
  await act(async () => {
    root = hydrateRoot(container, <Page log={log} />);
  });
  if (early) await act(() => replayEarlyInput(early));
}

describe('input made before the app has taken the page over', () => {
  it('holds back a click (nothing happens twice) and does it again once the app listens', async () => {
    expect(click(button(/Clicked/))).toBe(false);
    expect(click(button(/Clicked/))).toBe(false);
    await hydrateAndReplay();
    expect(button(/Clicked/).textContent).toBe('Clicked 2');
  });

  it('gives the app the text typed into a field, and submits the form with it', async () => {
    type('Costa Rica');
    expect(click(button(/Search/))).toBe(false);
    await hydrateAndReplay();
    expect(input().value).toBe('Costa Rica');
    expect(log).toEqual(['searched Costa Rica']);
  });

  it("lets a link navigate by itself, and records nothing after the app's own listeners take over", async () => {
    const link = container.querySelector('a')!;
    expect(click(link)).toBe(true);
    const early = takeEarlyInput();
    expect(early).toBeUndefined();
    expect(click(button(/Clicked/))).toBe(true);
  });

  it('does not replay a click made by a key the app handled itself', async () => {
    const keys = button(/Keys/);
    keys.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    click(keys, 0);
    expect(window.__restoraEarlyInput!.events.map((e) => [e.type, e.fromKey])).toEqual([
      ['keydown', false],
      ['click', true],
    ]);
    await hydrateAndReplay();
    expect(log).toEqual(['key handled']);
  });

  it('ignores typed characters as keys (the field has them) and events outside the page', async () => {
    input().dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true }));
    input().dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(window.__restoraEarlyInput!.events).toEqual([]);
  });

  it('calls for the app once, at the first tap or key, and not for typing or a link', () => {
    window.__restoraEarlyInput!.stop();
    let calls = 0;
    window.__restoraEarlyInput = startRecording(window, () => calls++);
    type('Bali');
    click(container.querySelector('a')!);
    expect(calls).toBe(0);
    click(button(/Clicked/));
    click(button(/Clicked/));
    expect(calls).toBe(1);
  });
});
