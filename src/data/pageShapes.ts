/**
 * The H2 headings each kind of page has, in order (STYLE.md "Page shapes"). Tests check every page of
 * a kind against its shape.
 */
export const PAGE_SHAPES = {
  vulnerability: ['At a glance', 'Usage', 'Parameters', 'Types', 'How it is scored', 'Mitigations', 'Related'],
  attack: ['How it works', 'Example', 'Usage', 'Parameters', 'When to use it and its limits', 'Related'],
  guard: ['What it catches', 'Usage', 'Parameters', 'Result', 'Example', 'Related'],
  concept: [
    'How it shows up in agents',
    'How to test it with DeepTeam today',
    'What a resilient agent does',
    'Mitigations',
    'Related',
  ],
} as const satisfies Record<string, readonly string[]>;

export type PageKind = keyof typeof PAGE_SHAPES;
