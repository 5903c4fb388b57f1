import { readFile } from 'node:fs/promises';
import type { Session } from 'electron';
import { APP_SCHEME, mimeType, resolveBundleFile } from './app-protocol';

// Electron side of app://bundle: reads the built renderer (asar-aware fs) and answers with the CSP header.

export function serveBundle(ses: Session, rendererRoot: string, contentSecurityPolicy: string): void {
  ses.protocol.handle(APP_SCHEME, async (request) => {
    const file = resolveBundleFile(rendererRoot, request.url);
    if (file.kind === 'forbidden') return new Response('Forbidden', { status: 403 });
    try {
      const body = await readFile(file.path);
      const headers: Record<string, string> = {
        'Content-Type': mimeType(file.path),
        'X-Content-Type-Options': 'nosniff',
      };
      if (file.kind === 'spa' || file.path.endsWith('.html'))
        headers['Content-Security-Policy'] = contentSecurityPolicy;
      return new Response(body, { status: 200, headers });
    } catch {
      return new Response('Not found', { status: 404 });
    }
  });
}
