// The bulk upload form with its pre-check (03 §5): the preview under the mapped columns, the
// summary, the problems by line and 'Enviar mesmo assim'; the refused rows' download goes through
// the neutralizing CSV writer.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { precheckCsv } from '../../../shared/bulk-upload/precheck';
import { failuresCsvRows } from '../../../renderer/src/features/bulk-upload/BulkUploadPage';
import { UploadSettings } from '../../../renderer/src/features/bulk-upload/UploadSettings';
import type { PrecheckRunner } from '../../../renderer/src/features/bulk-upload/usePrecheck';
import { downloadCsv } from '../../../renderer/src/components/downloadCsv';

const latin1 = (s: string) => Uint8Array.from([...s].map((c) => c.charCodeAt(0)));
const CSV = latin1(
  [
    'codigo;nome;estoque;preco',
    '7891000100101;P\u00e3o de A\u00e7\u00facar;10;12,90',
    '7891000100102;-10% Combo;5;8',
    '123;Curto;1;1',
    '7891000100104;Ma\u00e7\u00e3;2;3,5',
  ].join('\r\n'),
);

/** The worker's work done in the test's thread, on the bytes the file was made of. */
const inline: PrecheckRunner = (_file, columns, onProgress) => {
  onProgress(0.5);
  return Promise.resolve(precheckCsv(CSV, columns));
};

describe('bulk upload form with its pre-check', () => {
  it('previews the file, counts ready and problem lines, and lets staff send anyway', async () => {
    const onUpload = vi.fn();
    render(
      <UploadSettings storeId="1" busy={false} locked={false} onUpload={onUpload} runPrecheck={inline} />,
    );
    expect(screen.getByRole('button', { name: 'Upload' })).toBeTruthy();
    const file = new File([CSV], 'produtos.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('Arquivo CSV'), file);
    await screen.findByText('3 linhas prontas, 1 com problemas');
    expect(
      screen.getByText(/Codificação: Windows-1252 \(Latin-1\) · Separador: ponto e vírgula/),
    ).toBeTruthy();
    const preview = screen.getByRole('table', { name: 'Primeiras linhas' });
    expect(within(preview).getByRole('columnheader', { name: 'Nome do produto' })).toBeTruthy();
    expect(within(preview).getByText('Pão de Açúcar')).toBeTruthy();
    expect(within(preview).getByText('-10% Combo')).toBeTruthy();
    const problems = screen.getByRole('table', { name: 'Linhas com problemas (1)' });
    const row = within(problems).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('4');
    expect(row.textContent).toContain('Código de barras inválido: use 13 dígitos.');
    expect(row.textContent).toContain('123;Curto;1;1');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mesmo assim' }));
    expect(onUpload).toHaveBeenCalledWith(expect.objectContaining({ file, shouldUpdate: false }));
  });

  it('a new mapping checks again; an invalid one shows no stale check', async () => {
    const runs: unknown[] = [];
    const runner: PrecheckRunner = (f, columns, p, s) => {
      runs.push(columns);
      return inline(f, columns, p, s);
    };
    render(
      <UploadSettings
        storeId="1"
        busy={false}
        locked={false}
        onUpload={() => undefined}
        runPrecheck={runner}
      />,
    );
    await userEvent.upload(screen.getByLabelText('Arquivo CSV'), new File([CSV], 'p.csv'));
    await screen.findByText('3 linhas prontas, 1 com problemas');
    const price = screen.getByLabelText('Coluna de Preço', { exact: true });
    await userEvent.clear(price);
    await waitFor(() => expect(screen.queryByText('3 linhas prontas, 1 com problemas')).toBeNull());
    await userEvent.type(price, '5');
    await screen.findByText('0 linhas prontas, 4 com problemas');
    expect(runs).toHaveLength(2);
  });
});

describe('the refused rows download', () => {
  afterEach(() => vi.restoreAllMocks());

  it('holds line, reason and the line as written, formulas neutralized', async () => {
    let saved: Blob | undefined;
    Object.assign(URL, {
      createObjectURL: vi.fn((b: Blob) => {
        saved = b;
        return 'blob:x';
      }),
      revokeObjectURL: vi.fn(),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    act(() =>
      downloadCsv(
        'linhas.csv',
        failuresCsvRows([
          { line: 3, reason: 'Aspas fora do lugar', content: '=HYPERLINK("http://x";"y");1;2' },
          { line: 9, reason: 'Repetido', content: undefined },
        ]),
      ),
    );
    expect(click).toHaveBeenCalledTimes(1);
    expect(saved?.type).toBe('text/csv;charset=utf-8');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      // Read as bytes: readAsText would drop the BOM the file must start with.
      reader.onload = () =>
        resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(saved!);
    });
    expect(text).toBe(
      '\uFEFF"Linha";"Motivo";"Conteúdo"\r\n"3";"Aspas fora do lugar";"\'=HYPERLINK(""http://x"";""y"");1;2"\r\n"9";"Repetido";""\r\n',
    );
  });
});
