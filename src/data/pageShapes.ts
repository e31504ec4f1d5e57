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

/**
 * A job guide (STYLE.md, "Guide"): who it is for and what they will have, then these H2 headings. The
 * steps between "Before you start" and "What the run costs" are the guide's own, each ending in a titled
 * file of the project.
 */
export const GUIDE_SHAPE = {
  first: 'Before you start',
  last: ['What the run costs', 'Reading the results', 'Troubleshooting', 'Next steps'],
} as const;

export type PageKind = keyof typeof PAGE_SHAPES;
