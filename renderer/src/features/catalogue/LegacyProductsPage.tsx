/** /produtosOld: the same menu manager in its older presentation (spec 02 §2, §2.2, §2.3). */
import { MenuManager } from './MenuManager';

export default function LegacyProductsPage() {
  return <MenuManager presentation="old" />;
}
