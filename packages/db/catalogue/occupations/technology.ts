import { group, IT, type Occupation } from '../occupation';

const tech = group('Technology', { sectors: IT, remote: 0.4, ladder: true, code: true });

export const TECHNOLOGY: Occupation[] = [
  tech('15-1252.00', 132, 13, ['Software Engineer', 'Software Developer']),
  tech('15-1252.00', 132, 3, ['Mobile Developer', 'Mobile Engineer'], {
    key: '15-1252.00/mobile',
    core: ['Swift', 'Kotlin', 'React Native', 'Objective-C', 'Google Android', 'Xcode'],
  }),
  tech('15-1254.00', 85, 5, ['Web Developer', 'Web Application Developer']),
  tech('15-1254.00', 95, 6, ['Frontend Developer', 'Front End Engineer'], {
    key: '15-1254.00/frontend',
    core: ['React', 'TypeScript', 'JavaScript', 'HTML', 'CSS', 'Vue.js', 'Google Angular', 'React Redux'],
  }),
  tech('15-1251.00', 100, 3, ['Programmer Analyst', 'Application Developer', 'Software Programmer']),
  tech(
    '15-1253.00',
    102,
    4,
    ['QA Engineer', 'Software Test Engineer', 'QA Analyst', 'Test Automation Engineer'],
    {
      trade: ['Testing'],
    },
  ),
  tech('15-1211.00', 104, 4, ['Systems Analyst', 'Business Systems Analyst', 'IT Business Analyst']),
  tech(
    '15-1212.00',
    120,
    3,
    ['Information Security Analyst', 'Cybersecurity Analyst', 'Security Operations Analyst'],
    {
      trade: ['Cybersecurity'],
    },
  ),
  tech(
    '15-1299.05',
    125,
    2,
    ['Security Engineer', 'Cloud Security Engineer', 'Application Security Engineer'],
    {
      trade: ['Cybersecurity'],
    },
  ),
  tech('15-1299.04', 120, 1, ['Penetration Tester', 'Offensive Security Engineer'], {
    trade: ['Cybersecurity'],
  }),
  tech('15-1299.06', 115, 1, ['Digital Forensics Analyst', 'Incident Response Analyst'], {
    trade: ['Cybersecurity'],
  }),
  tech('15-1242.00', 102, 2, ['Database Administrator', 'Database Engineer']),
  tech('15-1243.00', 135, 2, ['Data Architect', 'Database Architect']),
  tech('15-1243.01', 125, 4, ['Data Engineer', 'Data Warehouse Engineer', 'ETL Developer']),
  tech('15-1244.00', 96, 3, ['Systems Administrator', 'Network Administrator', 'Linux Administrator'], {
    remote: 0.2,
  }),
  tech('15-1241.00', 130, 2, ['Network Engineer', 'Network Architect'], { remote: 0.2 }),
  tech('15-1231.00', 73, 2, ['Network Support Specialist', 'NOC Technician'], { remote: 0.1 }),
  tech(
    '15-1232.00',
    59,
    4,
    ['IT Support Specialist', 'Help Desk Technician', 'Desktop Support Technician', 'Service Desk Analyst'],
    {
      remote: 0.15,
      shifts: true,
    },
  ),
  tech('15-1299.08', 135, 6, [
    'DevOps Engineer',
    'Cloud Engineer',
    'Site Reliability Engineer',
    'Solutions Architect',
    'Platform Engineer',
  ]),
  tech('15-1299.09', 105, 3, ['IT Project Manager', 'Technical Program Manager', 'Scrum Master'], {
    trade: ['Project management', 'Agile'],
  }),
  tech('15-2051.00', 108, 5, ['Data Scientist', 'Machine Learning Engineer', 'Applied Scientist'], {
    trade: ['Machine learning', 'Statistics'],
  }),
  tech('15-2051.01', 100, 4, ['Data Analyst', 'Business Intelligence Analyst', 'BI Developer'], {
    trade: ['Data analysis'],
  }),
  tech('15-1221.00', 145, 1, ['Research Scientist', 'AI Research Scientist'], {
    trade: ['Machine learning', 'Deep learning'],
  }),
  tech('15-2031.00', 84, 1, ['Operations Research Analyst', 'Decision Scientist'], { trade: ['Statistics'] }),
  tech('15-2041.00', 104, 1, ['Statistician'], { trade: ['Statistics'] }),
  tech('15-1299.02', 90, 1, ['GIS Analyst', 'GIS Specialist'], {
    remote: 0.2,
    sectors: ['government', 'buildings', 'industry', 'tech', 'logistics'],
  }),
  tech('15-1299.07', 135, 1, ['Blockchain Engineer', 'Smart Contract Developer']),
  tech('15-1241.01', 100, 1, ['Telecommunications Engineer', 'VoIP Engineer'], { remote: 0.1 }),
  tech('11-3021.00', 170, 2, ['IT Manager', 'Engineering Manager', 'Director of Engineering'], {
    ladder: false,
    trade: ['Leadership', 'Project management'],
  }),
];
