// Social cards: one 1200x630 PNG per page (title, section, logo and site name, light theme), rendered
// with satori (layout to SVG) and resvg (SVG to PNG). A card is cached by what it shows, so a build
// renders only cards whose title or section changed.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import satori from 'satori';
import {Resvg} from '@resvg/resvg-js';

const require = createRequire(import.meta.url);
export const CARD = {width: 1200, height: 630};
/** Bump when the card's design changes, so cached cards are made again. */
const DESIGN = 2;

const font = (weight) => fs.readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
let fonts;
let logo;

function assets(siteDir) {
  fonts ??= [
    {name: 'Inter', data: font(400), weight: 400, style: 'normal'},
    {name: 'Inter', data: font(700), weight: 700, style: 'normal'},
  ];
  logo ??= `data:image/svg+xml;base64,${fs.readFileSync(path.join(siteDir, 'static', 'img', 'logo-light.svg')).toString('base64')}`;
  return {fonts, logo};
}

const h = (type, style, children) => ({type, props: {style, children}});

/** The card's layout, as satori's element tree. */
function layout({title, section, site, host}, logoUri) {
  const size = title.length > 70 ? 56 : title.length > 40 ? 66 : 76;
  return h(
    'div',
    {
      // Satori sizes the content box: the padding and the top border come on top of these.
      width: CARD.width - 2 * 72,
      height: CARD.height - 2 * 56 - 16,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '56px 72px',
      background: '#ffffff',
      borderTop: '16px solid #4b32c3',
      fontFamily: 'Inter',
      color: '#1c1e21',
    },
    [
      h('div', {display: 'flex', alignItems: 'center', gap: '20px'}, [
        {type: 'img', props: {src: logoUri, width: 72, height: 72}},
        h('div', {fontSize: 40, fontWeight: 700, color: '#1c1e21'}, site),
        h('div', {fontSize: 26, color: '#525860', marginLeft: 'auto'}, host),
      ]),
      h('div', {display: 'flex', flexDirection: 'column', gap: '20px'}, [
        h('div', {fontSize: 30, fontWeight: 700, color: '#4b32c3', textTransform: 'uppercase', letterSpacing: '2px'}, section),
        h('div', {fontSize: size, fontWeight: 700, lineHeight: 1.15, maxWidth: '1050px'}, title),
      ]),
    ],
  );
}

export async function renderCard(card, siteDir) {
  const {fonts: data, logo: logoUri} = assets(siteDir);
  const svg = await satori(layout(card, logoUri), {...CARD, fonts: data});
  return new Resvg(svg, {fitTo: {mode: 'width', value: CARD.width}}).render().asPng();
}

/** The PNG for a card, from the cache when the same card was made before. */
export async function cardPng(card, {siteDir, cacheDir, stats}) {
  const key = crypto.createHash('sha256').update(JSON.stringify([DESIGN, card])).digest('hex').slice(0, 20);
  const cached = path.join(cacheDir, `${key}.png`);
  if (fs.existsSync(cached)) {
    stats.cached += 1;
    return fs.readFileSync(cached);
  }
  const png = await renderCard(card, siteDir);
  fs.mkdirSync(cacheDir, {recursive: true});
  fs.writeFileSync(cached, png);
  stats.rendered += 1;
  return png;
}

/** Points a page's og:image and twitter:image at its card. */
export function withCard(html, imageUrl) {
  return html
    .replace(/(<meta[^>]+property=["']?og:image["']?[^>]+content=)("[^"]*"|[^\s>]+)/, `$1"${imageUrl}"`)
    .replace(/(<meta[^>]+name=["']?twitter:image["']?[^>]+content=)("[^"]*"|[^\s>]+)/, `$1"${imageUrl}"`);
}
