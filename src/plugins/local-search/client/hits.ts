/**
 * Turns Pagefind results into the hits the DocSearch modal renders: one hit for the page and one per
 * matching heading, grouped under the section (lvl0). Text is HTML-escaped; only Pagefind's <mark>
 * highlights survive.
 */
import type {PageResult} from './pageText';

export type LocalHit = {
  objectID: string;
  type: 'lvl1' | 'lvl2';
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  content: string | null;
  hierarchy: Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>;
  _highlightResult: unknown;
  _snippetResult: unknown;
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[c]!);
}

/** Pagefind excerpts are already escaped with <mark> added; keep only <mark> and entities, to be safe. */
export function safeExcerpt(excerpt: string): string {
  const marked = excerpt.replace(/<mark>/g, '\u0001').replace(/<\/mark>/g, '\u0002');
  const stripped = marked.replace(/<[^>]*>/g, '').replace(/[<>"']/g, (c) => escapeHtml(c));
  return stripped.replace(/\u0001/g, '<mark>').replace(/\u0002/g, '</mark>');
}

/** Highlights the query words in a plain title (escaped first). */
export function highlight(text: string, terms: string[]): string {
  let html = escapeHtml(text);
  for (const term of terms.filter((t) => t.length >= 2)) {
    const pattern = new RegExp(`(${escapeHtml(term).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`, 'gi');
    html = html.replace(pattern, '<mark>$1</mark>');
  }
  return html;
}

function attribute(value: string) {
  return {value, matchLevel: value.includes('<mark>') ? 'full' : 'none', matchedWords: []};
}

function hierarchyOf(levels: (string | null)[]): LocalHit['hierarchy'] {
  const [lvl0 = null, lvl1 = null, lvl2 = null] = levels;
  return {lvl0, lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
}

function highlightedHierarchy(levels: (string | null)[], terms: string[]) {
  const [lvl0 = '', lvl1 = '', lvl2 = ''] = levels.map((l) => (l ? highlight(l, terms) : ''));
  return {
    lvl0: attribute(lvl0),
    lvl1: attribute(lvl1),
    lvl2: attribute(lvl2),
    lvl3: attribute(''),
    lvl4: attribute(''),
    lvl5: attribute(''),
    lvl6: attribute(''),
  };
}

/** `/docs/page/` and `/docs/page/#a` (how Pagefind names folders) become `/docs/page` and `/docs/page#a`. */
export function cleanUrl(url: string): string {
  return url.replace(/\/(?=#|$)/, (slash, offset: number) => (offset === 0 ? slash : ''));
}

/** A result's section; with `withRelease`, a docs or guides page also names its release ("Guides · v0.2.8"). */
export function sectionOf(page: PageResult, withRelease: boolean): string {
  const section = page.meta.section ?? 'Docs';
  return withRelease && page.meta.release ? `${section} · v${page.meta.release}` : section;
}

/**
 * Hits grouped by section. When the search covers several releases, the section names the release, so
 * the same page of two releases lands in two groups the reader can tell apart. A page whose best match
 * is one of its sections (`page.best`) leads with that section, under the page's title, the way hosted
 * DocSearch shows hierarchy hits; a page whose title is the query leads with the page itself.
 */
export function toHits(pages: PageResult[], terms: string[], withRelease = false, maxHeadingsPerPage = 3): LocalHit[] {
  const groups = rankOrderGroups(pages.map((page) => sectionOf(page, withRelease)));
  return pages.flatMap((page, index) => {
    const section = groups[index]!;
    const title = page.meta.title ?? page.url;
    const pageUrl = cleanUrl(page.url.replace(/#.*$/, ''));
    const pageLevels = [section, title];
    const pageHit: LocalHit = {
      objectID: pageUrl,
      type: 'lvl1',
      url: pageUrl,
      url_without_anchor: pageUrl,
      anchor: null,
      content: null,
      hierarchy: hierarchyOf(pageLevels),
      _highlightResult: {hierarchy: highlightedHierarchy(pageLevels, terms), content: attribute('')},
      _snippetResult: {content: attribute(safeExcerpt(page.excerpt)), hierarchy: highlightedHierarchy(pageLevels, terms)},
    };
    const {best} = page;
    const sections = best ? [best, ...page.sub_results.filter((sub) => sub.url !== best.url)] : page.sub_results;
    const headingHits = sections
      .filter((sub) => sub.anchor?.id && sub.url.includes('#') && (sub === best || sub.title !== title))
      .slice(0, maxHeadingsPerPage)
      .map((sub): LocalHit => {
        const levels = [section, title, sub.title];
        const excerpt = safeExcerpt(sub.excerpt);
        const url = cleanUrl(sub.url);
        return {
          objectID: url,
          type: 'lvl2',
          url,
          url_without_anchor: pageUrl,
          anchor: sub.anchor?.id ?? null,
          content: null,
          hierarchy: hierarchyOf(levels),
          _highlightResult: {hierarchy: highlightedHierarchy(levels, terms), content: attribute(excerpt)},
          _snippetResult: {content: attribute(excerpt), hierarchy: highlightedHierarchy(levels, terms)},
        };
      });
    // A page always has a hit: its best section first, or the page itself.
    return page.best && headingHits.length ? headingHits : [pageHit, ...headingHits];
  });
}

/**
 * The modal (DocSearch) lists hits in groups by section, each group where its first hit ranks. A page
 * of the first result's section would then come before better pages of other sections. So a section
 * whose pages are not consecutive in the ranking gets a new group each time it returns: the same
 * label, made distinct by zero-width spaces (invisible, and skipped by screen readers).
 */
export function rankOrderGroups(sections: readonly string[]): string[] {
  const returns = new Map<string, number>();
  let previous: string | null = null;
  let current = '';
  return sections.map((section) => {
    if (section !== previous) {
      const seen = returns.get(section);
      returns.set(section, seen === undefined ? 0 : seen + 1);
      current = section + '\u200b'.repeat(returns.get(section)!);
      previous = section;
    }
    return current;
  });
}

/** Where a result leads: its best section, or the page. */
export function resultUrl(page: PageResult): string {
  return cleanUrl(page.best?.url ?? page.url);
}
