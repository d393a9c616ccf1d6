import { group, EVERYWHERE, type Occupation } from '../occupation';

const sales = group('Sales', {
  sectors: EVERYWHERE,
  remote: 0.15,
  trade: ['Customer relationship management'],
});

export const SALES: Occupation[] = [
  sales('41-2031.00', 33, 7, ['Sales Associate', 'Retail Sales Associate', 'Sales Floor Associate'], {
    sectors: ['retail'],
    remote: 0,
    shifts: true,
    trade: ['Point of sale POS software', 'Inventory management software'],
  }),
  sales('41-1011.00', 48, 3, ['Store Manager', 'Assistant Store Manager', 'Department Supervisor'], {
    sectors: ['retail'],
    remote: 0,
    trade: ['Leadership', 'Point of sale POS software', 'Inventory management software'],
  }),
  sales(
    '41-4012.00',
    67,
    6,
    [
      'Sales Representative',
      'Territory Sales Representative',
      'Outside Sales Representative',
      'Account Manager',
    ],
    {
      sectors: ['consumer', 'industry', 'retail', 'lifeSciences', 'logistics'],
    },
  ),
  sales(
    '41-4011.00',
    100,
    4,
    ['Medical Device Sales Representative', 'Technical Sales Representative', 'Territory Account Manager'],
    {
      sectors: ['lifeSciences', 'industry', 'tech'],
    },
  ),
  sales('41-9031.00', 117, 3, ['Sales Engineer', 'Solutions Engineer', 'Pre-Sales Engineer'], {
    sectors: ['tech', 'industry', 'aviation'],
    remote: 0.35,
    ladder: true,
    code: true,
  }),
  sales(
    '41-3091.00',
    66,
    6,
    [
      'Account Executive',
      'Business Development Representative',
      'Sales Development Representative',
      'Inside Sales Representative',
    ],
    {
      sectors: ['tech', 'media', 'finance', 'logistics', 'travel', 'insurance'],
      remote: 0.3,
      ladder: true,
    },
  ),
  sales('41-3011.00', 61, 2, ['Advertising Sales Executive', 'Media Sales Account Executive'], {
    sectors: ['media', 'tech'],
  }),
  sales('41-3021.00', 60, 3, ['Insurance Sales Agent', 'Licensed Insurance Agent'], {
    sectors: ['insurance'],
    credential:
      'a state life and health insurance producer licence, or the will to earn it in your first month',
  }),
  sales('41-3031.00', 77, 2, ['Financial Services Representative', 'Relationship Banker'], {
    sectors: ['finance'],
    credential: 'FINRA SIE and Series 6 or 7 licences',
  }),
  sales('41-9022.00', 56, 2, ['Real Estate Agent', 'Leasing Consultant'], {
    sectors: ['buildings'],
    credential: 'a state real estate licence',
  }),
  sales('41-3041.00', 47, 1, ['Travel Consultant', 'Travel Agent'], { sectors: ['travel'], remote: 0.3 }),
  sales('11-2022.00', 135, 4, ['Sales Manager', 'Regional Sales Manager', 'Director of Sales'], {
    trade: ['Customer relationship management', 'Leadership'],
  }),
  sales('11-2021.00', 158, 3, ['Marketing Manager', 'Product Marketing Manager', 'Brand Manager'], {
    remote: 0.25,
    trade: ['Digital marketing', 'Leadership'],
  }),
  sales(
    '13-1161.00',
    75,
    5,
    [
      'Marketing Specialist',
      'Digital Marketing Specialist',
      'Marketing Coordinator',
      'Market Research Analyst',
    ],
    {
      remote: 0.3,
      ladder: true,
      trade: ['Digital marketing', 'Social media marketing'],
    },
  ),
  sales('13-1161.01', 75, 2, ['SEO Specialist', 'SEM Specialist', 'Paid Search Manager'], {
    remote: 0.45,
    trade: ['Search engine optimisation', 'Search engine marketing'],
  }),
  sales(
    '43-4051.00',
    40,
    6,
    ['Customer Service Representative', 'Customer Support Specialist', 'Call Center Representative'],
    {
      sectors: [...EVERYWHERE, 'care'],
      remote: 0.35,
      shifts: true,
    },
  ),
  sales('11-2011.00', 132, 1, ['Advertising Manager', 'Promotions Manager'], {
    sectors: ['media', 'consumer', 'retail'],
  }),
  sales('13-1199.06', 75, 2, ['E-commerce Specialist', 'E-commerce Manager', 'Marketplace Specialist'], {
    sectors: ['retail', 'consumer'],
    remote: 0.3,
  }),
  sales('41-1012.00', 87, 1, ['Inside Sales Supervisor', 'Sales Team Lead'], {
    trade: ['Customer relationship management', 'Leadership'],
  }),
  sales('41-4011.07', 65, 1, ['Solar Sales Consultant'], { sectors: ['industry'] }),
];
