// The privacy stories (src/data/privacy.ts): every deepeval range they print comes from the facts of
// src/data/deepeval.ts, through a `{deepeval:fact-id}` placeholder or the item's `deepeval` field, never
// from a version typed into the text; each story has items with unique ids.
import {expect, test} from '@playwright/test';
import {DEEPEVAL_FACTS} from '../../src/data/deepeval';
import {placeholderFacts, resolveStoryText, STORIES, type StoryItem} from '../../src/data/privacy';

/** Problems with one story item's texts: unknown facts, versions typed by hand, placeholders left over. */
function itemProblems(item: StoryItem): string[] {
  const problems: string[] = [];
  for (const text of [item.label, item.text]) {
    for (const id of placeholderFacts(text)) if (!(id in DEEPEVAL_FACTS)) problems.push(`${item.id}: unknown fact ${id}`);
    const bare = text.replace(/\{deepeval:[\w-]+\}/g, '');
    for (const m of bare.matchAll(/\bdeepeval\s+v?\d+\.\d+(?:\.(?:\d+|x))?\b|\b\d+\.\d+\.(?:\d+|x)\b/g)) problems.push(`${item.id}: types a version: ${m[0]}`);
    if (/[{}]/.test(bare)) problems.push(`${item.id}: stray brace`);
  }
  if (item.deepeval && !(item.deepeval in DEEPEVAL_FACTS)) problems.push(`${item.id}: unknown fact ${item.deepeval}`);
  return problems;
}

const items = Object.values(STORIES).flatMap((stories) => [...stories!.uploadKeySources, ...stories!.keepRunLocal, ...stories!.telemetry]);

test('story texts name deepeval ranges only through facts, and every placeholder resolves', () => {
  expect(items.length).toBeGreaterThan(10);
  expect(items.flatMap(itemProblems)).toEqual([]);
  for (const item of items) {
    expect(resolveStoryText(item.text), item.id).not.toMatch(/\{deepeval:/);
    expect(resolveStoryText(item.label), item.id).not.toMatch(/\{deepeval:/);
  }
});

test('each story of each release has items with unique ids', () => {
  for (const [release, stories] of Object.entries(STORIES)) {
    for (const [name, list] of Object.entries(stories!)) {
      expect(list.length, `${release} ${name}`).toBeGreaterThan(2);
      expect(new Set(list.map((item: StoryItem) => item.id)).size, `${release} ${name}`).toBe(list.length);
    }
  }
});

test('placeholders render as the fact ranges', () => {
  expect(resolveStoryText('read in {deepeval:api-key-alias} only')).toBe('read in deepeval 3.6.2 to 3.9.8 only');
  expect(resolveStoryText('no placeholder')).toBe('no placeholder');
});

test('the story checks catch planted errors', () => {
  expect(() => resolveStoryText('in {deepeval:no-such-fact}')).toThrow(/Unknown deepeval fact "no-such-fact"/);
  expect(itemProblems({id: 'typed', label: 'L', text: 'Only in deepeval 3.6.2 and 3.7.x.'})).toEqual([
    'typed: types a version: deepeval 3.6.2',
    'typed: types a version: 3.7.x',
  ]);
  expect(itemProblems({id: 'minor', label: 'L', text: 'From deepeval 3.7 on.'})).toEqual(['minor: types a version: deepeval 3.7']);
  expect(itemProblems({id: 'unknown', label: 'L', text: 'In {deepeval:nope}.'})).toEqual(['unknown: unknown fact nope']);
  expect(itemProblems({id: 'brace', label: 'L', text: 'In {deepeval api-key-alias}.'})).toEqual(['brace: stray brace']);
  expect(itemProblems({id: 'fine', label: 'L', text: 'In {deepeval:api-key-alias}, see `red_teamer.py:135-148`.'})).toEqual([]);
});
