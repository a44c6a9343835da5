import { describe, expect, it } from 'vitest';
import { applicationsCsv } from '../../admin/src/applications/applicationCsv';
import { defaultTabOf } from '../../admin/src/applications/show/defaultTab';
import { describeChanges } from '../../admin/src/auditLog/changes';
import { savedListWords, sharedFilterValues } from '../../admin/src/savedQueries/savedListWords';
import { toCsv } from '../../admin/src/export/csv';
import { displayAnswer } from '../../admin/src/fields/displayAnswer';
import { startApplicationUrl } from '../../admin/src/layout/startApplication/startApplicationUrl';
import { changedFields } from '../../admin/src/plans/planModel';
import type { Application } from '../../admin/src/records';
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

  const application = {
    id: 'a1',
    borrowerName: 'Ana Delgado',
    borrowerEmail: '=cmd@example.com',
    borrowerPhoneNumber: '302-555-0190',
    borrowerLocalTime: '3:42 PM CDT',
    borrowerTimeZone: 'America/Chicago',
    callableNow: false,
    notCallableReason: 'After 8 pm in Florida',
    callbackAt: '2026-11-23T20:30:00.000Z',
    type: 'rental',
    status: 'Submitted',
    routerLabel: 'eden',
    createdAt: '2026-11-22T15:00:00.000Z',
    assignedToName: 'Rita Rep',
    hasOffers: true,
    isEnrolledInAPlan: false,
    borrower: { id: 'b1', dateOfBirth: '1984-09-12' },
  } as Application;

  it('is a call list: id, local time and whether to call, no date of birth', () => {
    const [header, row] = applicationsCsv([application]).split('\r\n');
    expect(header).toBe(
      'Id,Borrower,Local time,Callable now,Type,Status,Referral,Created,Assigned to,Call back,Offers,Enrolled in a plan',
    );
    expect(row).toMatch(
      /^a1,Ana Delgado,3:42 PM CDT,No: After 8 pm in Florida,Rental,Submitted,eden,11-2\d-2026 \d\d:\d\d [AP]M,Rita Rep,11-23-2026 2:30 PM CST,Yes,No$/,
    );
    expect(row).not.toContain('1984');
    expect(row).not.toContain('302-555');
  });

  it('gives a lead the e-mail and phone too, formula-defused', () => {
    const [header, row] = applicationsCsv([application], true).split('\r\n');
    expect(header.startsWith('Id,Borrower,Email,Phone,Local time')).toBe(true);
    expect(row.startsWith("a1,Ana Delgado,'=cmd@example.com,302-555-0190,3:42 PM CDT")).toBe(true);
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
    expect(errors.dateSigned).toBe('Date signed is invalid: a date within a year of today');
    expect(errorsOfChangedFields(errors, changedFields(values, signedLongAgo))).toEqual({});
  });
});

describe('the audit log’s changes, in a rep’s words', () => {
  const names = new Map([
    ['u1', 'Rita Rep'],
    ['u2', 'Ravi Rep'],
  ]);
  it('lists what changed, leaving bookkeeping columns out', () => {
    expect(describeChanges('{"status":"Archived"}', '{"status":"Contacted"}')).toEqual([
      'Status: Archived → Contacted',
    ]);
    expect(describeChanges(null, '{"id":"x","active":true,"termInMonths":60}')).toEqual([
      'Active: Yes',
      'Term in months: 60',
    ]);
  });

  it('names reps instead of their ids, and shows dates as MM-dd-yyyy', () => {
    expect(describeChanges('{"assignedTo":null}', '{"assignedTo":"u1"}', names)).toEqual([
      'Assigned to: — → Rita Rep',
    ]);
    expect(
      describeChanges(
        '{"assignedTo":"u1","assignedToName":"Rita Rep"}',
        '{"assignedTo":"u2","assignedToName":"Ravi Rep"}',
        names,
      ),
    ).toEqual(['Assigned to: Rita Rep → Ravi Rep']);
    const at = new Date(2026, 6, 16, 15, 4).toISOString();
    expect(describeChanges('{"assignedToAt":null}', JSON.stringify({ assignedToAt: at }))).toEqual([
      'Assigned at: — → 07-16-2026 03:04 PM',
    ]);
    expect(describeChanges(null, '{"firstPaymentDate":"2026-08-01","hasSpouse":false}')).toEqual([
      'First payment date: 08-01-2026',
      'Has spouse: No',
    ]);
    expect(describeChanges('{"assignedTo":"u9"}', '{"assignedTo":null}', names)).toEqual([
      'Assigned to: another representative → —',
    ]);
  });

  it('shows a call-back in the borrower’s time with its zone, as the rest of the console does (issue 42)', () => {
    const after = JSON.stringify({ status: 'Call Scheduled', callbackAt: '2027-01-11T19:30:00.000Z' });
    expect(describeChanges(null, after, names, 'America/New_York')).toEqual([
      'Status: Call Scheduled',
      expect.stringMatching(/^Call back at: 01-11-2027 0?2:30 PM EST$/),
    ]);
    expect(describeChanges(null, after, names, 'America/Chicago')[1]).toMatch(/1:30 PM CST$/);
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

describe('what a saved list keeps, in words (issue 42)', () => {
  const repName = (id: string) => (id === 'u1' ? 'Lena Lead' : 'a representative');
  const defaults = {
    status: ['inProgress', 'submitted', 'callScheduled', 'contacted', 'transferred'],
    type: ['credit', 'rental'],
    claimed: ['claimed', 'unclaimed'],
  };

  it('says every filter that differs from the panel’s defaults, the search and the rep whose claims it lists', () => {
    expect(savedListWords(defaults, repName)).toEqual(['Everything the list shows by default']);
    expect(
      savedListWords(
        {
          ...defaults,
          q: ' Lopez ',
          type: ['rental'],
          assignedTo: 'u1',
          callableNow: true,
          preferredLanguage: ['es'],
        },
        repName,
      ),
    ).toEqual([
      'Search: “Lopez”',
      'Application type: Rental',
      'Preferred language: Spanish',
      'Assigned to: Lena Lead',
      'Callable now',
    ]);
    expect(savedListWords({ dateRange: { start: '2026-06-01', end: '2026-06-15' } }, repName)).toEqual([
      'Applied: from 06-01-2026 to 06-15-2026',
    ]);
  });

  it('shares a list of one rep’s claims without that rep unless the lead keeps them', () => {
    expect(sharedFilterValues({ type: ['rental'], assignedTo: 'u1' }, false)).toEqual({ type: ['rental'] });
    expect(sharedFilterValues({ type: ['rental'], assignedTo: 'u1' }, true)).toEqual({
      type: ['rental'],
      assignedTo: 'u1',
    });
  });
});
