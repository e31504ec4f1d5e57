// Page-shape helpers for the section tests (guards, agentic pages): headings outside code blocks, the
// text of one H2 section, and the sidebar's doc ids and categories.
import fs from 'node:fs';
import path from 'node:path';
import sidebars from '../../sidebars';
import {VERSIONS, type ToolkitVersion} from '../../src/data/versions';
import type {Page} from './content';
import {ROOT} from './site';

/** The page body without fenced code blocks, so `## ` inside code is not read as a heading. */
export function withoutCode(body: string): string {
  return body.replace(/^([ \t]*)```[\s\S]*?^\1```[ \t]*$/gm, '');
}

/** The page's headings of one level, in order. */
export function headings(page: Pick<Page, 'body'>, level: number): string[] {
  const prefix = `${'#'.repeat(level)} `;
  return withoutCode(page.body)
    .split('\n')
    .filter((line) => line.startsWith(prefix))
    .map((line) => line.slice(prefix.length).trim());
}

/** Everything before the first H2 (the summary), or the text of one H2 section up to the next H2. */
export function section(page: Pick<Page, 'body'>, h2: string | null): string {
  const lines = page.body.split('\n');
  const starts = lines.map((line, index) => (line.startsWith('## ') ? index : -1)).filter((i) => i >= 0);
  if (h2 === null) return lines.slice(0, starts[0] ?? lines.length).join('\n');
  const start = lines.findIndex((line) => line.trim() === `## ${h2}`);
  if (start === -1) return '';
  const end = starts.find((i) => i > start) ?? lines.length;
  return lines.slice(start + 1, end).join('\n');
}

export type SidebarItem = string | {type?: string; id?: string; label?: string; items?: SidebarItem[]; link?: {id?: string}};

/** Every doc id a sidebar (or part of one) lists, including category links. */
export function sidebarDocIds(items: unknown): string[] {
  if (typeof items === 'string') return [items];
  if (Array.isArray(items)) return items.flatMap(sidebarDocIds);
  if (items && typeof items === 'object') {
    const item = items as {id?: string; items?: unknown; link?: {id?: string}; type?: string};
    return [
      ...(item.type === 'doc' && item.id ? [item.id] : []),
      ...(item.link?.id ? [item.link.id] : []),
      ...sidebarDocIds(item.items ?? []),
    ];
  }
  return [];
}

/** The category with this label among `items` (top level only), or undefined. */
export function category(items: readonly unknown[], label: string): {label: string; items: unknown[]; link?: {id?: string}} | undefined {
  return items.find(
    (item): item is {label: string; items: unknown[]; link?: {id?: string}} =>
      !!item && typeof item === 'object' && (item as {type?: string}).type === 'category' && (item as {label?: string}).label === label,
  );
}

/** A release's docs sidebar (`md`): sidebars.ts for the newest release, the frozen copy for an archive. */
export function docsSidebarOf(version: ToolkitVersion): unknown[] {
  const {docsVersion} = VERSIONS[version];
  if (docsVersion === 'current') return sidebars.md as unknown[];
  const file = path.join(ROOT, 'versioned_sidebars', `version-${docsVersion}-sidebars.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')).md as unknown[];
}
