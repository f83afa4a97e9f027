/**
 * The finance screens' own filter row (Histórico de vendas, the overview's transactions): the
 * fields, 'Filtrar', and the screen's check message under them as an alert.
 */
import type { ReactNode } from 'react';
import { Button } from '../../components/Button';

export function FilterForm({
  onApply,
  error,
  children,
}: {
  /** Checks the fields and applies them (or sets `error`). */
  onApply(): void;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <>
      <form
        className="bo-toolbar"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onApply();
        }}
      >
        {children}
        <Button type="submit" variant="secondary">
          Filtrar
        </Button>
      </form>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
