import { Alert, Button } from 'antd';
import { Component, Suspense, lazy, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LAZY_CHUNK_TIMEOUT_MS } from '@shared/constants';
import { FullPageSpinner } from './FullPageSpinner';

/** Rejects when the chunk has not arrived in time (RULES.md section 9: 120 s), so the player is not left waiting. */
export function withTimeout<T>(load: () => Promise<T>, timeoutMs = LAZY_CHUNK_TIMEOUT_MS): Promise<T> {
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

class ChunkBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render() {
    if (this.state.failed) return <RetryScreen onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

// An Alert, not antd's Result: this screen is part of the first download, and Result carries its
// illustrations with it.
function RetryScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="full-page-center">
      <Alert type="warning" showIcon role="alert" title={t('lazy.failed')} />
      <Button type="primary" onClick={onRetry}>
        {t('lazy.retry')}
      </Button>
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
