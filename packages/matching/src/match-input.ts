/** What the engine scores: a seeker's skills and preferences, and a job's skills and facts. */

export interface MatchSkill {
  id: string;
  label: string;
}

export interface MatchSeeker {
  skills: MatchSkill[];
  preferences: {
    jobTypes: readonly string[];
    locations: readonly string[];
    remote: boolean;
    salaryMin: number | null;
  };
}

export interface MatchJob {
  skills: MatchSkill[];
  type: string;
  remote: boolean;
  location: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
}
