import type {CallCount} from '@site/src/data/attacks/define';

/** "0", "3" or "3–9": a call count as readers see it. */
export function formatRange({min, max}: CallCount): string {
  return min === max ? String(min) : `${min}–${max}`;
}
