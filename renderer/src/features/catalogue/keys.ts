import type { KeyboardEvent } from 'react';

/**
 * An inline 'Incluir' row inside a modal's form: Enter in its fields runs `action` (adds the row)
 * instead of submitting the modal.
 */
export const onEnter =
  (action: () => unknown) =>
  (e: KeyboardEvent): void => {
    if (e.key === 'Enter') {
      e.preventDefault();
      void action();
    }
  };
