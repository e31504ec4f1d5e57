declare module '@site-api-reference/render' {
  import type {ApiPageData} from './types';
  /** The entries of a reference page as HTML; null in the browser build (see src/components/ApiReference/noRender.ts). */
  export function renderReferenceBody(data: ApiPageData): string | null;
}
