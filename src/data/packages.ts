/**
 * The versions of other packages the guides were checked against, read from each package's source at
 * that release tag. Every install line, requirements file and "checked against" sentence of a current
 * page that names one of these packages with a version must name this one
 * (tests/content/patterns.test.ts), so two guides never pin the same SDK differently.
 */
export const PACKAGE_PINS = {
  // The last 2.x release: 3.0.0 made HTTPX2 the default and no longer installs httpx. Needs Python 3.10+.
  // deepeval 3.7.4 calls client.beta.chat.completions.parse, which 2.54.0 serves (resources/beta/beta.py:97).
  openai: '2.54.0',
  anthropic: '0.121.0',
  // deepeval 3.7.4 declares google-genai ^1.9.0, so the 1.x line.
  'google-genai': '1.75.0',
  mistralai: '2.5.1',
  'mistral-common': '1.11.7',
  ollama: '0.6.2',
  fastapi: '0.141.1',
  uvicorn: '0.35.0',
  httpx: '0.28.1',
  transformers: '4.57.1',
  // Loads the Aegis and BeaverTails datasets (not a DeepTeam dependency). Needs Python 3.10+ (setup.py:263);
  // HF_DATASETS_OFFLINE is read at src/datasets/config.py:214-216.
  datasets: '5.0.1',
  torch: '2.8.0',
} as const satisfies Record<string, string>;
export type PinnedPackage = keyof typeof PACKAGE_PINS;
