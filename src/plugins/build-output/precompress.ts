/** Writes `.br` and `.gz` siblings of the build's text files, for hosts and scripts/serve.mjs. */
import fs from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|xml|txt|md|svg|wasm|map|webmanifest)$/i;
/** Smaller files gain nothing worth a second request path. */
export const MIN_BYTES = 1024;

export async function precompress(outDir: string): Promise<{files: number; bytes: number; brotliBytes: number}> {
  const entries = await fs.readdir(outDir, {withFileTypes: true, recursive: true});
  const files = entries
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
  let count = 0;
  let bytes = 0;
  let brotliBytes = 0;
  for (const file of files) {
    const body = await fs.readFile(file);
    if (body.length < MIN_BYTES) {
      // A sibling left by an earlier build would be served instead of this file.
      await Promise.all([fs.rm(`${file}.br`, {force: true}), fs.rm(`${file}.gz`, {force: true})]);
      continue;
    }
    const [br, gz] = await Promise.all([
      brotli(body, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length}}),
      gzip(body, {level: 9}),
    ]);
    await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
    count += 1;
    bytes += body.length;
    brotliBytes += br.length;
  }
  return {files: count, bytes, brotliBytes};
}
