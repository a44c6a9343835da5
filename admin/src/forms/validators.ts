import { required } from '@domain/messages';

/** The spec's '<label> is required', the same wording the server sends. */
export const requiredField = (label: string) => (value: unknown) =>
  value === undefined || value === null || value === '' ? required(label) : undefined;
