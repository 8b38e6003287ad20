/**
 * apps/web/src/lib/tailwind-merge-config.ts: tailwind-merge's configuration cut down to the class groups the
 * site's source uses. tailwind-merge's full default knows every Tailwind utility (about 6.4 KB gz of the 8.4
 * KB it adds to every page); `cn` only ever merges classes written in our source, so the rest is dead weight.
 *
 *   npm run tw:config            writes the file
 *   scripts/tailwind-merge-config.test.ts fails when the checked-in file differs from a fresh generation,
 *   and checks that the cut-down merge answers exactly as the full one for every class list in the source.
 *
 * Which groups stay: every group that recognises at least one class-like token written in apps/web/src (the
 * rule Tailwind itself uses: a class exists only if its full name appears in the source). A group is kept
 * whole, in the default order, so for every token the first group that claims it is the same as in the full
 * configuration. Why and what it saves: docs/decisions/bundle-budget.md.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getDefaultConfig, mergeConfigs, validators } from 'tailwind-merge';
import { createClassGroupLookup, type AnyConfig } from 'tailwind-merge/unstable-do-not-import';
import { siteTailwindExtension } from '../apps/web/src/lib/tailwind-merge-extension';

type Definition = readonly unknown[];
/** tailwind-merge's configuration, as plain data (its own types name every default group and key). */
type Config = {
  cacheSize: number;
  theme: Record<string, Definition>;
  classGroups: Record<string, Definition>;
  conflictingClassGroups: Record<string, readonly string[]>;
  conflictingClassGroupModifiers: Record<string, readonly string[]>;
  postfixLookupClassGroups?: readonly string[];
  orderSensitiveModifiers: readonly string[];
};

const webSrc = fileURLToPath(new URL('../apps/web/src', import.meta.url));
export const TW_CONFIG_FILE = path.join(webSrc, 'lib/tailwind-merge-config.ts');

/** The full configuration `cn` would use without cutting: tailwind-merge's default plus the site's theme. */
export function fullConfig(): Config {
  return mergeConfigs(getDefaultConfig(), siteTailwindExtension) as unknown as Config;
}

/**
 * Every word of the web's non-test source, split at white space and quotes: each class written in a string,
 * a template literal or JSX, and many words that are no class (which only cost a group if they happen to
 * be one). Finding the string literals themselves would be fragile: one apostrophe in a comment pairs the
 * quotes wrongly.
 */
export function sourceTokens(dir = webSrc): Set<string> {
  const tokens = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      for (const t of sourceTokens(full)) tokens.add(t);
      continue;
    }
    if (!/\.tsx?$/.test(entry.name) || /\.test\.|\.d\.ts$|tailwind-merge-config/.test(entry.name)) continue;
    for (const token of readFileSync(full, 'utf8').split(/[\s"'`]+/)) {
      if (/^[!\w-]/.test(token)) tokens.add(token);
    }
  }
  return tokens;
}

/** Every class-map lookup the merge makes for one class, as text: the same text means the same merging. */
function lookupsOf(config: Config) {
  const lookup = createClassGroupLookup(config as AnyConfig);
  return (token: string) => JSON.stringify(lookup(token));
}

/** Copies of a definition with one leaf taken out, each with the path it was taken from. */
function* withoutOneLeaf(definition: Definition): Generator<Definition> {
  for (let i = 0; i < definition.length; i += 1) {
    const item = definition[i];
    if (item && typeof item === 'object' && !Array.isArray(item)) {
      const entries = Object.entries(item as Record<string, Definition>);
      for (const [key, inner] of entries) {
        for (const smaller of withoutOneLeaf(inner)) {
          const replaced = { ...(item as Record<string, Definition>), [key]: smaller };
          if (smaller.length === 0) delete replaced[key];
          const next = [...definition];
          if (Object.keys(replaced).length === 0) next.splice(i, 1);
          else next[i] = replaced;
          yield next;
        }
      }
    } else {
      yield [...definition.slice(0, i), ...definition.slice(i + 1)];
    }
  }
}

/**
 * The smallest configuration under which every token is looked up exactly as under the full one: the groups
 * no token needs go, then, one at a time, every leaf (a value, a validator, a theme reference) whose removal
 * changes no token's lookups. Removing a leaf of a group can only change the tokens that group matched, so
 * each try re-checks those; the result is checked against every token at the end.
 */
