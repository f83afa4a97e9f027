/** /produtos and /produtos/{id}: the menu manager (spec 02 §2.1). */
import { MenuManager } from './MenuManager';

export default function ProdutosPage() {
  return <MenuManager presentation="current" />;
}
