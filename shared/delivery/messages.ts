/** The product's words for external delivery (spec 01 §8), verbatim where the spec gives them. */

export const NO_COORDINATES_TITLE = 'Erro ao solicitar entrega externa!';
export const NO_COORDINATES_MESSAGE =
  'Não é possível solicitar uma entrega externa para este pedido: o endereço não tem localização no mapa. Ajuste o endereço para continuar.';
export const DELIVERY_REQUEST_FALLBACK = 'Erro interno, tente novamente!';
export const DELIVERY_CANCEL_FAILED = 'Problema ao cancelar solicitação de entrega.';
export const DELIVERY_CANCELLED = 'Solicitação de entrega cancelada com sucesso!';
/** data.message of a successful cancellation (spec 01 §4). */
export const ORDER_CANCELED = 'ORDER_CANCELED';
