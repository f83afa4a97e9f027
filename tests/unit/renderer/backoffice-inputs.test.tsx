import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  DateInput,
  DateRangeFilter,
  ImageUpload,
  MoneyInput,
  PriceInput,
  TextAreaField,
  TimeInput,
} from '../../../renderer/src/components/backoffice';
import type { DateRangeValue } from '../../../shared/inputs';

function Out({ value }: { value: unknown }) {
  return <output data-testid="out">{JSON.stringify(value)}</output>;
}
const out = () => screen.getByTestId('out').textContent;

/** Holds the field's value in state, as a screen would, and prints it for the test to read. */
function Controlled<T>({
  initial,
  children,
}: {
  initial: T;
  children: (value: T, onChange: (next: T) => void) => ReactNode;
}) {
  const [value, setValue] = useState<T>(initial);
  return (
    <>
      {children(value, setValue)}
      <Out value={value} />
    </>
  );
}

describe('MoneyInput', () => {
  it('shows pt-BR money and gives a number', async () => {
    render(
      <Controlled<number | null> initial={1234.5}>
        {(v, setV) => (
          <>
            <MoneyInput label="Valor" value={v} onChange={setV} />
            <button type="button" onClick={() => setV(50)}>
              Definir 50
            </button>
          </>
        )}
      </Controlled>,
    );
    const input = screen.getByLabelText('Valor') as HTMLInputElement;
    expect(input.value).toBe('1.234,50');
    await userEvent.clear(input);
    expect(out()).toBe('null');
    await userEvent.type(input, '99,9');
    expect(out()).toBe('99.9');
    await userEvent.clear(input);
    await userEvent.type(input, '12.34');
    expect(out()).toBe('12.34');
    expect(input.value).toBe('12,34');
    await userEvent.clear(input);
    await userEvent.type(input, '12,3');
    await userEvent.tab();
    expect(input.value).toBe('12,30');
    expect(out()).toBe('12.3');
    await userEvent.click(screen.getByRole('button', { name: 'Definir 50' }));
    expect(input.value).toBe('50,00');
    expect(out()).toBe('50');
  });
});

describe('PriceInput', () => {
  it('keeps 6 characters, 2 decimals, a dot', async () => {
    render(
      <Controlled initial="">
        {(v, setV) => (
          <PriceInput
            label="Preço"
            value={v}
            onChange={setV}
            error={v === '' ? 'Campo obrigatório.' : null}
          />
        )}
      </Controlled>,
    );
    const input = screen.getByLabelText('Preço');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Campo obrigatório.');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    await userEvent.type(input, '12,345');
    expect(out()).toBe('"12.34"');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });
});

