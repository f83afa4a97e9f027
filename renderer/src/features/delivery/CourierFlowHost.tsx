/**
 * Solicitar Motoboy and Vincular Motoboy (spec 01 §4 "External delivery request flow", §5, §8).
 * Both need the bairro (coverage area, a required choice, preselected from the order's bairro);
 * linking also shows the generated code ('A-' + 5 digits/letters, regenerable), the courier's
 * name and the external provider. An address without coordinates gets
 * 'Erro ao solicitar entrega externa!', then the address adjustment, then the request again.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Bike, RefreshCw, Truck } from 'lucide-react';
import { areaChoiceError, type CoverageAreaOption } from '../../../../shared/delivery/coverage-areas';
import { generateLinkCode } from '../../../../shared/delivery/link-code';
import { NO_COORDINATES_MESSAGE, NO_COORDINATES_TITLE } from '../../../../shared/delivery/messages';
import { formatBRL } from '../../../../shared/format';
import { useServices } from '../../services/services';
import { Button } from '../../components/Button';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Modal } from '../../components/Modal';
import { LoadingBlock } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { dialogs } from '../../components/feedback/dialogs';
import { notify } from '../../components/feedback/notify';
import { useOrdersSyncContext } from '../../orders-live/useOrdersLive';
import { AddressAdjust } from './AddressAdjust';
import {
  fetchBairroArea,
  fetchCoverageAreas,
  requestDelivery,
  updateUserAddress,
} from '../../order-delivery/deliveryApi';
import { useDelivery, type CourierFlow } from '../../order-delivery/deliveryStore';
import { createHttpGeocoder, type GeoAddress } from './geocoder';
import '../../order-delivery/delivery.css';

const NAME_REQUIRED = 'Informe o nome do motoboy.';
const MAX_NAME = 120;
const MAX_PROVIDER = 60;
const REQUESTED_MESSAGE = 'Motoboy solicitado. Acompanhe o andamento no pedido.';
const linkedMessage = (code: string) => `Motoboy vinculado. Código ${code}.`;

type Areas =
  | { state: 'loading' }
  | { state: 'ready'; options: CoverageAreaOption[] }
  | { state: 'error'; message: string };

function CourierModalBody({ flow }: { flow: CourierFlow }) {
  const { api } = useServices();
  const sync = useOrdersSyncContext();
  const geocoder = useMemo(() => createHttpGeocoder(api), [api]);
  const { order, kind } = flow;
  const link = kind === 'link';
  const id = useId();
  const [step, setStep] = useState<'form' | 'address'>('form');
  const [areas, setAreas] = useState<Areas>({ state: 'loading' });
  const [areaId, setAreaId] = useState('');
  const [code, setCode] = useState(() => generateLinkCode());
  const [name, setName] = useState('');
  const [provider, setProvider] = useState('');
  const [areaError, setAreaError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [addressError, setAddressError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const selectRef = useRef<HTMLSelectElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const close = () => useDelivery.getState().endFlow();

  const load = () => {
    setAreas({ state: 'loading' });
    const bairro = order.pedidoObj.endereco_id_bairro;
    void Promise.all([
      fetchCoverageAreas(api),
      bairro ? fetchBairroArea(api, bairro) : Promise.resolve(null),
    ]).then(([res, preferred]) => {
      if (!res.ok) return setAreas({ state: 'error', message: res.message });
      setAreas({ state: 'ready', options: res.data });
      if (preferred && res.data.some((o) => o.id === preferred)) setAreaId((v) => v || preferred);
    });
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(load, [api, order.id_pedido]);

  async function submit() {
    if (busy || areas.state !== 'ready') return;
    const aErr = areaChoiceError(areaId, areas.options);
    const nErr = link && name.trim() === '' ? NAME_REQUIRED : null;
    setAreaError(aErr);
    setNameError(nErr);
    setError(null);
    if (aErr) return selectRef.current?.focus();
    if (nErr) return nameRef.current?.focus();
    setBusy(true);
    const res = await requestDelivery(api, {
      orderId: order.id_pedido,
      coverageAreaId: areaId,
      ...(link ? { own: { name: name.trim(), externalProvider: provider.trim(), code } } : {}),
    });
    setBusy(false);
    if (res.ok) {
      if (link) useDelivery.getState().setCode(order.id_pedido, res.data.code ?? code);
      notify.success(link ? linkedMessage(res.data.code ?? code) : REQUESTED_MESSAGE);
      close();
      // The updated order brings the status list with it (useStatusListSync).
      await sync?.refreshOrder(order.id_pedido);
      return;
    }
    if (res.code === 'ADDRESS_WITHOUT_COORDINATES') {
      await dialogs.alert({ tone: 'error', title: NO_COORDINATES_TITLE, message: NO_COORDINATES_MESSAGE });
      setStep('address');
      return;
    }
    setError(res.message);
  }

  async function saveAddress(address: GeoAddress) {
    if (!order.endereco_id)
      return setAddressError('Este pedido não tem um endereço cadastrado para ajustar.');
    setBusy(true);
    setAddressError(null);
    const res = await updateUserAddress(api, order.id_pedido, order.endereco_id, {
      founded: true,
      lat: address.lat,
      lng: address.lng,
      formattedAddress: address.formattedAddress,
      selectedAddress: JSON.stringify(address.raw).slice(0, 2000),
    });
    setBusy(false);
    if (!res.ok) return setAddressError(res.message);
    notify.success('Endereço ajustado.');
    setStep('form');
    // The request the missing coordinates stopped goes on by itself.
    await submit();
  }

  const title =
    step === 'address' ? 'Ajustar endereço de entrega' : link ? 'Vincular Motoboy' : 'Solicitar Motoboy';
  const address = order.pedidoObj.endereco_completo || order.endereco_completo;

  return (
    <Modal
      open
      title={title}
      orderId={order.id_pedido}
      onRequestClose={() => (busy ? false : close())}
      size="md"
    >
      <p className="courier-form__order">
        Pedido <strong>#{order.id_pedido}</strong>
        {address ? <> · {address}</> : null}
      </p>
      {step === 'address' ? (
        <AddressAdjust
          geocoder={geocoder}
          current={address}
          saving={busy}
          error={addressError}
          onSave={(a) => void saveAddress(a)}
          onBack={() => setStep('form')}
        />
      ) : (
        <form
          className="courier-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          {link ? (
            <div className="link-code" aria-live="polite">
              <span className="link-code__label" id={`${id}-code`}>
                Código de vínculo
              </span>
              <output className="link-code__value" aria-labelledby={`${id}-code`} data-testid="link-code">
                {code}
              </output>
              <Button
                variant="secondary"
                icon={<RefreshCw aria-hidden size={18} />}
                disabled={busy}
                onClick={() => setCode(generateLinkCode())}
              >
                Gerar outro código
              </Button>
              <p className="field__hint">O motoboy informa este código ao retirar o pedido.</p>
            </div>
          ) : null}
          {areas.state === 'loading' ? (
            <LoadingBlock label="Carregando os bairros..." />
          ) : areas.state === 'error' ? (
            <div className="notice notice--error" role="alert">
              {areas.message}{' '}
              <Button variant="link" onClick={load}>
                Tentar novamente
              </Button>
            </div>
          ) : (
            <div className={`field ${areaError ? 'field--invalid' : ''}`}>
              <label className="field__label" htmlFor={`${id}-area`}>
                Bairro da entrega
              </label>
              <div className="field__box">
                <select
                  id={`${id}-area`}
                  ref={selectRef}
                  className="field__input courier-form__select"
                  value={areaId}
                  aria-invalid={areaError ? true : undefined}
                  aria-describedby={areaError ? `${id}-area-error` : undefined}
                  disabled={busy}
                  onChange={(e) => {
                    setAreaId(e.target.value);
                    setAreaError(null);
                  }}
                >
                  <option value="">Selecione o bairro</option>
                  {areas.options.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.price !== null ? `${o.label} (${formatBRL(o.price)})` : o.label}
                    </option>
                  ))}
                </select>
              </div>
              {areaError ? (
                <p id={`${id}-area-error`} className="field__error" role="alert">
                  {areaError}
                </p>
              ) : null}
            </div>
          )}
          {link ? (
            <>
              <TextField
                ref={nameRef}
                label="Nome do motoboy"
                value={name}
                maxLength={MAX_NAME}
                error={nameError}
                disabled={busy}
                autoComplete="off"
                onChange={(e) => {
                  setName(e.target.value);
                  setNameError(null);
                }}
              />
              <TextField
                label="Empresa ou aplicativo do motoboy (opcional)"
                value={provider}
                maxLength={MAX_PROVIDER}
                disabled={busy}
                autoComplete="off"
                onChange={(e) => setProvider(e.target.value)}
              />
            </>
          ) : null}
          <ErrorNotice>{error}</ErrorNotice>
          <div className="dialog__actions">
            <Button variant="secondary" onClick={close} disabled={busy}>
              Voltar
            </Button>
            <Button
              type="submit"
              icon={link ? <Bike aria-hidden size={18} /> : <Truck aria-hidden size={18} />}
              busy={busy}
              disabled={areas.state !== 'ready'}
            >
              {link ? 'Vincular Motoboy' : 'Solicitar Motoboy'}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}

/** Mounted once by the shell: the courier modal of the flow in progress, if any. */
export function CourierFlowHost() {
  const flow = useDelivery((s) => s.flow);
  // Leaving the shell (logout, another store) drops the flow and the status lists with it.
  useEffect(() => () => useDelivery.getState().reset(), []);
  if (!flow) return null;
  return <CourierModalBody key={`${flow.kind}-${flow.order.id_pedido}`} flow={flow} />;
}
