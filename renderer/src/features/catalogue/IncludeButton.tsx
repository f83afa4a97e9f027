/**
 * The 'Incluir' rows of the product modal's editors (sizes, composition, variation links): fields
 * and an 'Incluir' button inside the modal's form, where Enter in a field adds the row instead of
 * saving the modal.
 */
import type { KeyboardEvent } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '../../components/Button';

/** A field's onKeyDown: Enter runs `add` (and does not submit the modal). */
export const onEnter =
  (add: () => unknown) =>
  (e: KeyboardEvent): void => {
    if (e.key === 'Enter') {
      e.preventDefault();
      void add();
    }
  };

export function IncludeButton({ busy, onClick }: { busy: boolean; onClick(): unknown }) {
  return (
    <Button
      variant="secondary"
      icon={<Plus size={16} aria-hidden />}
      busy={busy}
      onClick={() => void onClick()}
    >
      Incluir
    </Button>
  );
}
