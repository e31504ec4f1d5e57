// Self-hosted fonts and the KaTeX stylesheet, bundled from npm packages so that no page
// requests a third-party host (README: "Works offline").
import '@fontsource-variable/inter/wght.css';
import '@fontsource/jetbrains-mono/400.css';
import '@fontsource/jetbrains-mono/600.css';
import 'katex/dist/katex.min.css';
