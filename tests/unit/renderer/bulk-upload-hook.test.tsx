import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../renderer/src/api/http';
import { ApiError } from '../../../renderer/src/api/errors';
import {
  CANCELED,
  CANCEL_FAILED,
  UPLOAD_FAILED,
  useBulkUpload,
} from '../../../renderer/src/features/bulk-upload/useBulkUpload';

const toasts = vi.hoisted(() => ({ success: [] as string[], error: [] as string[] }));
vi.mock('../../../renderer/src/components/feedback/notify', () => ({
  notify: {
    success: (m: string) => toasts.success.push(m),
    error: (m: string) => toasts.error.push(m),
    info: () => undefined,
  },
}));

const file = (over: Record<string, unknown> = {}) => ({
  id: 7,
  status: 'processing',
  added_products: 0,
  total_products: 100,
  processed_products: 0,
  failed_products: 0,
  finished_at: null,
  ...over,
});

/** A fake Upload API: each path answers from the handler (throwing = HTTP failure). */
function fakeApi(handlers: Record<string, (method: string) => unknown>): ApiClient & { calls: string[] } {
  const calls: string[] = [];
  const json = (async (
    _base: string,
    method: string,
    path: string,
    schema: { parse(v: unknown): unknown },
  ) => {
    calls.push(`${method} ${path}`);
    const h = handlers[path];
    if (!h) throw new ApiError('http', 'upload', 404, undefined);
    return schema.parse(await h(method));
  }) as unknown as ApiClient['json'];
  return {
    calls,
    json,
    legacy: (async () => ({ ok: false, message: '' })) as unknown as ApiClient['legacy'],
  };
}

