// The page the kds.cards_render_60 bench drives (bundled by bench/kitchen-screen.ts): the real
// KitchenScreen over the in-memory source of the unit tests, holding `window.__cards` cards.
import { createRoot } from 'react-dom/client';
import { KitchenScreen } from '../renderer/src/kitchen/KitchenScreen';
import { card, fakeSource, T0 } from '../tests/unit/renderer/kitchenFakes';

const MIN = 60_000;
const count = (window as Window & { __cards?: number }).__cards ?? 60;

const cards = Array.from({ length: count }, (_, i) =>
  card(String(48_000 + i), {
    stationNo: i + 1,
    customerFirstName: ['Maria', 'João', 'Ana', 'Pedro'][i % 4] ?? 'Maria',
    mode: i % 3 === 0 ? 'retirada' : 'entrega',
    acceptedAt: T0 - (30 - (i % 30)) * MIN,
    items: [
      { qty: 1, name: 'Pizza Grande', linhas: ['Sabores: Calabresa, Muçarela', 'Borda: Catupiry'] },
      { qty: 2, name: 'Refrigerante 2L', linhas: [] },
    ],
    ...(i % 7 === 0 ? { observacoes: 'Sem cebola, bem passada' } : {}),
    ...(i % 11 === 0 ? { state: 'cancelled' as const, cancelReason: 'Cliente desistiu' } : {}),
  }),
);

const source = fakeSource(cards);
(window as Window & { __source?: typeof source }).__source = source;
const root = document.getElementById('root');
if (!root) throw new Error('#root ausente');
createRoot(root).render(<KitchenScreen source={source} screenId="tela1" clock={() => T0} />);
