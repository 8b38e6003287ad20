/**
 * The project's artwork: writes every SVG under apps/web/public/images/ (or --out <folder>), drawn from code.
 * Deterministic: each picture draws from its own seeded generator (seeded from its name), so running it
 * again writes byte-identical files. Don't edit the SVGs by hand: change these modules and run it again.
 *
 *   npm run artwork [-- --out <folder>]
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Art } from './art';
import { ARTICLES } from './articles/articles';
import { logoMark } from './brand';
import { CONTENT } from './content/content';
import { sceneHero } from './content/hero';
import { productArt } from './products/product-art';
import { QUIZ } from './quiz';
import { SERVICES } from './services/services';
import { flipWrap, STAY_THEMES } from './stays/themes';
import { TIMES } from './times';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const OUT = path.resolve(values.out ?? path.join(import.meta.dirname, '../../apps/web/public/images'));
let written = 0;

function write(rel: string, art: Art) {
  const file = path.join(OUT, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, art.toString());
  written += 1;
}

function buildStays() {
  for (let i = 0; i < 40; i++) {
    const theme = STAY_THEMES[i % 10]!;
    const v = Math.floor(i / 10);
    const name = `stay-${String(i + 1).padStart(2, '0')}`;
    const a = new Art(1200, 800, name);
    theme.fn(a, TIMES[theme.times[v]!], v);
    flipWrap(a, v === 2 || v === 3 ? i % 2 === 0 : false);
    write(`stays/${name}.svg`, a);
  }
}

function buildProducts() {
  for (let i = 0; i < 30; i++) {
    const { key, a } = productArt(i);
    write(`products/${key}.svg`, a);
  }
}

function buildServices() {
  for (const [name, fn] of Object.entries(SERVICES)) {
    const a = new Art(1200, 800, `service-${name}`);
    fn(a);
    write(`services/${name}.svg`, a);
  }
}

function buildArticles() {
  for (const [name, fn] of Object.entries(ARTICLES)) {
    const a = new Art(1200, 675, `article-${name}`);
    fn(a);
    write(`articles/${name}.svg`, a);
  }
}

function buildContent() {
  const hero = new Art(1600, 900, 'hero');
  sceneHero(hero, TIMES.dawn);
  write('content/hero.svg', hero);
  for (const [name, fn] of Object.entries(CONTENT)) {
    const a = new Art(1200, 800, `content-${name}`);
    fn(a);
    write(`content/${name}.svg`, a);
  }
}

function buildQuiz() {
  for (const [name, fn] of Object.entries(QUIZ)) {
    const a = new Art(800, 600, `quiz-${name}`);
    fn(a);
    write(`quiz/${name}.svg`, a);
  }
}

function buildBrand() {
  write('brand/logo-mark.svg', logoMark());
  const og = new Art(1200, 630, 'og-image');
  sceneHero(og, TIMES.sunrise);
  write('brand/og-image.svg', og);
}

buildStays();
buildProducts();
buildServices();
buildArticles();
buildContent();
buildQuiz();
buildBrand();
console.log(`${written} pictures written to ${path.relative(process.cwd(), OUT) || '.'}`);
