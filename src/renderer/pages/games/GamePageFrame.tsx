import type { ReactNode } from 'react';
import { AppShell } from '../../components/AppShell';
import { useTitle } from '../../components/useTitle';
import { ProductDisabled } from './ProductDisabled';
import type { NamedProduct } from './ProductDisabled';
import './games.css';

/**
 * A house game's page: the shell, the section named by its heading (also the window title), and the game itself, or
 * the switched-off notice in its place while the operator has the game's product off for this member.
 */
export function GamePageFrame({
  titleId,
  title,
  product,
  disabled,
  children,
}: {
  /** The heading's id, which names the section. */
  titleId: string;
  title: string;
  product: NamedProduct;
  disabled: boolean;
  children: ReactNode;
}) {
  useTitle(title);
  return (
    <AppShell>
      <section className="games-page" aria-labelledby={titleId}>
        <h1 id={titleId} className="page-title">
          {title}
        </h1>
        {disabled ? <ProductDisabled product={product} /> : children}
      </section>
    </AppShell>
  );
}
