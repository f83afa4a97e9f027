/** The product's variation links (spec 02 §2.2 Variações): name, choice range, price calculation, size link, status. */
import { MENU_STATUS_LABELS, priceCalcLabel } from '../../../../shared/catalogue/labels';
import type { VariationLink } from './api';

export function VariationsTable({ links }: { links: VariationLink[] }) {
  if (links.length === 0)
    return <p className="catalogue-empty">Nenhuma variação vinculada a este produto.</p>;
  return (
    <table className="table" aria-label="Variações do produto">
      <thead>
        <tr>
          <th scope="col">Variações</th>
          <th scope="col">Escolha Min./Máx</th>
          <th scope="col">Cálculo</th>
          <th scope="col">Vínculo</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {links.map((v) => (
          <tr key={v.id_cardapio_variacao}>
            <td>{v.nome_variacao}</td>
            <td>
              {v.escolha_minima} / {v.escolha_maxima}
            </td>
            <td>{priceCalcLabel(v.calculo_preco)}</td>
            <td>{v.tamanho_nome ? v.tamanho_nome : 'Todos os tamanhos'}</td>
            <td>{MENU_STATUS_LABELS[v.status]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
