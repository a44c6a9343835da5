import { describe, expect, it } from 'vitest';
import { applicationsCsv } from '../../admin/src/applications/applicationCsv';
import { defaultTabOf } from '../../admin/src/applications/show/defaultTab';
import { describeChanges } from '../../admin/src/auditLog/changes';
import { toCsv } from '../../admin/src/export/csv';
import { displayAnswer } from '../../admin/src/fields/displayAnswer';
import { startApplicationUrl } from '../../admin/src/layout/startApplication/startApplicationUrl';
import { changedFields } from '../../admin/src/plans/planModel';
import type { Application } from '../../admin/src/types';
import { errorsOfChangedFields, validateDmpEnrollment } from '../../api/domain/planRules';

describe('the borrower page’s default tab (service-portal §2)', () => {
  it('is Application for In Progress and for rental applications, Decision otherwise', () => {
    expect(defaultTabOf({ status: 'In Progress', type: 'credit' })).toBe('application');
    expect(defaultTabOf({ status: 'Submitted', type: 'rental' })).toBe('application');
    expect(defaultTabOf({ status: 'Contacted', type: 'credit' })).toBe('decision');
  });
});

describe('the CSV export', () => {
  it('quotes commas, quotes and line breaks, and defuses spreadsheet formulas', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['Lopez, Maria', 'say "hi"'],
          ['=HYPERLINK("x")', 'line\nbreak'],
        ],
      ),
    ).toBe('a,b\r\n"Lopez, Maria","say ""hi"""\r\n"\'=HYPERLINK(""x"")","line\nbreak"');
  });

  it('holds the list’s columns only', () => {
    const application = {
      id: 'a1',
      borrowerName: 'Ana Delgado',
      type: 'rental',
      status: 'Submitted',
      routerLabel: 'eden',
      createdAt: '2026-11-22T15:00:00.000Z',
      assignedToName: 'Rita Rep',
      hasOffers: true,
      isEnrolledInAPlan: false,
      borrower: { id: 'b1', dateOfBirth: '1984-09-12' },
    } as Application;
    const [header, row] = applicationsCsv([application]).split('\r\n');
    expect(header).toBe('Borrower,Type,Status,Referral,Created,Assigned to,Offers,Enrolled in a plan');
    expect(row).toMatch(/^Ana Delgado,Rental,Submitted,eden,11-2\d-2026 \d\d:\d\d [AP]M,Rita Rep,Yes,No$/);
    expect(row).not.toContain('1984');
  });
});

describe('a plan edit is judged on the fields it changes, like the server judges it', () => {
  const signedLongAgo = {
    id: 'p1',
    dateSigned: '2020-01-15',
    firstPaymentDate: '2020-02-01',
    termInMonths: 60,
  };

  it('sends only the changed fields, a cleared field as cleared', () => {
    const values = { ...signedLongAgo, termInMonths: 48, inactiveAt: '' };
    expect(changedFields(values, { ...signedLongAgo, inactiveAt: null })).toEqual({ termInMonths: 48 });
    expect(changedFields({ ...signedLongAgo, dateSigned: null }, signedLongAgo)).toEqual({
      dateSigned: null,
    });
  });

  it('keeps an old plan editable: its old dates are not judged again', () => {
    const values = { ...signedLongAgo, monthlyPaymentAmount: 230, termInMonths: 48 };
    const errors = validateDmpEnrollment(values, '2026-11-22');
    expect(errors.dateSigned).toBe('Date signed is invalid');
    expect(errorsOfChangedFields(errors, changedFields(values, signedLongAgo))).toEqual({});
  });
});

describe('the audit log’s changes', () => {
  it('lists what changed, leaving bookkeeping columns out', () => {
    expect(describeChanges('{"status":"Archived"}', '{"status":"Contacted"}')).toEqual([
      'status: Archived → Contacted',
    ]);
    expect(describeChanges(null, '{"id":"x","active":true,"termInMonths":60}')).toEqual([
      'active: true',
      'termInMonths: 60',
    ]);
    expect(describeChanges('{"assignedTo":null}', '{"assignedTo":"u1"}')).toEqual(['assignedTo: — → u1']);
  });
});

describe('Start Application (service-portal §2)', () => {
  it('opens the application for the router, rental for eden, credit for fps, asking for a fresh session', () => {
    expect(startApplicationUrl('eden')).toBe(
      '/application/about-you?router=eden&applicationType=rental&clearSession=1',
    );
    expect(startApplicationUrl('fps')).toBe(
      '/application/about-you?router=fps&applicationType=credit&clearSession=1',
    );
  });
});

describe('answers as staff read them', () => {
  it('shows yes/no, money, dates and languages, and nothing for no answer', () => {
    expect(displayAnswer(true, 'yesNo')).toBe('Yes');
    expect(displayAnswer(1350, 'money')).toBe('$1,350.00');
    expect(displayAnswer('1984-09-12', 'date')).toBe('09-12-1984');
    expect(displayAnswer('es', 'language')).toBe('Spanish');
    expect(displayAnswer(null, 'text')).toBe('');
  });
});
