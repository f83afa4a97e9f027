// Issue 32 §1: each printer on the printers screen says where its status comes from, and the
// store is told once, when it chooses a printer that cannot report paper out.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PrinterInfo } from '../../../shared/printing';
import { notify } from '../../../renderer/src/components/feedback/notify';
import PrintSettingsPage from '../../../renderer/src/features/printing/settings/PrintSettingsPage';
import { noStatusNoticeText } from '../../../renderer/src/features/printing/settings/noStatusNotice';
import { usePrintQueue } from '../../../renderer/src/order-printing/printQueueStore';
import { cloudRecord, cloudRoutes, fakePrinting, renderScreen } from './printing-settings-fakes';

const PRINTERS: PrinterInfo[] = [
  {
    name: 'Caixa',
    kind: 'tcp',
    detail: '192.168.0.50:9100',
    configured: true,
    health: 'ok',
    statusSource: 'printer',
  },
  {
    name: 'Clone',
    kind: 'tcp',
    detail: '192.168.0.52:9100',
    configured: true,
    health: 'unknown',
    statusSource: 'none',
  },
  {
    name: 'EPSON TM-T20',
    kind: 'os',
    detail: 'EPSON TM-T20',
    configured: false,
    health: 'unknown',
    statusSource: 'system',
  },
];

afterEach(() => {
  vi.restoreAllMocks();
  usePrintQueue.setState({ queue: null });
  localStorage.clear();
});

async function setup() {
  const fake = fakePrinting({ list: { printers: PRINTERS } });
  renderScreen(PrintSettingsPage, { printing: fake.printing, routes: cloudRoutes(cloudRecord()) });
  await screen.findByLabelText('Impressora padrão');
  return fake;
}

const row = (name: string) => screen.getByText(name, { selector: 'strong' }).closest('li') as HTMLElement;

describe('status source on the printers screen', () => {
  it("each printer says 'Status lido da impressora', 'Status pelo sistema' or that it does not report paper", async () => {
    await setup();
    await screen.findByText('Impressoras deste computador');
    expect(within(row('Caixa')).getByText('Status lido da impressora')).toBeTruthy();
    expect(within(row('EPSON TM-T20')).getByText('Status pelo sistema')).toBeTruthy();
    expect(within(row('Clone')).getByText('Esta impressora não informa falta de papel')).toBeTruthy();
  });

  it('choosing a printer that cannot report paper tells the store once', async () => {
    const info = vi.spyOn(notify, 'info');
    await setup();
    const select = screen.getByLabelText('Impressora padrão') as HTMLSelectElement;
    await userEvent.selectOptions(select, 'Clone');
    expect(info).toHaveBeenCalledWith(noStatusNoticeText('Clone'), expect.any(Number));
    await userEvent.selectOptions(select, 'Caixa');
    await userEvent.selectOptions(select, 'Clone');
    expect(info.mock.calls.filter(([text]) => text === noStatusNoticeText('Clone'))).toHaveLength(1);
    // A printer whose status is read, or reported by the system, brings no notice.
    await userEvent.selectOptions(select, 'EPSON TM-T20');
    expect(info.mock.calls.filter(([text]) => String(text).includes('EPSON'))).toHaveLength(0);
  });
});