describe('DateInput', () => {
  it('masks dd/mm/yyyy and gives the ISO day only when complete and real', async () => {
    render(
      <Controlled<string | null> initial="2025-03-05">
        {(v, setV) => <DateInput label="Data" value={v} onChange={setV} />}
      </Controlled>,
    );
    const input = screen.getByLabelText('Data') as HTMLInputElement;
    expect(input.value).toBe('05/03/2025');
    await userEvent.clear(input);
    expect(out()).toBe('null');
    await userEvent.type(input, '3102');
    expect(input.value).toBe('31/02');
    await userEvent.type(input, '2025');
    expect(out()).toBe('null');
    expect(screen.getByRole('alert').textContent).toContain('Informe uma data válida');
    await userEvent.clear(input);
    await userEvent.type(input, '28022025');
    expect(out()).toBe('"2025-02-28"');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('TimeInput', () => {
  it('masks HH:MM within 00:00–23:59', async () => {
    render(
      <Controlled initial="">
        {(v, setV) => <TimeInput label="Abre às" value={v} onChange={setV} />}
      </Controlled>,
    );
    const input = screen.getByLabelText('Abre às') as HTMLInputElement;
    await userEvent.type(input, '0830');
    expect(out()).toBe('"08:30"');
    await userEvent.clear(input);
    await userEvent.type(input, '2975');
    expect(input.value).not.toBe('29:75');
  });
});

describe('DateRangeFilter', () => {
  it('fills dates from a preset, switches to custom on typing, refuses end before start', async () => {
    const submitted: unknown[] = [];
    const now = () => new Date(2026, 2, 10, 9, 0);
    const today: DateRangeValue = { preset: 'hoje', start: '2026-03-10', end: '2026-03-10' };
    render(
      <Controlled initial={today}>
        {(v, setV) => (
          <DateRangeFilter value={v} onChange={setV} onSubmit={(r) => submitted.push(r)} now={now} />
        )}
      </Controlled>,
    );
    const preset = screen.getByLabelText('Período') as HTMLSelectElement;
    expect([...preset.options].map((o) => o.text)).toEqual([
      'Hoje',
      'Últimos 7 dias',
      'Últimos 30 dias',
      'Últimos 60 dias',
      'Últimos 90 dias',
      'Personalizado',
    ]);
    await userEvent.selectOptions(preset, '7');
    expect(JSON.parse(out()!)).toEqual({ preset: '7', start: '2026-03-04', end: '2026-03-10' });
    expect((screen.getByLabelText('Data inicial') as HTMLInputElement).value).toBe('04/03/2026');
    const end = screen.getByLabelText('Data final');
    await userEvent.clear(end);
    await userEvent.type(end, '01032026');
    expect(JSON.parse(out()!)).toMatchObject({ preset: 'personalizado', end: '2026-03-01' });
    expect(screen.getByRole('alert').textContent).toContain(
      'A data final não pode ser anterior à data inicial.',
    );
    expect(screen.getByRole('button', { name: 'Filtrar' })).toHaveProperty('disabled', true);
    await userEvent.clear(end);
    await userEvent.type(end, '05032026');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(submitted).toEqual([{ start: '2026-03-04', end: '2026-03-05' }]);
  });
});

describe('ImageUpload', () => {
  const messages = { type: 'Formato inválido.', size: 'A imagem deve ter até 2MB.' };
  it('refuses the wrong type and size with the caller texts, hands over a valid file, shows a preview', async () => {
    const onFile = vi.fn();
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    render(
      <ImageUpload
        label="Imagem do produto"
        accept={['image/png', 'image/jpeg']}
        maxBytes={2 * 1024 * 1024}
        messages={messages}
        onFile={onFile}
        hint="Dimensão recomendada: 500x500."
      />,
    );
    const input = screen.getByLabelText('Imagem do produto') as HTMLInputElement;
    expect(input.getAttribute('accept')).toBe('image/png,image/jpeg');
    await userEvent.upload(input, new File(['x'], 'a.gif', { type: 'image/gif' }), { applyAccept: false });
    expect(screen.getByRole('alert').textContent).toBe('Formato inválido.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    expect(screen.getByRole('alert').textContent).toBe('A imagem deve ter até 2MB.');
    expect(onFile).not.toHaveBeenCalled();
    const good = new File(['png'], 'ok.png', { type: 'image/png' });
    await userEvent.upload(input, good);
    expect(onFile).toHaveBeenCalledWith(good);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('img', { name: 'Pré-visualização: Imagem do produto' }).getAttribute('src')).toBe(
      'blob:preview',
    );
  });

  it('takes a dropped file and says why it is disabled', async () => {
    const onFile = vi.fn();
    const { rerender } = render(
      <ImageUpload
        label="Imagem"
        accept={['image/png']}
        maxBytes={100}
        messages={messages}
        onFile={onFile}
      />,
    );
    const file = new File(['png'], 'drop.png', { type: 'image/png' });
    fireEvent.drop(screen.getByText('Clique ou arraste uma imagem até aqui'), {
      dataTransfer: { files: [file] },
    });
    expect(onFile).toHaveBeenCalledWith(file);
    rerender(
      <ImageUpload
        label="Imagem"
        accept={['image/png']}
        maxBytes={100}
        messages={messages}
        onFile={onFile}
        disabled
        disabledReason="Salve o produto antes de cadastrar uma imagem"
        currentUrl="https://cdn/x.png"
      />,
    );
    expect(screen.getByLabelText('Imagem')).toHaveProperty('disabled', true);
    expect(screen.getByText('Salve o produto antes de cadastrar uma imagem')).toBeTruthy();
  });
});

describe('TextAreaField', () => {
  it('counts characters against the limit and cuts a paste at the limit', async () => {
    function H() {
      const [v, setV] = useState('');
      return <TextAreaField label="Descrição" value={v} onChange={setV} maxLength={10} />;
    }
    render(<H />);
    const area = screen.getByLabelText('Descrição') as HTMLTextAreaElement;
    expect(screen.getByText('0/10 caracteres').id).toBe(area.getAttribute('aria-describedby'));
    await userEvent.click(area);
    await userEvent.paste('Alface crespa fresca');
    expect(area.value).toBe('Alface cre');
    expect(screen.getByText('10/10 caracteres')).toBeTruthy();
  });
});
