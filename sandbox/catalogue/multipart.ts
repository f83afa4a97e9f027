/** multipart/form-data bodies of the upload calls, read with the platform's own FormData parser. */
export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, { name: string; type: string; data: Buffer }>;
}

export async function readMultipart(
  contentType: string | undefined,
  body: unknown,
): Promise<MultipartForm | null> {
  if (!contentType?.startsWith('multipart/form-data') || !Buffer.isBuffer(body)) return null;
  let data: FormData;
  try {
    data = await new Request('http://sandbox.local/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(body),
    }).formData();
  } catch {
    return null;
  }
  const form: MultipartForm = { fields: {}, files: {} };
  for (const [key, value] of data.entries()) {
    if (typeof value === 'string') form.fields[key] = value.slice(0, 2000);
    else
      form.files[key] = { name: value.name, type: value.type, data: Buffer.from(await value.arrayBuffer()) };
  }
  return form;
}

const SIGNATURES: { mime: string; bytes: number[]; at?: number }[] = [
  { mime: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { mime: 'image/webp', bytes: [0x57, 0x45, 0x42, 0x50], at: 8 },
];

/** The image type by its first bytes (never by the name or the declared type), if accepted. */
export function imageTypeOf(data: Buffer, accepted: readonly string[]): string | null {
  for (const sig of SIGNATURES) {
    const at = sig.at ?? 0;
    if (!accepted.includes(sig.mime) || data.length < at + sig.bytes.length) continue;
    if (sig.mime === 'image/webp' && data.subarray(0, 4).toString('latin1') !== 'RIFF') continue;
    if (sig.bytes.every((b, i) => data[at + i] === b)) return sig.mime;
  }
  return null;
}
