export function Spinner({ size = 20, label }: { size?: number; label?: string }) {
  return (
    <span
      className="spinner"
      style={{ width: size, height: size }}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}

/** Centered loading state for a page or a panel. */
export function LoadingBlock({ label = 'Carregando...' }: { label?: string }) {
  return (
    <div className="loading-block" role="status">
      <Spinner size={28} />
      <span>{label}</span>
    </div>
  );
}
