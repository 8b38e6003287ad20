import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  classify,
  collectDependencies,
  compareVersions,
  formatTable,
  newestInLine,
  parseRegistryAnswer,
  renderReport,
  statusText,
  strictFailures,
  toRow,
  type Dependency,
  type Workspace,
} from './audit-deps-lib.mjs';

describe('comparing versions', () => {
  it('orders by major, minor, patch, with a prerelease before its release', () => {
    const sorted = ['1.10.0', '1.2.10', '2.0.0-beta.4', '1.2.9', '2.0.0', '2.0.0-beta.10', '1.2.9-rc.1'].sort(
      compareVersions,
    );
    expect(sorted).toEqual([
      '1.2.9-rc.1',
      '1.2.9',
      '1.2.10',
      '1.10.0',
      '2.0.0-beta.4',
      '2.0.0-beta.10',
      '2.0.0',
    ]);
  });

  it('classifies how far behind latest a version is, by the first part that differs', () => {
    expect(classify('1.7.7', '1.7.25')).toBe('patch');
    expect(classify('1.7.25', '1.8.0')).toBe('minor');
    expect(classify('1.4.5', '2.0.6')).toBe('major');
    expect(classify('1.7.25', '1.7.25')).toBe('current');
    expect(classify('2.0.0', '1.9.9')).toBe('ahead');
    expect(classify('1.0.0-rc.1', '1.0.0')).toBe('patch');
    expect(classify('1.0.0', null)).toBe('unknown');
    expect(classify(null, '1.0.0')).toBe('unknown');
    expect(classify('latest', '1.0.0')).toBe('unknown');
  });

  it('finds the newest release of the same major.minor, ignoring prereleases and other lines', () => {
    const versions = ['1.4.0', '1.4.2', '1.4.5', '1.4.6-beta.1', '1.5.0', '2.0.6'];
    expect(newestInLine('1.4.0', versions)).toBe('1.4.5');
    expect(newestInLine('1.5.0', versions)).toBe('1.5.0');
    expect(newestInLine('3.0.0', versions)).toBeNull();
  });
});

describe('collecting dependencies', () => {
  const workspaces: Workspace[] = [
    { dir: 'packages/shared', manifest: { name: '@x/shared', dependencies: { zod: '4.6.7' } } },
    {
      dir: 'apps/api',
      manifest: {
        name: '@x/api',
        dependencies: { '@x/shared': '*', 'better-auth': '^1.7.25', zod: '^4.6.0', hono: '4.13.19' },
      },
    },
  ];
  const lock = {
    packages: {
      '': { name: 'x' },
      'node_modules/@x/shared': { link: true },
      'node_modules/@x/api': { link: true },
      'node_modules/zod': { version: '4.6.7' },
      'node_modules/hono': { version: '4.13.19' },
      'apps/api/node_modules/better-auth': {
        version: '1.7.25',
        dependencies: { 'better-call': '1.4.5', jose: '^6.2.3' },
      },
      'apps/api/node_modules/hono': { version: '4.13.10' },
      'node_modules/better-call': { version: '1.4.5' },
      'node_modules/other/node_modules/better-call': {
        version: '1.4.0',
        peerDependencies: { jose: '^6.1.0' },
      },
      'node_modules/other': { version: '1.0.0', dependencies: { 'better-call': '~1.4.0' } },
      'node_modules/jose': { version: '6.2.18' },
    },
  };
  const deps = collectDependencies(workspaces, lock, ['better-call', 'jose', 'not-installed']);
  const byName = Object.fromEntries(deps.map((d) => [d.name, d]));

  it('lists each production dependency once, leaves out the workspaces themselves', () => {
    expect(Object.keys(byName)).toEqual([
      'zod',
      'better-auth',
      'hono',
      'better-call',
      'jose',
      'not-installed',
    ]);
    expect(byName.zod).toMatchObject({
      workspaces: ['packages/shared', 'apps/api'],
      declared: ['4.6.7', '^4.6.0'],
    });
  });

  it("resolves from the workspace's own node_modules first, then the root's", () => {
    expect(byName['better-auth']?.resolved).toEqual(['1.7.25']);
    expect(byName.hono?.resolved).toEqual(['4.13.10']);
    expect(byName.zod?.resolved).toEqual(['4.6.7']);
    expect(byName['better-auth']?.security).toBe(true);
    expect(byName.zod?.security).toBe(false);
  });

  it('gives transitive packages every copy in the lock and the ranges that ask for them', () => {
    expect(byName['better-call']).toMatchObject({
      workspaces: [],
      declared: ['1.4.5', '~1.4.0'],
      resolved: ['1.4.0', '1.4.5'],
    });
    expect(byName.jose?.declared).toEqual(['^6.2.3', '^6.1.0']);
    expect(byName['not-installed']?.resolved).toEqual([]);
  });
});

