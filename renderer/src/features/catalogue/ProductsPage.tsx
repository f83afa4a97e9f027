/** /produtos and /produtos/{id}: the menu manager (spec 02 §2.1). */
import { MenuManager } from './MenuManager';

export default function ProductsPage() {
  return <MenuManager presentation="current" />;
}
