import { lazy, Suspense, useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRecording, type EarlyInput } from './early-input-recorder';
import { replayHeldInput } from './early-input';
import { takeEarlyInput } from './take-early-input';

// React works as in the browser here (its own scheduler, no act()): the app's hydration and the replay
// interleave as they do on a page, and the tests wait for what they expect to see.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

/** A part of the page whose code comes after the rest, as the footer's does: a form with a field. */
function Later({ log }: { log: string[] }) {
  const [email, setEmail] = useState('');
  return (
    <form
      aria-label="Later"
      onSubmit={(e) => {
        e.preventDefault();
        log.push(`subscribed ${email}`);
      }}
    >
      <input aria-label="Email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <button type="submit">Subscribe</button>
    </form>
  );
}

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      Clicked {count}
    </button>
  );
}

function Search({ log }: { log: string[] }) {
  const [place, setPlace] = useState('');
  return (
    <form
      aria-label="Search"
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
  );
}

/**
 * A page with what people use before it is ready: a toggle, a key-driven button, a field in a form, a link,
 * and a part whose code may come later (each holds its own state, as the app's components do: the page
 * around them does not render again).
 */
function Page({ log, later: Part = Later }: { log: string[]; later?: ComponentType<{ log: string[] }> }) {
  return (
    <Suspense fallback={null}>
      <Counter />
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
      <Search log={log} />
      <a href="#elsewhere">Elsewhere</a>
      <Suspense fallback={null}>
        <Part log={log} />
      </Suspense>
    </Suspense>
  );
}

/** The later part's code, which comes when the test says so. */
function laterCode() {
  let arrive!: () => void;
  const code = new Promise<{ default: typeof Later }>(
    (resolve) => (arrive = () => resolve({ default: Later })),
  );
  return { Part: lazy(() => code), arrive };
}

let container: HTMLElement;
let root: Root | undefined;
let recorder: EarlyInput | undefined;
let log: string[];

beforeEach(() => {
  log = [];
  container = document.createElement('div');
  container.id = 'root';
  // The server renders every part (it waits for the lazy ones).
  container.innerHTML = renderToString(<Page log={log} />);
  document.body.append(container);
  window.__restoraEarlyInput = recorder = startRecording(window);
});

afterEach(() => {
  recorder?.stop();
  delete window.__restoraEarlyInput;
  root?.unmount();
  root = undefined;
  container.remove();
});

const button = (name: RegExp) =>
  [...container.querySelectorAll('button')].find((b) => name.test(b.textContent ?? ''))!;
const field = (form: string) =>
  container.querySelector(`form[aria-label="${form}"] input`) as HTMLInputElement;
const click = (target: Element, detail = 1) =>
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail }));
const type = (input: HTMLInputElement, text: string) => {
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

/**
 * The app takes the page over as src/main.tsx does: hydrates, hands over (React answers from here, the
 * recorder holds what it cannot take yet), and replays what is held.
 */
function hydrate(page = <Page log={log} />) {
  const early = takeEarlyInput()!;
  root = hydrateRoot(container, page);
  early.handOver(() => void replayHeldInput(early));
  return { early, replay: () => replayHeldInput(early) };
}

describe('input made before the app has taken the page over', () => {
  it('holds back a click (nothing happens twice) and does it again once the app listens', async () => {
    expect(click(button(/Clicked/))).toBe(false);
    expect(click(button(/Clicked/))).toBe(false);
    await hydrate().replay();
    await vi.waitFor(() => expect(button(/Clicked/).textContent).toBe('Clicked 2'));
  });

  it('gives the app the text typed into a field, and submits the form with it', async () => {
    type(field('Search'), 'Costa Rica');
    expect(click(button(/Search/))).toBe(false);
    await hydrate().replay();
    expect(field('Search').value).toBe('Costa Rica');
    await vi.waitFor(() => expect(log).toEqual(['searched Costa Rica']));
  });

  it('lets a link navigate by itself, and leaves to the app what it can answer once it listens', async () => {
    const link = container.querySelector('a')!;
    expect(click(link)).toBe(true);
    const { early } = hydrate();
    expect(early.events).toEqual([]);
    expect(click(button(/Clicked/))).toBe(true);
    expect(early.events).toEqual([]);
    await vi.waitFor(() => expect(button(/Clicked/).textContent).toBe('Clicked 1'));
  });

  it('does not replay a click made by a key the app handled itself', async () => {
    const keys = button(/Keys/);
    keys.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    click(keys, 0);
    expect(window.__restoraEarlyInput!.events.map((e) => [e.type, e.fromKey])).toEqual([
      ['keydown', false],
      ['click', true],
    ]);
    await hydrate().replay();
    expect(log).toEqual(['key handled']);
  });

  it('ignores typed characters as keys (the field has them) and events outside the page', async () => {
    const input = field('Search');
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true }));
    input.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(window.__restoraEarlyInput!.events).toEqual([]);
  });

  it('calls for the app once, at the first tap or key, and not for typing or a link', () => {
    recorder!.stop();
    let calls = 0;
    window.__restoraEarlyInput = recorder = startRecording(window, () => calls++);
    type(field('Search'), 'Bali');
    click(container.querySelector('a')!);
    expect(calls).toBe(0);
    click(button(/Clicked/));
    click(button(/Clicked/));
    expect(calls).toBe(1);
  });
});

// React hydrates a part of the page once its code has come, and drops a click it cannot hand to a part it
// has not taken over yet (a form then submits natively). The recorder holds such input until that part
// answers, however late its code comes.
describe('input on a part of the page whose code has not come yet', () => {
  it('is held, then done once when that part is taken over (made before the app started)', async () => {
    const later = laterCode();
    type(field('Later'), 'aiko@example.com');
    expect(click(button(/Subscribe/))).toBe(false);
    const replayed = hydrate(<Page log={log} later={later.Part} />).replay();
    // The rest of the page answers meanwhile; the held input waits for its part.
    expect(log).toEqual([]);
    later.arrive();
    await replayed;
    await vi.waitFor(() => expect(log).toEqual(['subscribed aiko@example.com']));
  });

  it('is held, not dropped, when made after the app started, and later input waits behind it', async () => {
    const later = laterCode();
    const { early } = hydrate(<Page log={log} later={later.Part} />);
    // The app answers where it can.
    expect(click(button(/Clicked/))).toBe(true);
    await vi.waitFor(() => expect(button(/Clicked/).textContent).toBe('Clicked 1'));
    // Not on the part whose code has not come: that is held (no native submission either)...
    type(field('Later'), 'ben@example.com');
    expect(click(button(/Subscribe/))).toBe(false);
    // ...and so is what comes after it, to keep the order.
    expect(click(button(/Clicked/))).toBe(false);
    expect(early.events.map((e) => e.type)).toEqual(['click', 'click']);
    later.arrive();
    await replayHeldInput(early);
    await vi.waitFor(() => expect(button(/Clicked/).textContent).toBe('Clicked 2'));
    expect(log).toEqual(['subscribed ben@example.com']);
    // Once nothing is held and every part answers, the app takes input itself again.
    expect(click(button(/Subscribe/))).toBe(true);
    await vi.waitFor(() => expect(log).toEqual(['subscribed ben@example.com', 'subscribed ben@example.com']));
  });
});
