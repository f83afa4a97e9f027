export interface MutationModuleEntry {
  name: string;
  file: string;
  /** Line ranges to mutate ('1-56,135-139'); the whole file when absent. */
  lines?: string;
  goal: number;
}

export const MUTATION_MODULES: MutationModuleEntry[];
export function mutateGlobs(modules?: readonly MutationModuleEntry[]): string[];
