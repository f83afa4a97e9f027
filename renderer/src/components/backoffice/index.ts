/** The shared back-office UI kit (docs/backoffice-kit.md). Styles: styles/backoffice.css. */
export * from './Layout';
export * from './DataTable';
export * from './Pagination';
export * from './pagination';
export * from './Controls';
export * from './States';
export * from './NotOffered';
export * from './useResource';
export * from './useLoadFailureAlert';
export * from './Inputs';
export * from './DateRangeInputs';
export * from './DateRangeFilter';
export * from './confirm';
export * from './ImageUpload';
export * from './VirtualTable';
