import {
  checksPlace,
  checksSalary,
  checksType,
  placeFit,
  salaryFit,
  salaryTopOf,
  statesPreferences,
  typeFit,
} from './score';
import { grownLength } from './growth';
import type { MatchJob, MatchSeeker } from './match-input';

/** Grows a typed array to at least `size` (growth.ts), keeping what it holds. */
function grown<T extends Uint8Array | Int32Array | Float64Array>(array: T, size: number): T {
  if (size <= array.length) return array;
  const next = new (array.constructor as new (length: number) => T)(grownLength(array.length, size));
  next.set(array);
  return next;
}

/** Numbers for repeated strings (job types, locations), so that a row stores an Int32. */
class Dictionary<T> {
  readonly values: T[] = [];
  private readonly numbers = new Map<T, number>();

  numberOf(value: T): number {
    let number = this.numbers.get(value);
    if (number === undefined) {
      number = this.values.length;
      this.numbers.set(value, number);
      this.values.push(value);
    }
    return number;
  }
}

/**
 * What preferences read of each job, per row in typed arrays: ranking reaches up to every job of a
 * million, and reading these is a small fraction of the time that reading each job's object would take.
 * Each check's fit comes from `score.ts`'s functions, once per distinct type or place.
 */
export class JobFacts {
  private types = new Int32Array(1024);
  private places = new Int32Array(1024);
  private remote = new Uint8Array(1024);
  /** The most the job pays; NaN when it does not say. */
  private salaryTops = new Float64Array(1024);
  private readonly typeNames = new Dictionary<string>();
  private readonly placeNames = new Dictionary<string | null>();

  set(row: number, job: MatchJob): void {
    this.types = grown(this.types, row + 1);
    this.places = grown(this.places, row + 1);
    this.remote = grown(this.remote, row + 1);
    this.salaryTops = grown(this.salaryTops, row + 1);
    this.types[row] = this.typeNames.numberOf(job.type);
    this.places[row] = this.placeNames.numberOf(job.location);
    this.remote[row] = job.remote ? 1 : 0;
    this.salaryTops[row] = salaryTopOf(job) ?? NaN;
  }

  /**
   * The seeker's fit for a row: the mean of the checks `preferenceChecks` makes, added in its order;
   * null when the seeker states no preference.
   */
  fitsFor(seeker: MatchSeeker['preferences']): ((row: number) => number) | null {
    if (!statesPreferences(seeker)) return null;
    const { types, places, remote, salaryTops } = this;
    const byType = this.typeNames.values.map((name) => typeFit(seeker, name));
    // Per place, remote or not: 1 or 0, computed on first use (-1 before).
    const byPlace = new Int8Array(this.placeNames.values.length * 2).fill(-1);
    const placeNames = this.placeNames.values;
    const type = checksType(seeker);
    const place = checksPlace(seeker);
    const salary = checksSalary(seeker);
    const checks = Number(type) + Number(place) + Number(salary);
    return (row) => {
      let fit = 0;
      if (type) fit += byType[types[row]!]!;
      if (place) {
        const key = places[row]! * 2 + remote[row]!;
        if (byPlace[key] === -1)
          byPlace[key] = placeFit(seeker, remote[row] === 1, placeNames[places[row]!]!);
        fit += byPlace[key]!;
      }
      if (salary) {
        const top = salaryTops[row]!;
        fit += salaryFit(seeker.salaryMin!, Number.isNaN(top) ? null : top);
      }
      return fit / checks;
    };
  }
}
