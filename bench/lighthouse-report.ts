// Helpers of bench/lighthouse.ts: what one Lighthouse report says, boiled down, and the Markdown summary.
import type { Result as LhResult } from 'lighthouse';
import { markdownTable, round } from './lib';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof CATEGORIES)[number];

/** Issue 9 item 3, mobile preset, with issue 22's performance score (100). Scores are 0-100. */
export const TARGETS = {
  performance: 100,
  accessibility: 100,
  'best-practices': 95,
  seo: 95,
  lcpMs: 1800,
  cls: 0.05,
} as const;

export type FailingAudit = {
  category: CategoryId;
  id: string;
  title: string;
  /** 0-100 */
  score: number;
  displayValue?: string;
  /** What caused it: elements (selector "label"), resources (url, sizes), one line each. */
  details: string[];
};

export type PageSummary = {
  scores: Record<CategoryId, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** The LCP element (selector "label") and the LCP phases. */
  lcpElement: string[];
  /** Elements that shifted, with their score and cause. */
  layoutShifts: string[];
  failingAudits: FailingAudit[];
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
const isObject = (v: Json | undefined): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const SKIP_KEYS = new Set([
  'type',
  'lhId',
  'path',
  'boundingRect',
  'snippet',
  'debugData',
  'textLang',
  'wastedPercent',
  'subItems',
  'subpart',
  'group',
]);
const MAX_LINES = 12;

function formatValue(key: string, v: Json): string | undefined {
  if (typeof v === 'number') {
    if (/bytes/i.test(key)) return `${key}=${round(v / 1024)} KiB`;
    if (/ms$|duration|time/i.test(key)) return `${key}=${Math.round(v)} ms`;
    return `${key}=${round(v, 4)}`;
  }
  if (typeof v === 'string' || typeof v === 'boolean') return key === 'url' ? String(v) : `${key}=${v}`;
  if (!isObject(v)) return undefined;
  if (v.type === 'node') return `${v.selector ?? '?'} "${v.nodeLabel ?? ''}"`;
  if (v.type === 'source-location') return `${v.url}:${v.line}:${v.column}`;
  if ((v.type === 'url' || v.type === 'text' || v.type === 'code') && v.value !== undefined)
    return String(v.value);
  return undefined;
}

function formatItem(item: JsonObject): string {
  return Object.entries(item)
    .filter(([key]) => !SKIP_KEYS.has(key))
    .map(([key, v]) => formatValue(key, v))
    .filter(Boolean)
    .join(', ');
}

type NetworkNode = { url?: string; navStartToEndTime?: number; transferSize?: number; children?: JsonObject };

function networkChain(chains: JsonObject, out: string[], depth = 0) {
  for (const node of Object.values(chains) as unknown as NetworkNode[]) {
    out.push(
      `${'  '.repeat(depth)}${node.url} (${node.navStartToEndTime} ms, ${round((node.transferSize ?? 0) / 1024)} KiB)`,
    );
    if (node.children) networkChain(node.children, out, depth + 1);
  }
}

/** One line per element or resource that an audit's details name. */
export function summarizeDetails(details: Json | undefined, out: string[] = []): string[] {
  if (!isObject(details) || out.length >= MAX_LINES) return out;
  const items = Array.isArray(details.items) ? details.items : [];
  switch (details.type) {
    case 'list':
      for (const item of items) summarizeDetails(item, out);
      break;
    case 'list-section':
      summarizeDetails(details.value, out);
      break;
    case 'network-tree':
      if (isObject(details.chains)) networkChain(details.chains, out);
      break;
    case 'node':
      out.push(formatValue('node', details) ?? '');
      break;
    case 'text':
      out.push(String(details.value));
      break;
    case 'checklist':
      for (const check of Object.values(isObject(details.items) ? details.items : {})) {
        if (isObject(check)) out.push(`${check.value ? '✓' : '✗'} ${check.label}`);
      }
      break;
    default:
      for (const item of items) {
        if (!isObject(item) || out.length >= MAX_LINES) continue;
        out.push(formatItem(item));
        const sub = isObject(item.subItems) && Array.isArray(item.subItems.items) ? item.subItems.items : [];
        for (const s of sub.slice(0, 3)) if (isObject(s)) out.push(`  ↳ ${formatItem(s)}`);
      }
  }
  return out.filter(Boolean).slice(0, MAX_LINES);
}

const BAD_MODES = new Set(['binary', 'numeric', 'metricSavings']);

export function summarize(lhr: LhResult): PageSummary {
  const score = (id: CategoryId) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const failingAudits: FailingAudit[] = [];
  for (const category of CATEGORIES) {
    const cat = lhr.categories[category];
    if (!cat || cat.score === 1) continue;
    for (const ref of cat.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1 || !BAD_MODES.has(audit.scoreDisplayMode))
        continue;
      failingAudits.push({
        category,
        id: audit.id,
        title: audit.title,
        score: Math.round(audit.score * 100),
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        details: summarizeDetails(audit.details as Json | undefined),
      });
    }
  }
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Record<CategoryId, number>,
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    cls: round(numeric('cumulative-layout-shift'), 4),
    tbtMs: Math.round(numeric('total-blocking-time')),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpElement: summarizeDetails(lhr.audits['lcp-breakdown-insight']?.details as Json | undefined),
    layoutShifts: summarizeDetails(lhr.audits['layout-shifts']?.details as Json | undefined),
    failingAudits,
  };
}

