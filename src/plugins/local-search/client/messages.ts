/** What the modal and the /search page say when the search index cannot be loaded. */
export type IndexError = {readonly title: string; readonly help: string};

/** In production the index is part of the build, so a failure is the network's. */
export const UNREACHABLE_INDEX: IndexError = {
  title: 'Unable to fetch results',
  help: 'You might want to check your network connection.',
};

/** `npm start` has no postBuild step: the index exists only once `npm run build` has made one. */
export const NO_DEV_INDEX: IndexError = {
  title: 'No search index yet',
  help: 'The search index is created by npm run build. Build once, then restart npm start.',
};

export function indexError(dev: boolean): IndexError {
  return dev ? NO_DEV_INDEX : UNREACHABLE_INDEX;
}
