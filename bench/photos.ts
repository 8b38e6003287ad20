// npm run bench:photos : how long the server spends turning one upload into its stored files
// (docs/decisions/photos.md). A 12-megapixel JPEG (4000x3000, like a phone's) with texture enough to
// compress like a photo, through processPhoto (read, turn upright, strip metadata, 480/960/1600 px as
// AVIF and WebP), RUNS times in a row; p50 and p95 in milliseconds, and the bytes each size takes.
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { processPhoto } from '../apps/api/src/services/photos/process-photo';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '10' } } });
const RUNS = Number(values.runs);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function twelveMegapixelJpeg() {
  // Noise over a gradient: flat colours would compress (and encode) far faster than a real photo.
  const width = 4000;
  const height = 3000;
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(1.2)
    .raw()
    .toBuffer();
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const jpeg = await twelveMegapixelJpeg();
console.log(`input: 4000x3000 JPEG, ${(jpeg.byteLength / 1024 / 1024).toFixed(1)} MB, EXIF orientation 6`);
await processPhoto(jpeg); // warm-up: loads libvips' codecs
const times: number[] = [];
let sizes: Awaited<ReturnType<typeof processPhoto>> = [];
for (let i = 0; i < RUNS; i++) {
  const start = performance.now();
  sizes = await processPhoto(jpeg);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
console.log(`runs: ${RUNS}, sharp concurrency (threads): ${sharp.concurrency()}`);
console.log(
  `p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms`,
);
console.log('| width x height | AVIF | WebP |\n| --- | --- | --- |');
for (const s of sizes)
  console.log(
    `| ${s.width} x ${s.height} | ${(s.avif.byteLength / 1024).toFixed(0)} KB | ${(s.webp.byteLength / 1024).toFixed(0)} KB |`,
  );
