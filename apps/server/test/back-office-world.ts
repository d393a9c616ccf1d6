import { eq } from 'drizzle-orm';
import { applications } from '@skillmatch/db/schema/applications';
import type { App } from '../src/app-types';
import type { requestAs, TestAccount } from './accounts';
import { type TestCompany } from './companies';

/** What the back-office access test builds: two companies, their people, jobs and applications. */
export interface World {
  app: App;
  operator: TestAccount;
  /** Company A's recruiter, its interviewer (assigned to jobA1 only), company B's recruiter. */
  recruiterA: TestAccount;
  interviewerA: TestAccount;
  recruiterB: TestAccount;
  seekerA: TestAccount;
  seekerB: TestAccount;
  companyA: TestCompany;
  companyB: TestCompany;
  jobA1: { id: string; title: string };
  jobA2: { id: string; title: string };
  jobB: { id: string; title: string };
  /** seekerA's application to jobA1, seekerA's to jobA2, seekerB's to jobB. */
  appA1: string;
  appA2: string;
  appB: string;
  /** Set by the interview rows: A's interview of appA1, the operator's of appB. */
  interviewA: string;
  interviewB: string;
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** One back-office route's cross-company checks: what A, A's interviewer, B and the operator each get. */
export type Check = (world: World, call: Caller) => Promise<void>;
export type Caller = (
  who: TestAccount,
  method: Method,
  url: string,
  payload?: object,
) => ReturnType<typeof requestAs>;

export const idsOf = (items: { applicationId: string }[]) => items.map((item) => item.applicationId);

/** An application's status as stored. */
export async function statusOf(w: World, id: string) {
  const [row] = await w.app.db
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.id, id));
  return row?.status;
}