export function pruneConfig(full: Config, tokens: Set<string>): Config {
  const fullLookups = lookupsOf(full);
  const expected = new Map<string, string>();
  const tokensOfGroup = new Map<string, string[]>();
  for (const token of tokens) {
    const lookups = fullLookups(token);
    if (lookups === '[]') continue;
    expected.set(token, lookups);
    for (const { classGroupId } of JSON.parse(lookups) as { classGroupId: string }[]) {
      tokensOfGroup.set(classGroupId, [...(tokensOfGroup.get(classGroupId) ?? []), token]);
    }
  }
  const sameFor = (config: Config, checked: Iterable<string>) => {
    const lookups = lookupsOf(config);
    for (const token of checked) if (lookups(token) !== expected.get(token)) return false;
    return true;
  };
  const groups = Object.fromEntries(Object.entries(full.classGroups).filter(([id]) => tokensOfGroup.has(id)));
  let config: Config = { ...full, classGroups: groups };
  for (const id of Object.keys(groups)) {
    let shrunk = true;
    while (shrunk) {
      shrunk = false;
      for (const smaller of withoutOneLeaf(groups[id]!)) {
        const candidate = { ...config, classGroups: { ...config.classGroups, [id]: smaller } };
        if (smaller.length > 0 && sameFor(candidate, tokensOfGroup.get(id)!)) {
          groups[id] = smaller;
          config = candidate;
          shrunk = true;
          break;
        }
      }
    }
  }
  // Theme values (a scale's names) serve many groups: a removal is checked against every token.
  const theme = { ...config.theme };
  for (const key of Object.keys(theme)) {
    let shrunk = true;
    while (shrunk) {
      shrunk = false;
      for (const smaller of withoutOneLeaf(theme[key]!)) {
        const candidate = { ...config, theme: { ...theme, [key]: smaller } };
        if (sameFor(candidate, expected.keys())) {
          theme[key] = smaller;
          config = candidate;
          shrunk = true;
          break;
        }
      }
    }
  }
  if (!sameFor(config, expected.keys())) throw new Error('the pruned configuration merges differently');
  return config;
}

const validatorNames = new Map<unknown, string>(Object.entries(validators).map(([name, fn]) => [fn, name]));

/** The theme key a `fromTheme(key)` getter reads (it is a closure: ask it with a theme that records). */
function themeKeyOf(getter: (theme: object) => unknown): string {
  let key: string | undefined;
  getter(new Proxy({}, { get: (_, k) => ((key = String(k)), []) }));
  if (!key) throw new Error('a theme getter that reads no key');
  return key;
}

/** Source text of a configuration value: arrays, objects, strings, validators and theme getters. */
function emit(value: unknown, themeKeys: Set<string>): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'function') {
    if ((value as { isThemeGetter?: boolean }).isThemeGetter) {
      const key = themeKeyOf(value as (theme: object) => unknown);
      themeKeys.add(key);
      return `t(${JSON.stringify(key)})`;
    }
    const name = validatorNames.get(value);
    if (!name) throw new Error(`a function in the configuration that is not a validator: ${String(value)}`);
    return `v.${name}`;
  }
  if (Array.isArray(value)) return `[${value.map((v) => emit(v, themeKeys)).join(', ')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${emit(v, themeKeys)}`);
    return `{ ${entries.join(', ')} }`;
  }
  throw new Error(`an unexpected value in the configuration: ${String(value)}`);
}

export function generateTailwindMergeConfig(): string {
  const full = fullConfig();
  const config = pruneConfig(full, sourceTokens());
  const groups = Object.keys(config.classGroups);
  const kept = new Set(groups);
  const themeKeys = new Set<string>();
  const classGroups = groups.map((g) => `  ${JSON.stringify(g)}: ${emit(config.classGroups[g], themeKeys)},`);
  // Theme values may name other theme keys: emit until no new key appears.
  const theme = new Map<string, string>();
  while ([...themeKeys].some((k) => !theme.has(k))) {
    for (const key of [...themeKeys].filter((k) => !theme.has(k)).sort()) {
      theme.set(key, emit(config.theme[key] ?? [], themeKeys));
    }
  }
  const keepGroups = (ids: readonly string[] = []) => ids.filter((id) => kept.has(id));
  const conflicts = Object.entries(config.conflictingClassGroups)
    .filter(([id]) => kept.has(id))
    .map(([id, ids]) => [id, keepGroups(ids)] as const)
    .filter(([, ids]) => ids.length > 0);
  const modifierConflicts = Object.entries(config.conflictingClassGroupModifiers)
    .filter(([id]) => kept.has(id))
    .map(([id, ids]) => [id, keepGroups(ids)] as const)
    .filter(([, ids]) => ids.length > 0);
  const postfix = keepGroups(config.postfixLookupClassGroups);

  return `/**
 * Generated by \`npm run tw:config\` (scripts/tailwind-merge-config.ts) from the classes written in
 * apps/web/src: do not edit. ${groups.length} of tailwind-merge's ${Object.keys(full.classGroups).length} class groups.
 * scripts/tailwind-merge-config.test.ts fails when a class in the source needs a group that is missing here.
 */
import { fromTheme, validators as v, type DefaultThemeGroupIds } from 'tailwind-merge';

const t = (key: DefaultThemeGroupIds) => fromTheme(key);

export const tailwindMergeConfig = {
  cacheSize: ${config.cacheSize},
  theme: {
${[...theme].map(([k, value]) => `    ${JSON.stringify(k)}: ${value},`).join('\n')}
  },
  classGroups: {
${classGroups.map((line) => `  ${line}`).join('\n')}
  },
  conflictingClassGroups: {
${conflicts.map(([id, ids]) => `    ${JSON.stringify(id)}: ${JSON.stringify(ids)},`).join('\n')}
  },
  conflictingClassGroupModifiers: {
${modifierConflicts.map(([id, ids]) => `    ${JSON.stringify(id)}: ${JSON.stringify(ids)},`).join('\n')}
  },
  postfixLookupClassGroups: ${JSON.stringify(postfix)},
  orderSensitiveModifiers: ${JSON.stringify(config.orderSensitiveModifiers)},
};
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(TW_CONFIG_FILE, generateTailwindMergeConfig());
  console.log(`wrote ${TW_CONFIG_FILE}`);
}
