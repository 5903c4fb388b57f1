import { extname, resolve, sep } from 'node:path';

// The renderer is served from a privileged custom scheme (app://bundle/...) instead of file://:
// it gets a real origin for the IPC sender check and the CSP, path routing (/info/betlist) works in
// pop-ups, and file:// keeps no extra privileges (the GrantFileProtocolExtraPrivileges fuse is off).

export const APP_SCHEME = 'app';
const APP_HOST = 'bundle';
export const APP_BASE_URL = `${APP_SCHEME}://${APP_HOST}/`;

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
};

export function mimeType(path: string): string {
  return MIME[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

export type BundleFile =
  { kind: 'file'; path: string } | { kind: 'spa'; path: string } | { kind: 'forbidden' };

/**
 * Maps a request URL of the app scheme to a file under the renderer root. A path with an extension is
 * a bundle asset; anything else is a client-side route and gets index.html (history API fallback).
 * Paths escaping the root (`..`, encoded or not) are refused.
 */
export function resolveBundleFile(rendererRoot: string, requestUrl: string): BundleFile {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return { kind: 'forbidden' };
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return { kind: 'forbidden' };
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return { kind: 'forbidden' };
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return { kind: 'forbidden' };
  const root = resolve(rendererRoot);
  const indexPath = resolve(root, 'index.html');
  if (extname(pathname) === '') return { kind: 'spa', path: indexPath };
  const file = resolve(root, `.${pathname}`);
  if (!file.startsWith(root + sep)) return { kind: 'forbidden' };
  return { kind: 'file', path: file };
}
