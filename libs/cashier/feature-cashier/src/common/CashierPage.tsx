import { type ReactNode, useId } from 'react';

/** A cashier page whose title carries data (a method's name, a transaction): a labelled section with its lead. */
export function CashierPage({
  title,
  description,
  page,
  children,
}: {
  title: string;
  description?: string;
  page: string;
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-page={`cashier-${page}`}>
      <h1 id={titleId}>{title}</h1>
      {description && <p>{description}</p>}
      {children}
    </section>
  );
}
