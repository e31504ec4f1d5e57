import type {ClientModule} from '@docusaurus/types';

type PlausibleFn = (event: string, options?: {u?: string}) => void;

declare global {
  interface Window {
    plausible?: PlausibleFn;
  }
}

/** Sends one page-view per route change where the path, query or hash changed. */
const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    const changed =
      !previousLocation ||
      location.pathname !== previousLocation.pathname ||
      location.search !== previousLocation.search ||
      location.hash !== previousLocation.hash;
    if (changed) {
      window.plausible?.('pageview', {u: window.location.href});
    }
  },
};

export default clientModule;
