import { Box, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatCalendarDay, formatCents } from '@domain/moneyFormat';
import { toCents } from '@domain/money';
import { formatDateTime } from '../dates';
import { fetchPlanAgreements, type ConsoleAgreement } from './agreementApi';

const signerWords: Record<string, string> = { borrower: 'Borrower', spouse: 'Spouse or partner' };
const money = (dollars: number | null | undefined) =>
  dollars == null ? '—' : formatCents('en', toCents(dollars));
const day = (iso: string | null | undefined) => (iso ? formatCalendarDay('en', iso) : '—');

/** A version's figures, written as its agreement writes them (api/domain/moneyFormat.ts). */
function figuresOf(a: ConsoleAgreement): [string, string][] {
  if (a.kind === 'rental')
    return [
      ['Monthly rent under the plan', money(a.monthlyPlanRent)],
      ['Starts', day(a.plannedStartDate)],
      ['Ends', day(a.plannedEndDate)],
      ['Monthly fee', money(a.monthlyFee)],
      ['Setup fee', money(a.setupFee)],
    ];
  return [
    ['Monthly deposit', money(a.monthlyDeposit)],
    ['Paid to creditors', money(a.monthlyPaymentAmount)],
    ['Monthly fee', money(a.monthlyFee)],
    ['Setup fee', money(a.setupFee)],
    ['Monthly deposits', String(a.termInMonths ?? '—')],
    ['First deposit', day(a.firstPaymentDate)],
    ['Estimated final payment', day(a.estimatedFinalPaymentDate)],
    ['Creditors in the plan', String(a.creditorCount)],
  ];
}

function Version({ agreement }: { agreement: ConsoleAgreement }) {
  const signed = agreement.status === 'signed';
  const label = signed ? 'Signed: in force' : 'Proposed: waiting for signatures';
  return (
    <Box
      component="section"
      aria-label={`${label}, version ${agreement.version}`}
      sx={{ p: 2, border: 1, borderColor: signed ? 'success.main' : 'warning.main', borderRadius: 1 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        {/* The amber of a proposal is the frame's: amber behind small text would be too faint to read. */}
        <Chip
          size="small"
          color={signed ? 'success' : 'default'}
          variant={signed ? 'filled' : 'outlined'}
          label={label}
        />
        <Typography variant="subtitle2" component="h4">
          Agreement version {agreement.version}
        </Typography>
      </Stack>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {figuresOf(agreement).map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {term}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {agreement.signatures.map((s) => (
        <Typography key={s.signer} variant="body2" sx={{ mt: 1 }}>
          {signerWords[s.signer] ?? s.signer}: signed online by <strong>{s.signedName}</strong> on{' '}
          {formatDateTime(s.signedAt)}
        </Typography>
      ))}
      {signed ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Last day to cancel: {day(agreement.cancelUntil)}. SHA-256 of the signed PDF:{' '}
          <Box component="code" sx={{ wordBreak: 'break-all' }}>
            {agreement.signedAgreement?.sha256 ?? '—'}
          </Box>
        </Typography>
      ) : (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Still to sign: {agreement.signersLeft.map((s) => signerWords[s] ?? s).join(', ')}. The borrower
          signs at /contract/sign.
        </Typography>
      )}
    </Box>
  );
}

/**
 * The plan's agreements (docs/decisions/0108): the signed version in force, never changed, and new
 * terms a change to a signed plan proposes, which the borrower (and their spouse or partner) sign
 * again; until then the signed one stands.
 */
export const AgreementVersions = ({ applicationId, plan }: { applicationId: string; plan: unknown }) => {
  const { data } = useQuery({
    // The plan as the page last read it: an edit saved on the tab reads the agreements again.
    queryKey: ['planAgreements', applicationId, JSON.stringify(plan)],
    queryFn: () => fetchPlanAgreements(applicationId),
    staleTime: 0,
  });
  if (!data || (!data.signed && !data.proposed)) return null;
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 640 }} component="section" aria-label="Plan agreement">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
        Plan agreement
      </Typography>
      {data.signed && <Version agreement={data.signed} />}
      {data.proposed && <Version agreement={data.proposed} />}
    </Stack>
  );
};
