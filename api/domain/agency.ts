/*
 * The deployment variants (service-portal §8: afs, apprisen, cambridge, cesi, greenpath, navicore,
 * main, staging). One setting, AGENCY, names the agency a deployment runs for, and the agency picks
 * the credit flow's variant (borrower-application §2): the partner agency's — the one the decision
 * environment names — shows success, decline, call-or-connect and call-us and lets staff start an
 * application for a caller; every other network agency runs the default variant, where a borrower
 * reads the proposed payment summary and the lender guide, or waits on pending for a counsellor.
 * Which agencies are which is a decision (docs/decisions/0025-deployment-variants.md).
 */

export const agencies = [
  'afs',
  'apprisen',
  'cambridge',
  'cesi',
  'greenpath',
  'navicore',
  'main',
  'staging',
] as const;

export type Agency = (typeof agencies)[number];

export type FlowVariant = 'partnerAgency' | 'default';

/** The partner agency's own deployment and its rehearsal copy. */
const partnerAgencyDeployments: readonly Agency[] = ['main', 'staging'];

export const flowVariantOf = (agency: Agency): FlowVariant =>
  partnerAgencyDeployments.includes(agency) ? 'partnerAgency' : 'default';

/**
 * The console's Start Application button (service-portal §2, "shown only for one deployment
 * variant"): its referral choices, eden and fps, are the partner agency's programmes.
 */
export const showsStartApplication = (variant: FlowVariant): boolean => variant === 'partnerAgency';

/** The agency's name as its documents print it (the site's 'site.name', the mail's sender). */
export const agencyName = 'Relief Service';
