import {expect, test} from '@playwright/test';
import {FOOTER_ARTICLES, INSTALL_COMMAND, LINKS, SITE, TOOLKIT, TOOLKIT_VERSION} from '../../src/data/site';
import {manifest} from '../support/site';

test('the documented toolkit version is the one in the manifest, pinned in the install command', () => {
  const documented = (manifest as unknown as {toolkit: {documented_version: string}}).toolkit.documented_version;
  expect(TOOLKIT_VERSION).toBe(documented);
  expect(TOOLKIT.version).toBe(TOOLKIT_VERSION);
  expect(INSTALL_COMMAND).toBe(`pip install deepteam==${documented}`);
});

test('site constants and links agree with the manifest', () => {
  expect(SITE.tagline).toBe(manifest.constants.tagline);
  expect(SITE.copyrightYear).toBe(manifest.constants.copyrightYear);
  expect(LINKS.repository).toBe(manifest.links.repository);
  expect(LINKS.communityChat).toBe(manifest.links.community_chat);
  expect(LINKS.newsletter).toBe(manifest.links.newsletter);
  expect(LINKS.editBase).toBe(
    (manifest.links as unknown as {repository_docs_folder_for_edit_links: string})
      .repository_docs_folder_for_edit_links,
  );
  expect(FOOTER_ARTICLES).toEqual(manifest.links.footer_articles);
});
