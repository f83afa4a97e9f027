// 'Procurar impressoras' on the printers screen (issue 20 §2): progress as the search runs,
// Cancelar, and 'Usar esta impressora' saving the printer for exactly what its row says ('Caixa',
// 'Produção' categories, or both; issue 32 §3) as the screen saves them.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FoundPrinter } from '../../../shared/printing';
import PrintSettingsPage from '../../../renderer/src/features/printing/settings/PrintSettingsPage';
import { withPrinterRouting } from '../../../renderer/src/features/printing/settings/discovery';
import { formFromView } from '../../../renderer/src/features/printing/settings/form';
import { cloudRecord, cloudRoutes, fakePrinting, LOCAL, renderScreen } from './printing-settings-fakes';

const ELGIN: FoundPrinter = {
  name: 'ELGIN 192.168.0.60',
  kind: 'tcp',
  detail: '192.168.0.60:9100',
  connection: { kind: 'tcp', host: '192.168.0.60', port: 9100 },
  model: 'escpos',
  identity: 'ELGIN i9',
  listed: false,
};
const SILENT: FoundPrinter = {
  ...ELGIN,
  name: 'Impressora 192.168.0.61',
  detail: '192.168.0.61:9100',
  identity: undefined,
};

function start() {
  const fake = fakePrinting();
  const view = renderScreen(PrintSettingsPage, {
    printing: fake.printing,
    routes: cloudRoutes(cloudRecord({ sincronizado: 'S' })),
  });
  return { ...fake, ...view };
}

async function openSearch() {
  await screen.findByLabelText('Impressora padrão');
  await userEvent.click(screen.getByRole('button', { name: 'Procurar impressoras' }));
  return screen.findByRole('dialog', { name: 'Procurar impressoras' });
}

