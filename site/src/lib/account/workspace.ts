/**
 * Whether the page is training's: the server marks training's pages as it serves them
 * (api/http/workspacePages.ts, `data-workspace` on the body, beside the training notice).
 */
export const inTraining = (): boolean =>
  typeof document !== 'undefined' && document.body.dataset.workspace === 'training';
