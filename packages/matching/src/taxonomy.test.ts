import { describe, expect, it } from 'vitest';
import { taxonomy } from './taxonomy';

const idOf = (raw: string) => taxonomy.resolve(raw)?.id;

describe('skill taxonomy', () => {
  it('resolves the spellings of one skill to one canonical skill', () => {
    expect(new Set(['ReactJS', 'react.js', ' React ', 'React JS'].map(idOf))).toEqual(
      new Set([idOf('React')]),
    );
    expect(taxonomy.resolve('reactjs')).toMatchObject({ label: 'React', known: true });
  });

  it('knows what people type for common skills', () => {
    expect(taxonomy.resolve('JS')?.label).toBe('JavaScript');
    expect(taxonomy.resolve('k8s')?.label).toBe('Kubernetes');
    expect(taxonomy.resolve('Postgres')?.label).toBe('PostgreSQL');
    expect(taxonomy.resolve('Node')?.label).toBe('Node.js');
    expect(taxonomy.resolve('ML')?.label).toBe('Machine learning');
    expect(taxonomy.resolve('AWS')?.label).toBe('Amazon Web Services');
  });

  it('tidies messy input: case, qualifiers, plurals, vendor names', () => {
    expect(taxonomy.resolve('Hr Management')?.label).toBe('Human resource management');
    expect(taxonomy.resolve('MS OFFICE')?.label).toBe('Microsoft Office');
    expect(taxonomy.resolve('Sklearn')?.label).toBe('scikit-learn');
    expect(taxonomy.resolve('Core Java')?.label).toBe('Java');
    expect(taxonomy.resolve('Data Structure')?.label).toBe('Data structures');
    expect(taxonomy.resolve('Oracle Java')?.label).toBe('Java');
  });

  it('keeps a skill it does not know as its normalised text', () => {
    expect(taxonomy.resolve('  Underwater   Basket-Weaving ')).toEqual({
      id: 'underwater basket weaving',
      label: 'Underwater Basket-Weaving',
      known: false,
    });
    expect(taxonomy.resolve('   ')).toBeNull();
  });

  it('links close skills with partial credit, in the direction that makes sense', () => {
    const forJavaScript = taxonomy.standInsFor(idOf('JavaScript')!);
    expect(forJavaScript).toContainEqual({ id: idOf('TypeScript'), credit: 0.9 });
    expect(taxonomy.standInsFor(idOf('TypeScript')!)).toContainEqual({ id: idOf('JavaScript'), credit: 0.5 });
    expect(taxonomy.standInsFrom(idOf('PostgreSQL')!)).toContain(idOf('MySQL'));
  });

  it('suggests canonical skills for a prefix, aliases shown as their skill', () => {
    expect(taxonomy.suggest('k8', 5)).toEqual(['Kubernetes']);
    expect(taxonomy.suggest('reac', 3)).toContain('React');
    expect(taxonomy.suggest('bas', 20)).not.toContain('computer programming');
  });
});

describe('the names people read', () => {
  it('shows a skill named after a class by a readable name, and still knows the source’s title', () => {
    expect(taxonomy.resolve('Computer aided manufacturing CAM software')?.label).toBe('CAM software');
    expect(idOf('POS software')).toBe(idOf('Point of sale POS software'));
    expect(taxonomy.resolve('Chef')?.label).toBe('Chef');
    expect(taxonomy.labelOf(idOf('Chef')!)).toBe('Chef');
    expect(taxonomy.groupOf(idOf('Microsoft Access')!)).toBe('Database software');
  });

  it('shows a typed skill by its canonical name only where the text names that skill', () => {
    expect(taxonomy.displayName(' react ')).toBe('React');
    expect(taxonomy.displayName('Postgres')).toBe('PostgreSQL');
    expect(taxonomy.displayName('ReactJS')).toBe('React');
    expect(taxonomy.displayName('Computer aided manufacturing CAM software')).toBe('CAM software');
    // ESCO lists "Bash" among computer programming's labels: matching uses it, the name stays Bash.
    expect(taxonomy.resolve('Bash')?.known).toBe(true);
    expect(taxonomy.displayName('Bash')).toBe('Bash');
    // O*NET's "Jenkins CI" gave "CI" to Jenkins, though "CI" is not a name of Jenkins.
    expect(taxonomy.displayName('CI')).toBe('CI');
    expect(taxonomy.displayName('Python  programming')).toBe('Python programming');
    expect(taxonomy.displayName('Underwater basket weaving')).toBe('Underwater basket weaving');
  });
});

describe('findIn', () => {
  it('finds the skills a resume names, longest name first, in order, without sentence words or names', () => {
    const text = `Jane Doe, Data Engineer. Skills: Python, PostgreSQL, node.js, c++, Microsoft Excel.
      I communicate well and worked with machine learning in Tableau. Python again.`;
    expect(taxonomy.findIn(text, 20)).toEqual([
      'Python',
      'PostgreSQL',
      'Node.js',
      'C++',
      'Microsoft Excel',
      'Machine learning',
      'Tableau',
    ]);
    expect(taxonomy.findIn(text, 2)).toEqual(['Python', 'PostgreSQL']);
    expect(taxonomy.findIn('', 5)).toEqual([]);
  });

  it('finds a skill only where its name or an alias naming it is written, never through a class', () => {
    const text = 'Software configuration management with CI pipelines. Bash scripts, PDF reports, Python.';
    const found = taxonomy.findIn(text, 20);
    expect(found).toContain('Python');
    expect(found.filter((skill) => /jenkins|programming|pdf/i.test(skill))).toEqual([]);
  });
});
