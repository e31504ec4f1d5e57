// What a host serves from the build must be what the build made: the search bundle loads, and every
// precompressed sibling (served instead of its source when the browser accepts it) decodes to exactly
// its source. An empty or stale sibling would silently replace a good file.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {expect, test} from '@playwright/test';
import {BUILD_DIR} from '../support/site';

const files = fs
  .readdirSync(BUILD_DIR, {recursive: true})
  .map(String)
  .filter((file) => /\.(br|gz)$/.test(file));

test('the search bundle has an entry that names a metadata file and the page count', () => {
  const dir = path.join(BUILD_DIR, 'pagefind');
  const entry = JSON.parse(fs.readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8'));
  const languages = Object.values(entry.languages) as {hash: string; page_count: number}[];
  expect(languages).toHaveLength(1);
  expect(fs.statSync(path.join(dir, `pagefind.${languages[0]!.hash}.pf_meta`)).size).toBeGreaterThan(0);
  expect(languages[0]!.page_count).toBeGreaterThan(100);
});

test('every precompressed file decodes to exactly its source', () => {
  expect(files.length).toBeGreaterThan(100);
  const wrong = files.filter((file) => {
    const source = path.join(BUILD_DIR, file.replace(/\.(br|gz)$/, ''));
    if (!fs.existsSync(source)) return true;
    const body = fs.readFileSync(path.join(BUILD_DIR, file));
    const decoded = file.endsWith('.br') ? zlib.brotliDecompressSync(body) : zlib.gunzipSync(body);
    return !decoded.equals(fs.readFileSync(source));
  });
  expect(wrong).toEqual([]);
});
