/** Writes `.br` and `.gz` siblings of the build's text files, for hosts and scripts/serve.mjs. */
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|xml|txt|md|svg|wasm|map|webmanifest)$/i;
/** Smaller files gain nothing worth a second request path. */
export const MIN_BYTES = 1024;

/** Files compressed at once: brotli at quality 11 is most of a build's time, and runs in libuv's pool. */
const CONCURRENCY = 4;

export async function precompress(outDir: string): Promise<{files: number; bytes: number; brotliBytes: number}> {
  const entries = await fs.readdir(outDir, {withFileTypes: true, recursive: true});
  const files = entries
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
  let count = 0;
  let bytes = 0;
  let brotliBytes = 0;
  const compress = async (file: string) => {
    const body = await fs.readFile(file);
    if (body.length < MIN_BYTES) {
      // A sibling left by an earlier build would be served instead of this file.
      await Promise.all([fs.rm(`${file}.br`, {force: true}), fs.rm(`${file}.gz`, {force: true})]);
      return;
    }
    const [br, gz] = await Promise.all([
      brotli(body, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length}}),
      gzip(body, {level: 9}),
    ]);
    await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
    count += 1;
    bytes += body.length;
    brotliBytes += br.length;
  };
  // A few files at a time, largest first, so the longest ones do not end the run alone.
  const queue = [...files].sort((a, b) => sizeOf(b) - sizeOf(a));
  await Promise.all(
    Array.from({length: CONCURRENCY}, async () => {
      for (let file = queue.shift(); file !== undefined; file = queue.shift()) await compress(file);
    }),
  );
  return {files: count, bytes, brotliBytes};
}

const sizes = new Map<string, number>();
function sizeOf(file: string): number {
  if (!sizes.has(file)) sizes.set(file, fsSync.statSync(file).size);
  return sizes.get(file)!;
}
