import {expect, test} from '@playwright/test';
import {normaliseBaseUrl, readSiteEnv} from '../../src/config/siteEnv';
import {analyticsPlugins, gtagOptions} from '../../src/config/analytics';

const DEFAULT_URL = 'https://www.trydeepteam.com';

test('defaults: the public site at the root, no analytics', () => {
  const env = readSiteEnv({}, DEFAULT_URL);
  expect(env).toEqual({
    url: DEFAULT_URL,
    baseUrl: '/',
    gtagId: undefined,
    plausibleDomain: undefined,
    plausibleScriptSrc: 'https://plausible.io/js/script.manual.js',
  });
  expect(gtagOptions(env)).toBeUndefined();
  expect(analyticsPlugins(env)).toEqual([]);
});

test('SITE_URL and BASE_URL move the site, with slashes normalised', () => {
  const env = readSiteEnv({SITE_URL: 'https://docs.example.com/', BASE_URL: 'deepteam'}, DEFAULT_URL);
  expect(env.url).toBe('https://docs.example.com');
  expect(env.baseUrl).toBe('/deepteam/');
});

test('normaliseBaseUrl accepts every spelling of a sub-path', () => {
  expect(normaliseBaseUrl(undefined)).toBe('/');
  expect(normaliseBaseUrl('')).toBe('/');
  expect(normaliseBaseUrl('  ')).toBe('/');
  expect(normaliseBaseUrl('/')).toBe('/');
  expect(normaliseBaseUrl('docs')).toBe('/docs/');
  expect(normaliseBaseUrl('/docs')).toBe('/docs/');
  expect(normaliseBaseUrl('docs/')).toBe('/docs/');
  expect(normaliseBaseUrl('//a/b//')).toBe('/a/b/');
});

test('blank analytics variables count as unset', () => {
  const env = readSiteEnv({GTAG_ID: ' ', PLAUSIBLE_DOMAIN: ''}, DEFAULT_URL);
  expect(gtagOptions(env)).toBeUndefined();
  expect(analyticsPlugins(env)).toEqual([]);
});

test('GTAG_ID turns on the Google tag without IP anonymisation', () => {
  const env = readSiteEnv({GTAG_ID: 'G-TEST123'}, DEFAULT_URL);
  expect(gtagOptions(env)).toEqual({trackingID: 'G-TEST123', anonymizeIP: false});
  expect(analyticsPlugins(env)).toEqual([]);
});

test('PLAUSIBLE_DOMAIN turns on the Plausible plugin, with an optional self-hosted script', () => {
  const env = readSiteEnv(
    {PLAUSIBLE_DOMAIN: 'trydeepteam.com', PLAUSIBLE_SCRIPT_SRC: 'https://stats.example.com/js/script.manual.js'},
    DEFAULT_URL,
  );
  expect(analyticsPlugins(env)).toEqual([
    [
      './src/plugins/plausible/index.ts',
      {domain: 'trydeepteam.com', scriptSrc: 'https://stats.example.com/js/script.manual.js'},
    ],
  ]);
  expect(gtagOptions(env)).toBeUndefined();
});
