import { DropdownMenu } from 'radix-ui';
import { ChevronDown, FileText } from 'lucide-react';
import type { InvoiceRow } from '../../../../../shared/finance/invoices';
import { useServices } from '../../../services/services';

/** The invoice-note dropdown: 'NF comissao' / 'NF pag. online' (spec 03 §2.13). */
export function NotesMenu({ row }: { row: InvoiceRow }) {
  const { platform } = useServices();
  if (row.notes.length === 0) return null;
  return (
    // Not modal: the rest of the page stays reachable (no aria-hidden over focusable content).
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          className="btn btn--secondary fin-btn-sm"
          aria-label={`NF: notas fiscais da fatura ${row.id}`}
        >
          <FileText size={16} aria-hidden />
          NF
          <ChevronDown size={16} aria-hidden />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="fin-menu" align="end" sideOffset={4}>
          {row.notes.map((n) => (
            <DropdownMenu.Item
              key={n.label}
              className="fin-menu__item"
              onSelect={() => void platform.app.openExternal(n.url)}
            >
              {n.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
