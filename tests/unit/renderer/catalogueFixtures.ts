// The catalogue as the renderer's catalogue tests meet it.
import type { Category } from '../../../shared/api/catalogue';

/** An active category with no availability rule, first in the menu. */
export const PIZZAS: Category = {
  id_cardapio_categoria: '9',
  nome_categoria: 'Pizzas',
  status: 'S',
  disponibilidade: '',
  ordem: 1,
} as Category;
