import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import { lazy } from 'react';
import type { Creditor } from '../records';

const list = lazy(() => import('./CreditorList'));
const show = lazy(() => import('./CreditorShow'));
const icon = StorefrontIcon;
const recordRepresentation = (creditor: Creditor) => creditor.friendlyName;

// Every staff member reads the creditor terms; only a lead gets the forms that change them.
export const creditorsForReps = { list, show, icon, recordRepresentation };

export default {
  ...creditorsForReps,
  create: lazy(() => import('./CreditorCreate')),
  edit: lazy(() => import('./CreditorEdit')),
};
