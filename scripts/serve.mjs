#!/usr/bin/env node
// Serves the production build the way a good static host does, for `npm run serve` and the e2e tests:
// clean URLs, `.html` and `/index.html` redirected to the clean path, the not-found page with HTTP 404,
// malformed percent-encoding answered with 400 and the not-found page, and files kept inside build/.
// Like a configured host it sends the build's security headers (build/security-headers.json, with the
// Content-Security-Policy), the precompressed .br/.gz sibling a request accepts, immutable caching for
// hashed assets/ and revalidation (ETag) for everything else.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';


const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pagefind': 'application/octet-stream',
};

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

function normaliseBase(value) {
  const trimmed = (value ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

// `--dir` serves another build folder (scripts/bench-pages.mjs serves the previous commit's build).
const root = path.resolve(option('dir', path.join(fileURLToPath(new URL('..', import.meta.url)), 'build')));
const port = Number(option('port', process.env.PORT ?? '3000'));
const host = option('host', '127.0.0.1');
const baseUrl = normaliseBase(option('base-url', process.env.BASE_URL));

function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The security headers the build wrote for hosts; none when the build predates them. */
function loadSecurityHeaders() {
  const file = path.join(root, 'security-headers.json');
  return isFile(file) ? JSON.parse(fs.readFileSync(file, 'utf8')).headers : {};
}
const securityHeaders = loadSecurityHeaders();
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

/** The best precompressed sibling the request accepts: [suffix, encoding] or null. */
function pickEncoding(req, file) {
  const accepted = String(req.headers['accept-encoding'] ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.split('=')[1]) > 0)
    .map(([name]) => name.toLowerCase());
  for (const [suffix, encoding] of [['.br', 'br'], ['.gz', 'gzip']]) {
    if (accepted.includes(encoding) && isFile(file + suffix)) return [suffix, encoding];
  }
  return null;
}

function send(req, res, status, file, method) {
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  const stat = fs.statSync(file);
  const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const hashedAsset = status === 200 && file.startsWith(path.join(root, 'assets') + path.sep);
  const headers = {
    ...securityHeaders,
    'content-type': type,
    'cache-control': hashedAsset ? IMMUTABLE : REVALIDATE,
    vary: 'Accept-Encoding',
  };
  const encoded = pickEncoding(req, file);
  // One entity tag per representation, so a cache never mixes compressed and plain bodies.
  if (status === 200) headers.etag = encoded ? etag.replace(/"$/, `-${encoded[1]}"`) : etag;
  if (status === 200 && req.headers['if-none-match'] === headers.etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const body = fs.readFileSync(encoded ? file + encoded[0] : file);
  if (encoded) headers['content-encoding'] = encoded[1];
  headers['content-length'] = body.length;
  res.writeHead(status, headers);
  res.end(method === 'HEAD' ? undefined : body);
}

function notFound(req, res, status, method) {
  const page = path.join(root, '404.html');
  if (isFile(page)) {
    send(req, res, status, page, method);
  } else {
    res.writeHead(status, {'content-type': 'text/plain; charset=utf-8'});
    res.end('Not found');
  }
}

function redirect(res, location) {
  res.writeHead(301, {...securityHeaders, location});
  res.end();
}

/** Finds the file for a decoded site path, or null. Never leaves the build folder. */
function resolveFile(sitePath) {
  const candidates = [sitePath, path.join(sitePath, 'index.html'), `${sitePath.replace(/\/$/, '')}.html`];
  for (const candidate of candidates) {
    const file = path.resolve(root, `.${path.posix.normalize(`/${candidate}`)}`);
    if (file.startsWith(root + path.sep) && isFile(file)) {
      return file;
    }
  }
  return null;
}

const server = http.createServer((req, res) => {
  const method = req.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') {
    res.writeHead(405, {allow: 'GET, HEAD'});
    res.end();
    return;
  }
  const url = req.url ?? '/';
  const queryAt = url.search(/[?#]/);
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);

  if (`${rawPath}/` === baseUrl) {
    redirect(res, baseUrl + query);
    return;
  }
  if (!rawPath.startsWith(baseUrl)) {
    notFound(req, res, 404, method);
    return;
  }

  // Clean URLs: /a/index.html and /a.html both become /a (the site root keeps its slash).
  const clean = rawPath.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (clean !== rawPath && !rawPath.endsWith('/404.html')) {
    const target = clean.length > baseUrl.length ? clean.replace(/\/$/, '') : baseUrl;
    redirect(res, target + query);
    return;
  }

  let sitePath;
  try {
    sitePath = decodeURIComponent(rawPath.slice(baseUrl.length));
  } catch {
    notFound(req, res, 400, method);
    return;
  }
  if (sitePath.includes('\0')) {
    notFound(req, res, 400, method);
    return;
  }

  const file = resolveFile(sitePath);
  if (file) {
    send(req, res, 200, file, method);
  } else {
    notFound(req, res, 404, method);
  }
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}${baseUrl}`);
});
