import { Alert, Button } from 'antd';
import { Component, Suspense, lazy, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LAZY_CHUNK_TIMEOUT_MS } from '@shared/constants';
import { FullPageSpinner } from './FullPageSpinner';

/** Rejects when the chunk has not arrived in time (RULES.md section 9: 120 s), so the player is not left waiting. */
function withTimeout<T>(load: () => Promise<T>, timeoutMs = LAZY_CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('chunk load timed out')), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Where a window notes the page it reloaded for a failed chunk (sessionStorage outlives the reload). */
const CHUNK_RELOAD_KEY = 'sb.chunkReload';

/**
 * Tries a failed chunk once more by reloading the window, once per page and window: the browser remembers a
 * failed module for the document's life, so only a new document fetches it again, and a page opened while
 * the server was between two builds then gets the new build's chunk names. False when this page already had
 * its reload: the player then chooses (the noted page is kept, so a chunk that keeps failing, or a layout and
 * its page both failing, can never reload in a loop).
 */
function reloadOnceForChunk(): boolean {
  const page = `${window.location.pathname}${window.location.search}`;
  try {
    if (sessionStorage.getItem(CHUNK_RELOAD_KEY) === page) return false;
    sessionStorage.setItem(CHUNK_RELOAD_KEY, page);
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

class ChunkBoundary extends Component<
  { onRetry: () => void; children: ReactNode },
  { failed: boolean; reloading: boolean }
> {
  override state = { failed: false, reloading: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(): void {
    if (reloadOnceForChunk()) this.setState({ reloading: true });
  }
  override render() {
    if (this.state.reloading) return <FullPageSpinner />;
    if (this.state.failed) return <RetryScreen onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

// An Alert, not antd's Result: this screen is part of the first download, and Result carries its
// illustrations with it. Try again asks for the chunk anew (enough after a time-out); Reload loads the page
// again, which is what a chunk the browser or the server refused needs.
function RetryScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="full-page-center">
      <Alert type="warning" showIcon role="alert" title={t('lazy.failed')} />
      <Button type="primary" onClick={onRetry}>
        {t('lazy.retry')}
      </Button>
      <Button onClick={() => window.location.reload()}>{t('lazy.reload')}</Button>
    </div>
  );
}

/**
 * A route component loaded on demand, with a time-out and a retry screen. Retrying builds a new lazy
 * component, because React caches a failed lazy import for good.
 */
export function lazyRoute<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyScreen<P> {
  const make = () => lazy(() => withTimeout(load));
  function LazyRoute(props: P) {
    const [state, setState] = useState(() => ({ Page: make(), attempt: 0 }));
    const retry = () => setState((s) => ({ Page: make(), attempt: s.attempt + 1 }));
    const { Page } = state;
    return (
      <ChunkBoundary key={state.attempt} onRetry={retry}>
        <Suspense fallback={<FullPageSpinner />}>
          <Page {...props} />
        </Suspense>
      </ChunkBoundary>
    );
  }
  return Object.assign(LazyRoute, {
    // The browser fetches a module once: the render's own import() later joins this fetch. A failure
    // here is left to that render, which shows the retry screen.
    preload: () => void load().catch(() => undefined),
  });
}

/** A screen loaded on demand; `preload` starts fetching it before it is rendered. */
export type LazyScreen<P extends object> = ComponentType<P> & { preload: () => void };
