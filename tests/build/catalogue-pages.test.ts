// Every catalogue page as served: its at-a-glance card and its parameters table come from the catalogue
// data (src/data). Checked over the HTML of the build, where they are rendered; the browser tests
// keep one page of each kind at both widths (catalogue.spec.ts, attacks.spec.ts).
import {expect, test} from '@playwright/test';
import {contentPages, type BuiltPage} from '../support/build';
import {VULNERABILITIES} from '../../src/data/vulnerabilities';
import {ATTACKS} from '../../src/data/attacks';

const pages = new Map(contentPages().map((page) => [page.route, page]));
/** Text of an element, with whitespace collapsed the way a reader sees it. */
const text = (page: BuiltPage, selector: string) => page.$(selector).text().replace(/\s+/g, ' ').trim();

type Entry = {pageId: string; className: string; importStatement: string; parameters: readonly unknown[]; expected: string[]};

const entries: Entry[] = [
  ...VULNERABILITIES.map((v) => ({...v, expected: [v.importStatement, v.riskCategory]})),
  ...ATTACKS.filter((a) => a.pageId).map((a) => ({
    pageId: a.pageId!,
    className: a.className,
    importStatement: a.importStatement,
    parameters: a.parameters,
    expected: [a.importStatement, `weight=${a.defaultWeight}`, a.cost.source],
  })),
];

test('there is a page for every catalogue entry with a page', () => {
  expect(entries.length).toBeGreaterThan(40);
  expect(entries.filter((entry) => !pages.has(`/docs/${entry.pageId}`)).map((entry) => entry.pageId)).toEqual([]);
});

for (const entry of entries) {
  test(`${entry.pageId} serves its at-a-glance card and parameters from the catalogue`, () => {
    const page = pages.get(`/docs/${entry.pageId}`)!;
    const card = `section[aria-label="${entry.className} at a glance"]`;
    expect(page.$(card), 'the card').toHaveLength(1);
    const cardText = text(page, card);
    for (const expected of entry.expected) expect(cardText, `the card says ${expected}`).toContain(expected.replace(/\s+/g, ' '));
    const rows = page.$(`[role="region"][aria-label="${entry.className} parameters"] tbody tr`);
    expect(rows, 'one parameter row per parameter').toHaveLength(entry.parameters.length);
  });
}