/** The targets a page misses, in words; empty when it meets all. */
export function missedTargets(s: PageSummary): string[] {
  const missed: string[] = [];
  for (const c of CATEGORIES)
    if (s.scores[c] < TARGETS[c]) missed.push(`${c} ${s.scores[c]} < ${TARGETS[c]}`);
  if (!(s.lcpMs < TARGETS.lcpMs)) missed.push(`LCP ${s.lcpMs} ms >= ${TARGETS.lcpMs} ms`);
  if (!(s.cls < TARGETS.cls)) missed.push(`CLS ${s.cls} >= ${TARGETS.cls}`);
  return missed;
}

type TablePage = PageSummary & { name: string; path: string; runScores: number[]; missed: string[] };

export function markdownSummary(pages: TablePage[], runs: number): string {
  const mark = (ok: boolean, v: string | number) => (ok ? String(v) : `**${v}** ✗`);
  const table = markdownTable(
    [
      'page',
      `perf ≥${TARGETS.performance}`,
      'a11y =100',
      'best pr. ≥95',
      'SEO ≥95',
      'LCP <1800 ms',
      'CLS <0.05',
      'TBT ms',
      'FCP ms',
      `perf of ${runs} runs`,
      'result',
    ],
    pages.map((p) => [
      `${p.name} (${p.path})`,
      mark(p.scores.performance >= TARGETS.performance, p.scores.performance),
      mark(p.scores.accessibility >= TARGETS.accessibility, p.scores.accessibility),
      mark(p.scores['best-practices'] >= TARGETS['best-practices'], p.scores['best-practices']),
      mark(p.scores.seo >= TARGETS.seo, p.scores.seo),
      mark(p.lcpMs < TARGETS.lcpMs, p.lcpMs),
      mark(p.cls < TARGETS.cls, p.cls),
      p.tbtMs,
      p.fcpMs,
      p.runScores.join(' / '),
      p.missed.length ? 'FAIL' : 'PASS',
    ]),
  );
  const audits = pages
    .filter((p) => p.failingAudits.length)
    .map((p) => {
      const lines = p.failingAudits.map(
        (a) =>
          `- [${a.category}] \`${a.id}\` ${a.title} (score ${a.score}${a.displayValue ? `, ${a.displayValue}` : ''})` +
          a.details.map((d) => `\n    - ${d}`).join(''),
      );
      return `\n#### ${p.name}: audits below 100 (LCP element: ${p.lcpElement.find((l) => l.includes('"')) ?? '?'})\n${lines.join('\n')}`;
    });
  return [table, ...audits].join('\n');
}
