// Small helpers shared by step 1's modules.
export function figureOf(root: HTMLElement, id: string): HTMLElement {
  const element = root.querySelector<HTMLElement>(`figure[data-chart="${id}"]`);
  if (!element) throw new Error(`step 1 markup lacks the figure ${id}`);
  return element;
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