describe('useBulkUpload (spec 03 §4 page status, §8 toasts, §9 polling)', () => {
  beforeEach(() => {
    toasts.success.length = 0;
    toasts.error.length = 0;
  });

  it('shows the last summary on open; a list as {product_file} items is read too', async () => {
    const done = file({ status: 'finished', added_products: 90, finished_at: '2026-11-24 10:00:00' });
    const api = fakeApi({
      'product-files': () => ({ product_files: [{ product_file: done }] }),
      'product-files/7': () => ({
        progress: { percentage: 100 },
        product_file: done,
        failures: [{ line: 3, reason: 'x' }],
      }),
    });
    const { result } = renderHook(() => useBulkUpload(api, 10));
    await waitFor(() => expect(result.current.failures).toHaveLength(1));
    expect(result.current).toMatchObject({ status: 'idle', opening: false, file: { added_products: 90 } });
  });

  it('follows a file still processing until it finishes, polling at the interval', async () => {
    let polls = 0;
    const api = fakeApi({
      'product-files': () => ({ product_files: [file()] }),
      'product-files/7': () => {
        polls += 1;
        const f =
          polls < 3
            ? file({ processed_products: polls * 30 })
            : file({ status: 'finished', added_products: 98 });
        return { progress: { percentage: polls < 3 ? polls * 30 : 100 }, product_file: f, failures: [] };
      },
      'product-files/7/failures': () => ({ failures: [], total: 0, page: 1, per_page: 1000 }),
    });
    const seen: string[] = [];
    const { result } = renderHook(() => {
      const state = useBulkUpload(api, 10);
      if (seen.at(-1) !== state.status) seen.push(state.status);
      return state;
    });
    await waitFor(() => expect(result.current.status).toBe('finished'));
    expect(seen).toEqual(['idle', 'uploading', 'finished']);
    expect(polls).toBe(3);
    expect(result.current.percentage).toBe(100);
  });

  it('upload failure: the §8 toast and status error; cancel failure keeps polling, cancel ends it', async () => {
    let cancelOk = false;
    const api = fakeApi({
      'product-files': (method) => {
        if (method === 'post') throw new ApiError('http', 'upload', 500, undefined);
        return { product_files: [] };
      },
    });
    const { result } = renderHook(() => useBulkUpload(api, 10_000));
    await waitFor(() => expect(result.current.opening).toBe(false));
    const req = {
      file: new File(['a'], 'a.csv'),
      columns: { product_ean_cod: 1 },
      shouldUpdate: false,
      storeId: 1,
    };
    await act(() => result.current.upload(req));
    expect(result.current.status).toBe('error');
    expect(toasts.error).toEqual([UPLOAD_FAILED]);

    const api2 = fakeApi({
      'product-files': () => ({ product_files: [file()] }),
      'product-files/7': () => ({ progress: { percentage: 10 }, product_file: file(), failures: [] }),
      'product-files/7/cancel': () => {
        if (!cancelOk) throw new ApiError('http', 'upload', 500, undefined);
        return { product_file: file({ status: 'canceled', added_products: 10 }) };
      },
    });
    const second = renderHook(() => useBulkUpload(api2, 10_000)).result;
    await waitFor(() => expect(second.current.status).toBe('uploading'));
    await act(() => second.current.cancel());
    expect(toasts.error.at(-1)).toBe(CANCEL_FAILED);
    expect(second.current.status).toBe('uploading');
    cancelOk = true;
    await act(() => second.current.cancel());
    expect(second.current.status).toBe('canceled');
    expect(second.current.file?.added_products).toBe(10);
    expect(toasts.success).toEqual([CANCELED]);
    expect(api2.calls).toContain('patch product-files/7/cancel');
  });

  const req = () => ({
    file: new File(['a'], 'a.csv'),
    columns: { product_ean_cod: 1 },
    shouldUpdate: false,
    storeId: 1,
  });

  it.each([
    [
      'the server refuses with its {message}',
      new ApiError('http', 'upload', 422, { message: 'Colunas inválidas.' }),
      'Colunas inválidas.',
    ],
    [
      "a 413 with the service's {message}",
      new ApiError('http', 'upload', 413, {
        message: 'O arquivo é muito grande. Tente fazer o upload de um arquivo com no máximo 10MB.',
      }),
      'O arquivo é muito grande. Tente fazer o upload de um arquivo com no máximo 10MB.',
    ],
    [
      'a 413 without a body (a proxy in front)',
      new ApiError('http', 'upload', 413, undefined),
      'O arquivo é muito grande. Tente fazer o upload de um arquivo com no máximo 10MB.',
    ],
    [
      'a 500 with its message',
      new ApiError('http', 'upload', 500, { message: 'Falha simulada pelo sandbox.' }),
      'Falha simulada pelo sandbox.',
    ],
    [
      'no answer at all',
      new ApiError('network', 'upload', 0, undefined),
      'Não foi possível falar com o servidor de upload. Verifique a conexão e tente novamente.',
    ],
  ])(
    'upload refused (%s): the screen keeps the reason besides the §8 toast',
    async (_name, error, reason) => {
      const api = fakeApi({
        'product-files': (method) => {
          if (method === 'post') throw error;
          return { product_files: [] };
        },
      });
      const { result } = renderHook(() => useBulkUpload(api, 10_000));
      await waitFor(() => expect(result.current.opening).toBe(false));
      await act(() => result.current.upload(req()));
      expect(result.current.status).toBe('error');
      expect(result.current.refusal).toBe(reason);
      expect(toasts.error).toEqual([UPLOAD_FAILED]);
    },
  );

  it('a file that is done brings every refused row with its content, page by page', async () => {
    const rows = Array.from({ length: 1500 }, (_, i) => ({
      line: i + 2,
      reason: 'Código de barras inválido: use 13 dígitos.',
      content: `${i};x`,
    }));
    const api = fakeApi({
      'product-files': () => ({ product_files: [file({ status: 'finished', failed_products: 1500 })] }),
      'product-files/7/failures': () => {
        const page = api.calls.filter((c) => c.endsWith('/failures')).length;
        return { failures: rows.slice((page - 1) * 1000, page * 1000), total: 1500, page, per_page: 1000 };
      },
    });
    const { result } = renderHook(() => useBulkUpload(api, 10_000));
    await waitFor(() => expect(result.current.failures).toHaveLength(1500));
    expect(result.current.failures[1499]).toEqual({ line: 1501, reason: rows[0]!.reason, content: '1499;x' });
  });

  it("a platform without the failures call: the progress answer's first rows", async () => {
    const api = fakeApi({
      'product-files': () => ({ product_files: [file({ status: 'finished', failed_products: 900 })] }),
      'product-files/7': () => ({
        progress: { percentage: 100 },
        product_file: file({ status: 'finished' }),
        failures: [{ line: 3, reason: 'x' }],
      }),
    });
    const { result } = renderHook(() => useBulkUpload(api, 10_000));
    await waitFor(() => expect(result.current.failures).toEqual([{ line: 3, reason: 'x' }]));
  });
});
