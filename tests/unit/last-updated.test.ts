// The hand-written last-update date must read exactly as the theme's Intl formatter would.
import {expect, test} from '@playwright/test';
import {formatLastUpdated} from '../../src/theme/LastUpdated/format';

test('the last-update date matches Intl.DateTimeFormat in English, in UTC', () => {
  const intl = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
  const dates = [
    Date.UTC(2026, 10, 22, 23, 59, 59),
    Date.UTC(2025, 0, 1, 0, 0, 0),
    Date.UTC(2024, 1, 29, 12, 0, 0),
    ...Array.from({length: 12}, (_, month) => Date.UTC(2026, month, 9, 7)),
  ];
  for (const timestamp of dates) expect(formatLastUpdated(timestamp)).toBe(intl.format(timestamp));
});
