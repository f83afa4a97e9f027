/**
 * An image field: click (or Enter/Space on the focused input) or drop a file; the type and size
 * are checked with the caller's Portuguese messages (each spec screen has its own); a preview shows
 * the chosen file or the current image; onFile(file) receives a valid file (upload it with
 * api.legacy/json(..., { multipart })).
 */
import { useEffect, useId, useState, type DragEvent, type ReactNode } from 'react';
import { ImagePlus } from 'lucide-react';
import { Spinner } from '../Spinner';
import { fileProblem, type FileProblem } from '../../../../shared/inputs';

export interface ImageUploadProps {
  label: string;
  /** MIME types, e.g. ['image/png', 'image/jpeg']. */
  accept: readonly string[];
  maxBytes: number;
  /** The screen's texts for a refused file (the spec's, verbatim). */
  messages: { type: string; size: string; empty?: string };
  onFile(file: File): void;
  /** The image already saved (shown until a file is chosen). */
  currentUrl?: string | null;
  /** E.g. 'Dimensão recomendada: 500x500. Até: 2MB. Formatos aceitos: JPG, JPEG, PNG, WEBP.' */
  hint?: ReactNode;
  /** An error from outside (the server's answer). */
  error?: string | null;
  disabled?: boolean;
  /** Why it is disabled, shown instead of the drop text (e.g. 'Salve o produto antes de cadastrar uma imagem'). */
  disabledReason?: string;
  busy?: boolean;
  /** The drop zone's text. */
  prompt?: string;
}

export function ImageUpload({
  label,
  accept,
  maxBytes,
  messages,
  onFile,
  currentUrl,
  hint,
  error,
  disabled = false,
  disabledReason,
  busy = false,
  prompt = 'Clique ou arraste uma imagem até aqui',
}: ImageUploadProps) {
  const id = useId();
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const blocked = disabled || busy;
  function take(file: File | undefined) {
    if (!file || blocked) return;
    const p = fileProblem(file, accept, maxBytes);
    setProblem(p);
    if (p) return;
    setPreview(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
    onFile(file);
  }
  function onDrop(e: DragEvent<HTMLLabelElement>) {
    e.preventDefault();
    setDragging(false);
    take(e.dataTransfer.files[0]);
  }

  const shownError =
    error ??
    (problem === 'type'
      ? messages.type
      : problem === 'size'
        ? messages.size
        : problem === 'empty'
          ? (messages.empty ?? messages.type)
          : null);
  const image = preview ?? currentUrl ?? null;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = shownError ? `${id}-error` : undefined;
  const reasonId = disabled && disabledReason ? `${id}-reason` : undefined;

  return (
    <div className={`field bo-upload ${shownError ? 'field--invalid' : ''}`}>
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <label
        htmlFor={id}
        className={`bo-upload__zone ${dragging ? 'is-dragging' : ''} ${blocked ? 'is-disabled' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          if (!blocked) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {image ? (
          <img
            className="bo-upload__preview"
            src={image}
            alt={preview ? `Pré-visualização: ${label}` : `Imagem atual: ${label}`}
          />
        ) : (
          <ImagePlus size={36} aria-hidden className="bo-upload__icon" />
        )}
        <span className="bo-upload__text" id={reasonId}>
          {busy ? <Spinner size={16} /> : null}
          {busy ? 'Enviando...' : disabled && disabledReason ? disabledReason : prompt}
        </span>
      </label>
      <input
        id={id}
        type="file"
        className="bo-upload__input"
        accept={accept.join(',')}
        disabled={blocked}
        aria-labelledby={`${id}-label`}
        aria-describedby={[reasonId, hintId, errorId].filter(Boolean).join(' ') || undefined}
        aria-invalid={shownError ? true : undefined}
        aria-busy={busy || undefined}
        onChange={(e) => {
          take(e.target.files?.[0]);
          // The same file chosen again after an error must fire change again.
          e.target.value = '';
        }}
      />
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {shownError ? (
        <p className="field__error" id={errorId} role="alert">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
