import {expect, test} from '@playwright/test';
import {FOOTER_ARTICLES, INSTALL_COMMAND, LINKS, SITE, TOOLKIT, TOOLKIT_VERSION} from '../../src/data/site';
import {DEFAULT_VERSION, TOOLKIT_VERSIONS, VERSIONS} from '../../src/data/versions';
import {DEEPEVAL_PINS} from '../../src/data/deepeval';
import {manifest} from '../support/site';
import {markdownPath} from '../../src/components/CopyPage/markdownPath';

test('the documented toolkit version is the default release, pinned in the install command; the manifest’s release is kept', () => {
  const {release} = VERSIONS[DEFAULT_VERSION];
  expect(TOOLKIT_VERSION).toBe(release);
  expect(TOOLKIT.version).toBe(TOOLKIT_VERSION);
  expect(INSTALL_COMMAND).toBe(`pip install deepteam==${release} deepeval==${DEEPEVAL_PINS.recommended.version}`);
  // The manifest names the release the site documented first; it stays documented, as an archive.
  const documented = (manifest as unknown as {toolkit: {documented_version: string}}).toolkit.documented_version;
  expect(TOOLKIT_VERSIONS.map((version) => VERSIONS[version].release)).toContain(documented);
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

test("a page's Markdown twin is its path plus .md, and the site root's is index.md", () => {
  expect(markdownPath('/docs/getting-started', '/')).toBe('/docs/getting-started.md');
  expect(markdownPath('/docs/getting-started/', '/')).toBe('/docs/getting-started.md');
  expect(markdownPath('/', '/')).toBe('/index.md');
  expect(markdownPath('/sub/', '/sub/')).toBe('/sub/index.md');
  expect(markdownPath('/sub', '/sub/')).toBe('/sub/index.md');
  expect(markdownPath('/sub/blog/post', '/sub/')).toBe('/sub/blog/post.md');
});