describe('the printer search dialog', () => {
  it('shows progress and the printers as they come; Cancelar stops the search', async () => {
    const fake = start();
    const dialog = await openSearch();
    expect(fake.printing.discoverPrinters).toHaveBeenCalledTimes(1);
    act(() => fake.emitDiscovery({ done: 100, total: 254, printers: [ELGIN, SILENT] }));
    expect(within(dialog).getByText('Procurando… 100 de 254')).toBeTruthy();
    expect(within(dialog).getByText(/192\.168\.0\.60:9100 · ELGIN i9/)).toBeTruthy();
    expect(
      within(dialog).getByText(/192\.168\.0\.61:9100 · ESC\/POS \(modelo não identificado\)/),
    ).toBeTruthy();
    const bar = within(dialog).getByLabelText('Progresso da busca') as HTMLProgressElement;
    expect([bar.value, bar.max]).toEqual([100, 254]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(fake.printing.cancelDiscovery).toHaveBeenCalled();
    expect(await within(dialog).findByText('Busca cancelada.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Cancelar' })).toBeNull();
    expect(within(dialog).getByText(/Busca concluída: 2 impressora/)).toBeTruthy();
  });

  it('saves the network printer, then exactly the cashier and production routing chosen, with the settings', async () => {
    const fake = start();
    const dialog = await openSearch();
    act(() => fake.finishDiscovery({ printers: [ELGIN], cancelled: false }));
    const row = (await within(dialog).findByText('ELGIN 192.168.0.60')).closest('li')!;
    await userEvent.click(await within(row).findByRole('checkbox', { name: 'Caixa' }));
    await userEvent.click(within(row).getByRole('checkbox', { name: 'Bebidas' }));
    await userEvent.click(
      within(row).getByRole('button', { name: 'Imprimir página de teste: ELGIN 192.168.0.60' }),
    );
    expect(fake.printing.testPage).toHaveBeenCalledWith('ELGIN 192.168.0.60');
    await userEvent.click(
      within(row).getByRole('button', { name: 'Usar esta impressora: ELGIN 192.168.0.60' }),
    );

    await waitFor(() =>
      expect(within(row).getByText(/Impressora salva para o caixa e a produção\./)).toBeTruthy(),
    );
    expect(fake.printing.savePrinter).toHaveBeenCalledWith({
      name: 'ELGIN 192.168.0.60',
      connection: { kind: 'tcp', host: '192.168.0.60', port: 9100 },
      codePage: 'cp860',
      model: 'escpos',
    });
    const saved = fake.printing.saveSettings.mock.calls.at(-1)![0];
    expect(saved.impressorasCaixa).toEqual(['Caixa', 'ELGIN 192.168.0.60']);
    expect(saved.impressorasProducao['20']).toMatchObject({
      impressora: 'ELGIN 192.168.0.60',
      nome: 'Bebidas',
    });
    expect(saved.impressorasProducao['12']).toEqual(LOCAL.impressorasProducao['12']);
  });

  it('a kitchen printer chosen for Produção only is not made a cashier printer, with the model staff corrected', async () => {
    const fake = start();
    const dialog = await openSearch();
    act(() => fake.finishDiscovery({ printers: [SILENT], cancelled: false }));
    const row = (await within(dialog).findByText('Impressora 192.168.0.61')).closest('li')!;
    await userEvent.selectOptions(within(row).getByRole('combobox', { name: 'Modelo' }), 'star');
    await userEvent.click(within(row).getByRole('checkbox', { name: 'Bebidas' }));
    await userEvent.click(
      within(row).getByRole('button', { name: 'Usar esta impressora: Impressora 192.168.0.61' }),
    );

    await waitFor(() => expect(within(row).getByText(/Impressora salva para a produção\./)).toBeTruthy());
    expect(fake.printing.savePrinter).toHaveBeenCalledWith(expect.objectContaining({ model: 'star' }));
    const saved = fake.printing.saveSettings.mock.calls.at(-1)![0];
    expect(saved.impressorasCaixa).toEqual(['Caixa']);
    expect(saved.impressorasProducao['20']?.impressora).toBe('Impressora 192.168.0.61');
    expect(saved.impressaoProducao).toBe('true');
  });

  it('nothing chosen: nothing saved, and the row says what to choose', async () => {
    const fake = start();
    const dialog = await openSearch();
    act(() => fake.finishDiscovery({ printers: [ELGIN], cancelled: false }));
    const row = (await within(dialog).findByText('ELGIN 192.168.0.60')).closest('li')!;
    await userEvent.click(
      within(row).getByRole('button', { name: 'Usar esta impressora: ELGIN 192.168.0.60' }),
    );
    expect(within(row).getByText(/Escolha Caixa, uma categoria de Produção ou os dois\./)).toBeTruthy();
    expect(fake.printing.savePrinter).not.toHaveBeenCalled();
  });

  it('a printer reachable two ways is one row naming both', async () => {
    const fake = start();
    const dialog = await openSearch();
    act(() =>
      fake.finishDiscovery({
        printers: [{ ...ELGIN, alsoAt: [{ kind: 'os', detail: 'ELGIN_i9_fila' }] }],
        cancelled: false,
      }),
    );
    const rows = await within(dialog).findAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByText(/Também em: .*ELGIN_i9_fila/)).toBeTruthy();
  });
});

describe('withPrinterRouting', () => {
  const form = formFromView({ settings: LOCAL, qz: { certificate: '', hasPrivateKey: false } });
  it.each([
    [{ cashier: true, categories: [] }, ['Caixa', 'Bar'], 'Cozinha'],
    [{ cashier: false, categories: ['12'] }, ['Caixa'], 'Bar'],
    [{ cashier: true, categories: ['12'] }, ['Caixa', 'Bar'], 'Bar'],
  ])('%j', (routing, cashiers, pizzas) => {
    const next = withPrinterRouting(form, 'Bar', routing, [{ id: '12', name: 'Pizzas Salgadas' }]);
    expect(next.settings.impressorasCaixa).toEqual(cashiers);
    expect(next.settings.impressorasProducao['12']?.impressora).toBe(pizzas);
  });
  it('saves exactly what was chosen: not Caixa takes it off the cashiers, an unchosen category leaves it', () => {
    const asCashierAndPizzas = withPrinterRouting(form, 'Bar', { cashier: true, categories: ['12'] }, []);
    const kitchenOnly = withPrinterRouting(asCashierAndPizzas, 'Bar', { cashier: false, categories: [] }, []);
    expect(kitchenOnly.settings.impressorasCaixa).toEqual(['Caixa']);
    expect(kitchenOnly.settings.impressorasProducao['12']?.impressora).toBe('');
  });
  it('a printer already a cashier is not added twice', () => {
    expect(
      withPrinterRouting(form, 'Caixa', { cashier: true, categories: [] }, []).settings.impressorasCaixa,
    ).toEqual(['Caixa']);
  });
});
