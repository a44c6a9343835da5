import {
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatDateTime } from '../dates';
import { formatMoney } from '../fields/money';
import type { Creditor } from '../records';
import { dayShown } from './creditorModel';

/** Every version of the creditor's terms, newest first: what each offer's version number points to. */
export const CreditorHistory = () => {
  const record = useRecordContext<Creditor>();
  const versions = record?.versions ?? [];
  if (versions.length === 0) return null;
  return (
    <section aria-labelledby="creditor-history" style={{ padding: 16 }}>
      <Typography id="creditor-history" variant="h6" component="h2" sx={{ mb: 1 }}>
        History of versions
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby="creditor-history">
          <TableHead>
            <TableRow>
              {[
                'Version',
                'Effective',
                'Plan APR',
                'Term',
                'Minimum',
                'Takes part',
                'Names matched',
                'Recorded',
              ].map((label) => (
                <TableCell key={label} component="th" scope="col">
                  {label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {versions.map((v) => (
              <TableRow key={v.id}>
                <TableCell component="th" scope="row">
                  {v.version} {v.isInForce && <Chip size="small" color="success" label="In force" />}
                </TableCell>
                <TableCell>{dayShown(v.effectiveDate)}</TableCell>
                <TableCell>{v.planApr} %</TableCell>
                <TableCell>{v.termInMonths} months</TableCell>
                <TableCell>{formatMoney(v.minimumPayment)}</TableCell>
                <TableCell>{v.participatesInPlans ? 'Yes' : 'No'}</TableCell>
                <TableCell>{v.namePatterns.join(', ') || 'Any not named'}</TableCell>
                <TableCell>
                  {formatDateTime(v.recordedAt)} by {v.recordedByName ?? 'the starting table'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  );
};
