/** What the courier provider answers: `{error, message}` pairs of v2/delivery, cancel results. */
import { ORDER_CANCELED } from '../../shared/delivery/messages';

export const DELIVERY_MESSAGES = {
  badRequest: ['BAD_REQUEST', 'Requisição inválida.'],
  orderNotFound: ['ORDER_NOT_FOUND', 'Pedido não encontrado.'],
  areaRequired: ['AREA_REQUIRED', 'Selecione o bairro da entrega.'],
  pickup: ['PICKUP_ORDER', 'Pedidos para retirada no local não podem usar entrega externa.'],
  notAllowed: ['NOT_ALLOWED', 'Entrega externa não habilitada para este pedido.'],
  status: ['INVALID_ORDER_STATUS', 'Só é possível solicitar entrega para pedidos aceitos ou em produção.'],
  already: ['ALREADY_REQUESTED', 'Já existe uma solicitação de entrega em andamento para este pedido.'],
  code: ['INVALID_CODE', 'Código de vínculo inválido.'],
  unknownArea: ['UNKNOWN_AREA', 'Área de cobertura não encontrada.'],
  areaDisabled: ['AREA_DISABLED', 'Área de cobertura indisponível no momento.'],
  noCoordinates: [
    'ADDRESS_WITHOUT_COORDINATES',
    'O endereço do pedido não possui coordenadas. Ajuste o endereço para solicitar a entrega.',
  ],
  provider: ['PROVIDER_FAILURE', 'Nenhum entregador disponível na região no momento.'],
} as const;

export const CANCEL_RESULTS = {
  cancelled: ORDER_CANCELED,
  collected: 'ORDER_ALREADY_COLLECTED',
  alreadyCancelled: 'ORDER_ALREADY_CANCELED',
} as const;
