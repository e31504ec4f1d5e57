// The server build's `@site-code-highlight/server`: code blocks are highlighted while pages are rendered.
export {highlightToHtml as highlightOnServer} from '../../theme/CodeBlock/Content/highlight';
