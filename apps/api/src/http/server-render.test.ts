import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../test/test-app';
import { shellForRenderedPages, type PageRenderer } from './server-render';

const shell =
  '<!doctype html><html><head><meta charset="UTF-8" /><title>Shell title</title>' +
  '<meta name="description" content="Shell" />' +
  '<script type="module" crossorigin src="/assets/index-A1.js"></script></head><body><div id="root"></div></body></html>';

let sessionAnswer = '';
const renders: string[] = [];

/** A stand-in for apps/web's entry-server, which acts on the path it is asked for. */
const render: PageRenderer = async (url, transport) => {
  const { pathname, searchParams } = new URL(url);
  renders.push(pathname);
  if (pathname === '/broken') throw new Error('render broke');
  if (pathname === '/moving') return { kind: 'redirect', status: 302, location: '/auth' };
  if (pathname === '/moving-on') return { kind: 'redirect', status: 302, location: searchParams.get('to')! };
  if (pathname === '/dashboard') {
    const res = await transport('/api/auth/session', { headers: { Accept: 'application/json' } });
    sessionAnswer = `${res.status} ${await res.text()}`;
  }
  return {
    kind: 'html',
    status: 200,
    html: `<title>Find Stays · Restora</title><meta name="description" content="Stays"/><main>${pathname}</main>${
      pathname === '/prices' ? "<p>From $& to $' and $1</p>" : ''
    }`,
    state: '{"queries":[]}',
    modules: pathname === '/find-stays' ? ['find-stays'] : [],
  };
};

/** What Vite's manifest says of the entry and of the find-stays screen. */
const manifest = {
  'index.html': { file: 'assets/index-A1.js', isEntry: true, imports: ['_react-B2.js'] },
  '_react-B2.js': { file: 'assets/react-B2.js' },
  'src/app/routes/find-stays.tsx': {
    file: 'assets/find-stays-F1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_react-B2.js', '_card-C1.js'],
  },
  '_card-C1.js': { file: 'assets/card-C1.js', imports: ['_react-B2.js'] },
};

const boot = '(()=>{window.__restoraEarlyInput={}})();';

let t: TestApp;
beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'restora-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), shell);
  fs.writeFileSync(path.join(dist, 'boot.js'), boot);
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  t = await createTestApp({ webDist: dist, renderPage: render });
});
afterAll(() => t.close());

describe('pages rendered on the server', () => {
  it("puts the page into the shell: its title, description and screen's modules in <head>, its state after #root", async () => {
    const res = await t.request('/find-stays?location=Bali');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    // The screen's own code, not what the entry already loads, is fetched beside the entry.
    expect(html).toContain(
      '<head><meta charset="UTF-8" /><title>Find Stays · Restora</title><meta name="description" content="Stays"/>' +
        '<script data-entry="/assets/index-A1.js" data-modules="/assets/find-stays-F1.js /assets/card-C1.js">' +
        `${boot}</script></head>`,
    );
    expect(html).not.toContain('Shell');
    expect(html).toContain(
      '<div id="root"><main>/find-stays</main></div><script type="application/json" id="restora-ssr-state">{"queries":[]}</script>',
    );
  });

  it('allows the inline boot script by its hash, and no other inline script', async () => {
    const res = await t.request('/find-stays');
    const csp = res.headers.get('content-security-policy') ?? '';
    const hash = createHash('sha256').update(boot).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(await res.text()).toContain(`${boot}</script>`);
  });

  it('keeps dollar signs in a page as they are', async () => {
    const html = await (await t.request('/prices')).text();
    expect(html).toContain("<p>From $& to $' and $1</p></div>");
  });

  it("answers the page's API calls in process, with the visitor's cookies", async () => {
    const { cookie, user } = await registerUser(t);
    await t.request('/dashboard', { headers: { cookie } });
    expect(sessionAnswer).toMatch(/^200 /);
    expect(JSON.parse(sessionAnswer.slice(4)).user.id).toBe(user.id);
    await t.request('/dashboard');
    expect(JSON.parse(sessionAnswer.slice(4)).user).toBeNull();
  });

  it('sends the plain shell when the render fails, and follows a redirect', async () => {
    const res = await t.request('/broken');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(shell);

    const moved = await t.request('/moving');
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('/auth');
  });

  it('sends the plain shell instead of a redirect off the site', async () => {
    // docs/decisions/sessions-and-sign-in.md, "Return addresses": a browser goes to evil.example on each.
    for (const location of [
      '//evil.example',
      '/\\evil.example',
      '/.//evil.example',
      'https://evil.example/',
    ]) {
      const res = await t.request(`/moving-on?to=${encodeURIComponent(location)}`);
      expect(res.status, location).toBe(200);
      expect(res.headers.get('location'), location).toBeNull();
      expect(await res.text()).toBe(shell);
    }
    const local = await t.request(`/moving-on?to=${encodeURIComponent('/auth?returnTo=%2Fpayment')}`);
    expect(local.status).toBe(302);
    expect(local.headers.get('location')).toBe('/auth?returnTo=%2Fpayment');
  });

  it('leaves files and the API alone', async () => {
    renders.length = 0;
    expect((await t.request('/index.html')).headers.get('cache-control')).toBe('no-cache');
    expect((await t.request('/api/no-such-thing')).status).toBe(404);
    expect((await t.request('/missing.js')).status).toBe(404);
    expect(renders).toEqual([]);
  });
});

describe('the shell of rendered pages', () => {
  const built =
    '<head><meta charset="UTF-8" />' +
    '<script type="module" crossorigin src="/assets/index-A1.js"></script>\n' +
    '    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">\n' +
    '    <link rel="stylesheet" crossorigin href="/assets/index-D4.css">\n' +
    '    <link rel="preload" href="/assets/inter-E5.woff2" as="font" type="font/woff2" crossorigin="">\n' +
    '</head><body><div id="root"></div></body>';
  const assets: Record<string, string> = {
    '/assets/index-D4.css': 'body{color:red}',
    '/boot.js': '(()=>{window.__restoraEarlyInput={}})();',
  };

  it('inlines the stylesheet and the boot script (allowed by its hash) in place of the module script', () => {
    const { html, scriptHashes } = shellForRenderedPages(built, (url) => assets[url]);
    expect(html).toContain('<style>body{color:red}</style>');
    // The boot script starts the entry after the page has painted, preloading the entry's imports then.
    expect(html).toContain(
      '<script data-entry="/assets/index-A1.js" data-modules="/assets/react-B2.js">' +
        '(()=>{window.__restoraEarlyInput={}})();</script>',
    );
    const hash = createHash('sha256').update(assets['/boot.js']!).digest('base64');
    expect(scriptHashes).toEqual([`'sha256-${hash}'`]);
    // Nothing of the app loads before then; the fonts come with the stylesheet (preloaded, they would
    // compete with the page's images).
    expect(html).not.toMatch(/type="module"|modulepreload|rel="stylesheet"|as="font"/);
  });

  it('keeps the stylesheet link and the module script when the files cannot be read, with no inline script', () => {
    const { html, scriptHashes } = shellForRenderedPages(built, () => undefined);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D4.css">');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-A1.js"></script>');
    expect(html).not.toContain('<script>');
    expect(scriptHashes).toEqual([]);
  });
});
