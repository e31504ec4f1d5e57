#!/usr/bin/env node
// `npm run bench:build`: cold and warm production build times with the Rspack/v4 flags on (the
// site's config) and off (same config, `future.v4` and `future.faster` false), plus the output size.
// Prints numbers; asserts nothing. Each variant builds into its own folder under node_modules/.cache.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const benchDir = path.join(root, 'node_modules', '.cache', 'bench-build');
const legacyConfig = path.join(root, '.bench-legacy.config.ts');

function dirSize(dir) {
  let bytes = 0;
  let files = 0;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const sub = dirSize(full);
      bytes += sub.bytes;
      files += sub.files;
    } else {
      bytes += fs.statSync(full).size;
      files += 1;
    }
  }
  return {bytes, files};
}

function clearCaches() {
  for (const dir of [path.join(root, '.docusaurus'), path.join(root, 'node_modules', '.cache', 'webpack'), path.join(root, 'node_modules', '.cache', 'rspack')]) {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

function build(label, configFile, outDir) {
  const args = ['docusaurus', 'build', '--out-dir', outDir];
  if (configFile) args.push('--config', configFile);
  const start = process.hrtime.bigint();
  const result = spawnSync('npx', args, {cwd: root, encoding: 'utf8'});
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error(`${label} build failed`);
  }
  return seconds;
}

const variants = [
  {name: 'future.v4 + faster (Rspack)', config: null},
  {name: 'legacy (webpack, no v4 flags)', config: legacyConfig},
];

fs.writeFileSync(
  legacyConfig,
  "import config from './docusaurus.config';\nexport default {...config, future: {...config.future, v4: false, faster: false}};\n",
);
try {
  console.log('variant | cold build (s) | warm build (s) | output (MiB) | files');
  for (const variant of variants) {
    const outDir = path.join(benchDir, variant.config ? 'legacy' : 'faster');
    fs.rmSync(outDir, {recursive: true, force: true});
    clearCaches();
    const cold = build(variant.name, variant.config, outDir);
    const warm = build(variant.name, variant.config, outDir);
    const {bytes, files} = dirSize(outDir);
    console.log(`${variant.name} | ${cold.toFixed(1)} | ${warm.toFixed(1)} | ${(bytes / 2 ** 20).toFixed(2)} | ${files}`);
  }
} finally {
  fs.rmSync(legacyConfig, {force: true});
}
