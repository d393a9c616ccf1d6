import { group, VISUAL, BUILT, type Occupation } from '../occupation';

const design = group('Design', { sectors: VISUAL, remote: 0.3, ladder: true, projects: true });

export const DESIGN: Occupation[] = [
  design('27-1024.00', 59, 8, [
    'Graphic Designer',
    'Visual Designer',
    'Brand Designer',
    'Marketing Designer',
    'Production Designer',
  ]),
  design(
    '15-1255.00',
    99,
    8,
    ['Product Designer', 'UX Designer', 'UI Designer', 'UX/UI Designer', 'Interaction Designer'],
    {
      sectors: ['tech', 'media', 'finance', 'retail', 'travel', 'consulting'],
      remote: 0.45,
      trade: ['User experience design', 'User interface design'],
      code: true,
    },
  ),
  design('15-1255.01', 99, 2, ['Game Designer', 'Level Designer', 'Systems Designer'], {
    sectors: ['media', 'tech'],
    code: true,
  }),
  design('27-1011.00', 107, 3, ['Art Director', 'Associate Art Director'], { ladder: false }),
  design('27-1014.00', 100, 3, ['Motion Designer', '3D Artist', 'Animator', 'VFX Artist'], {
    sectors: ['media', 'tech'],
  }),
  design('27-1021.00', 80, 2, ['Industrial Designer', 'Packaging Designer'], {
    sectors: ['consumer', 'industry', 'retail'],
    remote: 0.1,
  }),
  design('27-1022.00', 80, 1, ['Fashion Designer', 'Apparel Designer', 'Technical Designer'], {
    sectors: ['retail', 'consumer'],
    remote: 0.1,
  }),
  design('27-1025.00', 63, 2, ['Interior Designer', 'Workplace Designer'], {
    sectors: ['buildings', 'retail'],
    remote: 0.1,
  }),
  design('27-1027.00', 62, 1, ['Exhibit Designer', 'Set Designer'], {
    sectors: ['media', 'education'],
    remote: 0,
  }),
  design('27-1026.00', 37, 1, ['Visual Merchandiser'], {
    sectors: ['retail'],
    remote: 0,
    ladder: false,
    projects: false,
  }),
  design('27-1013.00', 67, 1, ['Illustrator', 'Concept Artist'], { sectors: ['media', 'tech', 'education'] }),
  design('17-1011.00', 93, 3, ['Architect', 'Project Architect', 'Architectural Designer'], {
    sectors: BUILT,
    remote: 0.1,
    credential: 'a state architecture licence, or progress toward one',
  }),
  design('17-1012.00', 79, 1, ['Landscape Architect', 'Landscape Designer'], {
    sectors: ['buildings', 'government'],
    remote: 0.1,
    credential: 'a state landscape architecture licence, or progress toward one',
  }),
  design('17-3011.00', 62, 2, ['Architectural Drafter', 'CAD Drafter', 'BIM Technician'], {
    sectors: BUILT,
    remote: 0.15,
  }),
  design('27-4021.00', 40, 1, ['Photographer', 'Product Photographer'], {
    sectors: ['media', 'retail', 'consumer'],
    remote: 0,
  }),
  design('27-4032.00', 66, 2, ['Video Editor', 'Post-Production Editor'], {
    sectors: ['media', 'tech', 'consumer'],
  }),
  design('27-3042.00', 80, 2, ['Technical Writer', 'Content Designer', 'Documentation Specialist'], {
    sectors: ['tech', 'finance', 'lifeSciences', 'aviation'],
    remote: 0.45,
  }),
];
