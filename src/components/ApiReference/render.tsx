// `@site-api-reference/render` in the server build (and in `npm start`, which has no server render): the
// entries of a reference page as HTML (./Body.tsx). The browser build of the site gets ./noRender.ts.
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import type {ApiPageData} from '@site/src/plugins/api-reference/types';
import Body from './Body';

export function renderReferenceBody(data: ApiPageData): string | null {
  return data.sections ? renderToStaticMarkup(<Body data={data} />) : null;
}