describe('rows and the strict rule', () => {
  const dep = (name: string, resolved: string[], security = true): Dependency => ({
    name,
    workspaces: [],
    declared: [],
    resolved,
    security,
  });

  it('judges a package by its oldest copy, and notes a patch in its line behind a newer major', () => {
    const row = toRow(dep('better-call', ['1.4.0', '1.4.5']), {
      latest: '2.0.6',
      versions: ['1.4.0', '1.4.5', '2.0.6'],
    });
    expect(row).toMatchObject({ behind: 'major', newestInLine: '1.4.5', patchInLine: true });
    expect(statusText(row)).toBe('behind: major; patch 1.4.5 in line; 2 copies');
    expect(strictFailures([row]).map((r) => r.name)).toEqual(['better-call']);
  });

  it('fails strict only for security-relevant packages with a newer patch in their line', () => {
    const info = { latest: '2.0.6', versions: ['1.4.5', '2.0.6'] };
    const newMajorOnly = toRow(dep('better-call', ['1.4.5']), info);
    const patchBehind = toRow(dep('jose', ['6.2.17']), { latest: '6.2.18', versions: ['6.2.17', '6.2.18'] });
    const notSecurity = toRow(dep('clsx', ['2.1.0'], false), {
      latest: '2.1.1',
      versions: ['2.1.0', '2.1.1'],
    });
    expect(newMajorOnly.patchInLine).toBe(false);
    expect(statusText(patchBehind)).toBe('behind: patch');
    expect(strictFailures([newMajorOnly, patchBehind, notSecurity]).map((r) => r.name)).toEqual(['jose']);
  });

  it('reads unknown everywhere when the registry did not answer, and strict has nothing to fail on', () => {
    const row = toRow(dep('jose', ['6.2.17']), null);
    expect(row).toMatchObject({ latest: null, newestInLine: null, behind: 'unknown', patchInLine: false });
    expect(strictFailures([row])).toEqual([]);
    expect(renderReport([row])).toMatch(
      /jose\s+yes\s+\(transitive\)\s+-\s+6\.2\.17\s+unknown\s+unknown\s+unknown/,
    );
  });

  it('reads the answer of npm view <name> version versions --json', () => {
    expect(parseRegistryAnswer({ version: '1.0.1', versions: ['1.0.0', '1.0.1'] })).toEqual({
      latest: '1.0.1',
      versions: ['1.0.0', '1.0.1'],
    });
    expect(parseRegistryAnswer({ version: '1.0.0', versions: '1.0.0' })).toEqual({
      latest: '1.0.0',
      versions: ['1.0.0'],
    });
    expect(parseRegistryAnswer({ error: { code: 'E404' } })).toBeNull();
    expect(parseRegistryAnswer(null)).toBeNull();
  });
});

describe('the table', () => {
  it('pads every column to its widest cell, with a rule under the header', () => {
    expect(
      formatTable(
        ['Package', 'Latest'],
        [
          ['jose', '6.2.18'],
          ['@better-auth/core', '1.7.25'],
        ],
      ),
    ).toBe(
      [
        'Package            Latest',
        '-----------------  ------',
        'jose               6.2.18',
        '@better-auth/core  1.7.25',
      ].join('\n'),
    );
  });

  it('lists security-relevant packages first, then a summary', () => {
    const report = renderReport([
      toRow(
        { name: 'clsx', workspaces: ['apps/web'], declared: ['2.1.1'], resolved: ['2.1.1'], security: false },
        {
          latest: '2.1.1',
          versions: ['2.1.1'],
        },
      ),
      toRow(
        { name: 'jose', workspaces: [], declared: ['^6.2.3'], resolved: ['6.2.17'], security: true },
        {
          latest: '6.2.18',
          versions: ['6.2.17', '6.2.18'],
        },
      ),
    ]);
    const lines = report.split('\n');
    expect(lines[2]).toMatch(
      /^jose\s+yes\s+\(transitive\)\s+\^6\.2\.3\s+6\.2\.17\s+6\.2\.18\s+6\.2\.18\s+behind: patch$/,
    );
    expect(lines[3]).toMatch(/^clsx\s+web\s+2\.1\.1\s+2\.1\.1\s+2\.1\.1\s+2\.1\.1\s+up to date$/);
    expect(report).toContain('2 packages: 1 behind on patch, 0 on minor, 0 on major, 0 unknown.');
    expect(report).toContain('Security-relevant with a newer patch in their line: jose 6.2.17 -> 6.2.18.');
  });
});

describe('npm run audit:deps without a registry', () => {
  it('prints unknown for the newest versions and exits 0, even with --strict', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const run = spawnSync('node', ['scripts/audit-deps.mjs', '--strict'], {
      cwd: root,
      encoding: 'utf8',
      // Nothing listens on port 9 (discard) of the loopback address: every request is refused.
      env: { ...process.env, npm_config_registry: 'http://127.0.0.1:9/' },
      timeout: 90_000,
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      /^better-auth\s+yes\s+api\s+\S+\s+\d+\.\d+\.\d+\s+unknown\s+unknown\s+unknown$/m,
    );
    expect(run.stdout).toContain('The registry could not be reached');
  }, 120_000);
});
