/** What a reassignment answers: how many applications moved, and to whom. */
export interface ReassignResult {
  moved: number;
  toRepName: string | null;
}

/** 'Moved 3 applications to Ravi Rep.' */
export const movedText = ({ moved, toRepName }: ReassignResult) =>
  `Moved ${moved} application${moved === 1 ? '' : 's'} to ${toRepName ?? 'the representative'}.`;
