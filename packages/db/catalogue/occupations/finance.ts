import { group, MONEY, BOOKS, type Occupation } from '../occupation';

const finance = group('Finance', { sectors: MONEY, remote: 0.2, ladder: true });

export const FINANCE: Occupation[] = [
  finance(
    '13-2011.00',
    80,
    10,
    ['Accountant', 'Staff Accountant', 'Auditor', 'Internal Auditor', 'Tax Accountant', 'Cost Accountant'],
    {
      sectors: BOOKS,
      trade: ['Accounting'],
    },
  ),
  finance(
    '13-2051.00',
    100,
    7,
    ['Financial Analyst', 'FP&A Analyst', 'Investment Analyst', 'Equity Research Analyst'],
    {
      sectors: ['finance', 'insurance', 'tech', 'consumer', 'retail', 'industry'],
      trade: ['Financial analysis', 'Financial modelling'],
    },
  ),
  finance(
    '13-2054.00',
    106,
    4,
    ['Risk Analyst', 'Credit Risk Analyst', 'Market Risk Analyst', 'Model Risk Analyst'],
    {
      trade: ['Financial analysis'],
      code: true,
    },
  ),
  finance('13-2099.01', 130, 2, ['Quantitative Analyst', 'Quantitative Developer'], {
    trade: ['Financial modelling', 'Statistics'],
    code: true,
  }),
  finance('13-2099.04', 80, 2, ['Fraud Analyst', 'Fraud Investigator']),
  finance('13-2031.00', 85, 2, ['Budget Analyst'], {
    sectors: ['government', 'education', 'care', 'finance'],
    trade: ['Financial analysis'],
  }),
  finance('13-2041.00', 80, 2, ['Credit Analyst', 'Commercial Credit Analyst'], {
    trade: ['Financial analysis'],
  }),
  finance('13-2052.00', 100, 3, ['Financial Advisor', 'Wealth Advisor'], {
    ladder: false,
    remote: 0.1,
    credential: 'FINRA Series 7 and 66 licences',
  }),
  finance('13-2053.00', 78, 2, ['Underwriter', 'Commercial Lines Underwriter'], { sectors: ['insurance'] }),
  finance('13-2061.00', 90, 1, ['Bank Examiner', 'Compliance Examiner'], {
    sectors: ['government', 'finance'],
  }),
  finance('13-2072.00', 70, 3, ['Loan Officer', 'Mortgage Loan Officer', 'Commercial Loan Officer'], {
    sectors: ['finance'],
    ladder: false,
    credential: 'NMLS registration',
  }),
  finance('13-2082.00', 49, 2, ['Tax Preparer', 'Seasonal Tax Preparer'], {
    sectors: ['finance', 'consulting'],
    ladder: false,
  }),
  finance('11-3031.00', 156, 3, ['Finance Manager', 'Controller', 'Director of Finance'], {
    sectors: BOOKS,
    ladder: false,
    trade: ['Financial analysis', 'Leadership'],
  }),
  finance('11-3031.01', 156, 1, ['Assistant Controller', 'Treasury Manager'], {
    sectors: BOOKS,
    ladder: false,
  }),
  finance('15-2011.00', 120, 2, ['Actuarial Analyst', 'Actuary'], {
    sectors: ['insurance', 'consulting'],
    code: true,
  }),
  finance(
    '43-3031.00',
    47,
    5,
    ['Bookkeeper', 'Accounting Clerk', 'Accounts Payable Specialist', 'Accounts Receivable Specialist'],
    {
      sectors: BOOKS,
      ladder: false,
      trade: ['Accounting'],
    },
  ),
  finance('43-3051.00', 53, 2, ['Payroll Specialist', 'Payroll Administrator'], {
    sectors: BOOKS,
    ladder: false,
  }),
  finance('43-3021.00', 46, 2, ['Billing Specialist', 'Billing Coordinator'], {
    sectors: BOOKS,
    ladder: false,
  }),
  finance('43-3011.00', 44, 2, ['Collections Specialist', 'Collections Representative'], {
    ladder: false,
    shifts: true,
  }),
  finance('43-3071.00', 38, 2, ['Bank Teller', 'Teller'], {
    sectors: ['finance'],
    ladder: false,
    remote: 0,
    shifts: true,
  }),
  finance('13-1031.00', 72, 2, ['Claims Adjuster', 'Claims Examiner'], { sectors: ['insurance'] }),
  finance('13-1041.00', 76, 3, ['Compliance Analyst', 'AML Analyst', 'KYC Analyst', 'Compliance Officer'], {
    alsoUses: ['11-9199.02'],
  }),
  finance('11-9199.02', 130, 1, ['Compliance Manager', 'BSA/AML Compliance Manager'], {
    ladder: false,
    trade: ['Leadership'],
  }),
];
