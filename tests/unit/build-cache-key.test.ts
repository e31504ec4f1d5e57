import {expect, test} from '@playwright/test';
import type {LoadContext} from '@docusaurus/types';
import pluginBuildCacheKey from '../../src/plugins/build-cache-key';

function cacheVersion(baseUrl: string, experiments: unknown): unknown {
  const plugin = pluginBuildCacheKey({baseUrl} as LoadContext);
  const configure = plugin.configureWebpack as unknown as (config: unknown) => {experiments?: {cache?: {version?: string}}};
  return configure({experiments})?.experiments?.cache?.version;
}

test('the persistent build cache is kept apart per base URL', () => {
  const rspackCache = {type: 'persistent', version: 'client-production-en-3.10.2'};
  const root = cacheVersion('/', {cache: rspackCache});
  const sub = cacheVersion('/sub/', {cache: rspackCache});
  expect(root).toBe('client-production-en-3.10.2-base_');
  expect(sub).toBe('client-production-en-3.10.2-base_sub_');
  expect(cacheVersion('/docs-site/', {cache: rspackCache})).not.toBe(sub);
  // Without a persistent cache (DOCUSAURUS_NO_PERSISTENT_CACHE, or webpack) nothing is added.
  expect(cacheVersion('/sub/', undefined)).toBeUndefined();
  expect(cacheVersion('/sub/', {cache: true})).toBeUndefined();
  expect(cacheVersion('/sub/', {})).toBeUndefined();
});
