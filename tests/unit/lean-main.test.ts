// src/plugins/lean-main: what it takes out of the browser's main bundle, and that nothing it keeps out is needed.
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';

const {blankModulePaths} = require('../../src/plugins/lean-main/registryLoader.cjs') as {blankModulePaths: (source: string) => string};
const shim = require('../../src/plugins/lean-main/tslib.cjs') as Record<string, (...args: unknown[]) => unknown>;

test('the browser registry keeps each chunk’s loader and module id, without its module path', () => {
  const source = [
    'export default {',
    '  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/p/docs-175.json"), "@generated/p/docs-175.json", require.resolveWeak("@generated/p/docs-175.json")],',
    '  "01a85c17": [() => import(/* webpackChunkName: "01a85c17" */ "@theme/BlogTagsListPage"), "@theme/BlogTagsListPage", require.resolveWeak("@theme/BlogTagsListPage")],',
    '};',
  ].join('\n');
  const out = blankModulePaths(source);
  expect(out).toContain('import(/* webpackChunkName: "0058b4c6" */ "@generated/p/docs-175.json"), "", require.resolveWeak("@generated/p/docs-175.json")]');
  expect(out).toContain('"@theme/BlogTagsListPage"), "", require.resolveWeak("@theme/BlogTagsListPage")]');
  expect(out.match(/, "", require\.resolveWeak/g)).toHaveLength(2);
  // Docusaurus writes the registry in this shape: a change of shape shows here, not as a silent no-op.
  const generated = path.join('.docusaurus', 'registry.js');
  if (fs.existsSync(generated)) {
    const real = fs.readFileSync(generated, 'utf8');
    const entries = real.match(/require\.resolveWeak\(/g)?.length ?? 0;
    expect(entries).toBeGreaterThan(100);
    expect(blankModulePaths(real).match(/, "", require\.resolveWeak\(/g)).toHaveLength(entries);
  }
});

test('the tslib shim has every helper @docusaurus/utils-common calls, and they behave as tslib’s', () => {
  const dir = path.dirname(require.resolve('@docusaurus/utils-common'));
  const used = new Set<string>();
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.js'))) {
    for (const match of fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/tslib_\d+\.(__\w+)/g)) used.add(match[1]!);
  }
  expect(used.size).toBeGreaterThan(0);
  for (const helper of used) expect(typeof shim[helper], helper).toBe('function');
  const tslib = require('tslib') as Record<string, (...args: unknown[]) => unknown>;
  const esm = {__esModule: true, default: 1};
  const cjs = {value: 2};
  for (const helper of used) {
    expect(shim[helper]!(esm)).toEqual(tslib[helper]!(esm));
    expect(shim[helper]!(cjs)).toEqual(tslib[helper]!(cjs));
  }
});
