/**
 * Who the demo data is: the main store, its branch and the demo logins. Kept apart from `seed.ts`
 * because the control API and the catalogue name these stores too, and the seed itself imports
 * the catalogue: a constant in the seed would make the two import each other.
 */
export const DEMO_STORE_ID = 1;
export const DEMO_BRANCH_ID = 2;
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_DOCUMENT = '11222333000181';
export const DEMO_LOGINS = ['admin', 'operador', 'semperfil'] as const;
