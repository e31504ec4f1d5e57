/**
 * The fence languages ./highlight tokenises; any other language renders as plain text. Every fence
 * language in the content is one of these, `text` or `mermaid` (tests/content/pages.test.ts).
 */
export const HIGHLIGHTED_LANGUAGES = ['python', 'bash', 'yaml', 'json'] as const;
