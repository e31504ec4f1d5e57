#!/usr/bin/env node
// Markdown of every page, llms.txt files and robots.txt, from a finished build:
// `node build.mjs <buildDir> <input.json>` (input: src/plugins/machine-docs/index.ts, MachineDocsInput).
import fs from 'node:fs';
import path from 'node:path';
import {htmlToMarkdown, pageFacts} from './markdown.mjs';
import {cardPng, withCard} from './cards.mjs';

const [buildDir, inputFile] = process.argv.slice(2);
if (!buildDir || !inputFile) {
  console.error('usage: build.mjs <buildDir> <input.json>');
  process.exit(2);
}
const started = process.hrtime.bigint();
const input = JSON.parse(fs.readFileSync(inputFile, 'utf8'));
const origin = new URL(input.url).origin;
const absolute = (sitePath) => `${input.url.replace(/\/$/, '')}${sitePath}`;

/** The sitemap's routes (with the base URL), e.g. /docs/getting-started. */
const routes = [...fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (match) => new URL(match[1]).pathname,
);

/** Where a route's HTML and Markdown live in the build. */
function filesFor(route) {
  const relative = route.slice(input.baseUrl.length).replace(/\/$/, '');
  return {
    html: path.join(buildDir, relative, 'index.html'),
    markdown: path.join(buildDir, relative ? `${relative}.md` : 'index.md'),
    markdownUrl: relative ? `${input.baseUrl}${relative}.md` : `${input.baseUrl}index.md`,
    card: path.join(buildDir, 'img', 'social', `${relative || 'index'}.png`),
    cardUrl: absolute(`${input.baseUrl}img/social/${relative || 'index'}.png`),
  };
}

const pages = new Map();
for (const route of routes) {
  const files = filesFor(route);
  if (!fs.existsSync(files.html)) throw new Error(`machine-docs: the sitemap lists ${route} but the build has no ${files.html}`);
  const html = fs.readFileSync(files.html, 'utf8');
  const facts = pageFacts(html);
  const release = input.releases[facts.docsVersion ?? '']?.release ?? (route.startsWith(`${input.baseUrl}blog`) ? input.blogRelease : input.defaultRelease);
  const body = htmlToMarkdown(html, {origin});
  const frontMatter = [
    '---',
    `title: ${JSON.stringify(facts.title)}`,
    `description: ${JSON.stringify(facts.description)}`,
    `url: ${JSON.stringify(facts.canonical ?? absolute(route))}`,
    `toolkit_version: ${JSON.stringify(release)}`,
    '---',
    '',
  ].join('\n');
  const markdown = `${frontMatter}\n${body.trim()}\n`;
  fs.mkdirSync(path.dirname(files.markdown), {recursive: true});
  fs.writeFileSync(files.markdown, markdown);
  pages.set(route, {...facts, route, release, markdown, markdownUrl: files.markdownUrl, files, html});
}

// Social cards: the page's title and section, cached by content between builds.
const host = new URL(input.url).host.replace(/^www\./, '');
const cardStats = {rendered: 0, cached: 0};
const cardStarted = process.hrtime.bigint();
const sectionOf = (page) => {
  const within = page.route.slice(input.baseUrl.length);
  if (within.startsWith('docs')) return `Docs · ${input.title} ${page.release}`;
  if (within.startsWith('guides')) return `Guides · ${input.title} ${page.release}`;
  if (within.startsWith('blog')) return 'Blog';
  return `${input.title} ${input.defaultRelease}`;
};
const cardOptions = {siteDir: input.siteDir, cacheDir: input.cardCacheDir, stats: cardStats};
for (const page of pages.values()) {
  const png = await cardPng({title: page.title, section: sectionOf(page), site: input.title, host}, cardOptions);
  fs.mkdirSync(path.dirname(page.files.card), {recursive: true});
  fs.writeFileSync(page.files.card, png);
  fs.writeFileSync(page.files.html, withCard(page.html, page.files.cardUrl));
}
// The default card, for pages without their own (the not-found page, redirects).
fs.writeFileSync(path.join(buildDir, 'img', 'social-card.png'), await cardPng({title: input.tagline, section: `${input.title} ${input.defaultRelease}`, site: input.title, host}, cardOptions));
const cardMs = Number(process.hrtime.bigint() - cardStarted) / 1e6;

const sectionsOf = (versionName) => input.order[versionName] ?? [];
const summaryOf = (label, release, archive, install) =>
  archive
    ? `Archived documentation of ${input.title} ${release}, the open-source toolkit for red-teaming and guarding applications built on large language models. The current docs are at ${absolute(`${input.baseUrl}llms.txt`)}.`
    : `${input.title} is an open-source toolkit that red-teams and guards applications built on large language models: it simulates attacks on your app, judges the replies and reports the risks. These docs describe ${input.title} ${release} (${install}).`;

/** The llms.txt of one docs version: title, summary, then each section's pages as Markdown links. */
function llmsTxt(versionName, archive) {
  const {label, release, install} = input.releases[versionName];
  const lines = [`# ${input.title}`, '', `> ${summaryOf(label, release, archive, install)}`, ''];
  for (const section of sectionsOf(versionName)) {
    const listed = section.permalinks.filter((link) => pages.has(link));
    if (listed.length === 0) continue;
    lines.push(`## ${section.name}`, '');
    for (const link of listed) {
      const page = pages.get(link);
      lines.push(`- [${page.title.replace(/[[\]]/g, '')}](${origin}${page.markdownUrl}): ${page.description}`);
    }
    lines.push('');
  }
  const others = Object.entries(input.releases).filter(([name]) => name !== versionName);
  if (others.length) {
    lines.push('## Optional', '');
    for (const [name, other] of others) {
      const file = other.isDefault ? 'llms.txt' : `llms-${other.label}.txt`;
      lines.push(`- [${input.title} ${other.release} docs](${absolute(`${input.baseUrl}${file}`)}): the ${other.isDefault ? 'current' : 'archived'} release's pages.`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** Every docs and guides page of a version in sidebar order, each page's Markdown after a rule. */
function llmsFullTxt(versionName) {
  const {release, install} = input.releases[versionName];
  const parts = [`# ${input.title} ${release}: docs and guides`, '', `> ${summaryOf('', release, false, install)}`, ''];
  for (const section of sectionsOf(versionName).filter((s) => s.name !== 'Blog')) {
    for (const link of section.permalinks) {
      const page = pages.get(link);
      if (page) parts.push('---', '', page.markdown.replace(/^---\n[\s\S]*?\n---\n\n?/, `Source: ${origin}${page.markdownUrl}\n\n`), '');
    }
  }
  return parts.join('\n');
}

const written = [];
for (const [versionName, release] of Object.entries(input.releases)) {
  const suffix = release.isDefault ? '' : `-${release.label}`;
  fs.writeFileSync(path.join(buildDir, `llms${suffix}.txt`), llmsTxt(versionName, !release.isDefault));
  fs.writeFileSync(path.join(buildDir, `llms-full${suffix}.txt`), llmsFullTxt(versionName));
  written.push(`llms${suffix}.txt`, `llms-full${suffix}.txt`);
}
fs.writeFileSync(path.join(buildDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${absolute(`${input.baseUrl}sitemap.xml`)}\n`);

const ms = Number(process.hrtime.bigint() - started) / 1e6;
console.log(
  `[machine-docs] ${pages.size} Markdown pages, ${written.join(', ')}, robots.txt; ${pages.size + 1} social cards ` +
    `(${cardStats.rendered} rendered, ${cardStats.cached} cached) in ${cardMs.toFixed(0)} ms; ${ms.toFixed(0)} ms in all`,
);
