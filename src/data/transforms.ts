/**
 * The three attacks of DeepTeam 0.2.8 that rewrite a probe without a model, reimplemented so pages can
 * show (at build time) and readers can try (in the browser) exactly what the attack sends.
 * tests/unit/transforms.test.ts checks them against outputs of the Python source.
 */

/** `Base64.enhance`: `base64.b64encode(attack.encode()).decode()` (deepteam/attacks/single_turn/base64/base64.py:11). */
export function base64Encode(text: string): string {
  // Python's str.encode() is UTF-8; the standard alphabet with `=` padding, no line breaks.
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** `ROT13.enhance`: a translate table over A–Z and a–z only (deepteam/attacks/single_turn/rot13/rot13.py:10-15). */
export function rot13(text: string): string {
  return text.replace(/[A-Za-z]/g, (char) => {
    const base = char <= 'Z' ? 65 : 97;
    return String.fromCharCode(((char.charCodeAt(0) - base + 13) % 26) + base);
  });
}

/** The substitution table of `Leetspeak.enhance` (deepteam/attacks/single_turn/leetspeak/leetspeak.py:10-25). */
export const LEET_MAP: Readonly<Record<string, string>> = {
  a: '4',
  e: '3',
  i: '1',
  o: '0',
  s: '5',
  t: '7',
  l: '1',
  A: '4',
  E: '3',
  I: '1',
  O: '0',
  S: '5',
  T: '7',
  L: '1',
};

/** `Leetspeak.enhance`: one lookup per character, others unchanged (leetspeak.py:26). */
export function leetspeak(text: string): string {
  return Array.from(text, (char) => LEET_MAP[char] ?? char).join('');
}

/** Catalogue ids of the attacks with a deterministic transform. */
export const TRANSFORMS = {
  'base64-encoding': base64Encode,
  'rot13-encoding': rot13,
  leetspeak,
} as const satisfies Record<string, (text: string) => string>;

export type TransformId = keyof typeof TRANSFORMS;

export function isTransformId(id: string): id is TransformId {
  return Object.prototype.hasOwnProperty.call(TRANSFORMS, id);
}

/** Looks up a transform; throws with the list of ids, so a typo in an MDX page fails the build. */
export function getTransform(id: string): (text: string) => string {
  if (!isTransformId(id)) {
    throw new Error(`No deterministic transform for attack id "${id}". Known: ${Object.keys(TRANSFORMS).join(', ')}`);
  }
  return TRANSFORMS[id];
}
