import { describe, expect, it } from 'vitest';
import { placeKeysOf, understandLocation } from './places';

describe('places', () => {
  it('reads a job’s location as its words, its region and its country', () => {
    expect(placeKeysOf('Milwaukee, WI').sort()).toEqual(['c:us', 'r:us-wi', 'w:milwaukee', 'w:wi']);
    expect(placeKeysOf('London, United Kingdom')).toEqual(
      expect.arrayContaining(['c:gb', 'w:london', 'w:united', 'w:kingdom']),
    );
    expect(placeKeysOf('Kingswood, Australia')).not.toContain('c:us');
    expect(placeKeysOf(null)).toEqual([]);
  });

  it('reads a bare code as a US state first, unless the location names another country', () => {
    expect(placeKeysOf('San Diego, CA')).toEqual(expect.arrayContaining(['r:us-ca', 'c:us']));
    expect(placeKeysOf('San Diego, CA')).not.toContain('c:ca');
    expect(placeKeysOf('Perth, WA, Australia')).toEqual(expect.arrayContaining(['r:au-wa', 'c:au']));
    expect(placeKeysOf('Perth, WA, Australia')).not.toContain('r:us-wa');
    expect(placeKeysOf('Toronto, ON')).toEqual(expect.arrayContaining(['r:ca-on', 'c:ca']));
  });

  it('reads a location asked for as places, whole words and the remote filter', () => {
    const keysOf = (text: string) => understandLocation(text).conditions.map((condition) => condition.flat());
    expect(keysOf('UK')).toEqual([
      [
        { in: 'place', text: 'c:gb' },
        { in: 'place', text: 'w:uk' },
      ],
    ]);
    expect(keysOf('Milwaukee')).toEqual([[{ in: 'place', text: 'w:milwaukee' }]]);
    expect(keysOf('new york').flat()).toContainEqual({ in: 'place', text: 'r:us-ny' });
    expect(understandLocation('Remote, UK')).toMatchObject({ remote: true, conditions: [expect.anything()] });
    expect(understandLocation('remote')).toEqual({ remote: true, conditions: [] });
  });
});
