// The store as the platform describes it (getLoja), for the renderer's and the wire schemas' tests.

/** Store details as getLoja returns them. */
export function storeBody(overrides: Record<string, unknown> = {}) {
  return {
    status: true,
    estabelecimento: {
      id_estabelecimento: '1',
      fechado: 'N',
      logotipo: '',
      nome: 'Pizzaria Teste',
      loja_bloqueada: 'N',
      texto_bloqueada: '',
      upload_em_massa: false,
      entrega_minimo: 40,
      entrega_maximo: 60,
      aviso: 'N',
      ...overrides,
    },
  };
}
