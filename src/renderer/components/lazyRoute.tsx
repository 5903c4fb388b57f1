import { Button, Result } from 'antd';
import { Component, Suspense, lazy, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LAZY_CHUNK_TIMEOUT_MS } from '@shared/constants';
import { FullPageSpinner } from './FullPageSpinner';

/** Rejects when the chunk has not arrived in time (SPEC.md section 9: 120 s), so the player is not left waiting. */
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

function RetryScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('lazy.failed')}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('lazy.retry')}
        </Button>
      }
    />
  );
}

/**
 * A route component loaded on demand, with a time-out and a retry screen. Retrying builds a new lazy
 * component, because React caches a failed lazy import for good.
 */
export function lazyRoute<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const make = () => lazy(() => withTimeout(load));
  return function LazyRoute(props: P) {
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
  };
}
