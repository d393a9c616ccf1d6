import { group, CARE, HEALTH_OFFICE, type Occupation } from '../occupation';

const health = group('Healthcare', {
  sectors: CARE,
  shifts: true,
  trade: ['Patient care', 'Electronic health records'],
});
const healthOffice = group('Healthcare', {
  sectors: HEALTH_OFFICE,
  remote: 0.35,
  trade: ['Electronic health records'],
});

export const HEALTHCARE: Occupation[] = [
  health(
    '29-1141.00',
    86,
    12,
    [
      'Registered Nurse',
      'Registered Nurse, Med-Surg',
      'Registered Nurse, Emergency Department',
      'Registered Nurse, Labor and Delivery',
      'Registered Nurse, Oncology',
      'Registered Nurse, Telemetry',
      'Float Pool Registered Nurse',
      'Charge Nurse',
      'Travel Registered Nurse',
    ],
    { credential: 'an active RN licence (a multistate licence is welcome) and BLS certification' },
  ),
  health('29-1141.01', 86, 3, ['Acute Care Nurse', 'Registered Nurse, Acute Care'], {
    credential: 'an active RN licence and BLS and ACLS certification',
  }),
  health('29-1141.03', 88, 3, ['ICU Registered Nurse', 'Critical Care Nurse', 'Registered Nurse, CVICU'], {
    credential: 'an active RN licence, BLS and ACLS certification; CCRN is a plus',
  }),
  health('29-1141.02', 126, 1, ['Psychiatric Nurse Practitioner'], {
    credential: 'an active APRN licence and PMHNP board certification',
  }),
  health(
    '29-1171.00',
    126,
    4,
    ['Nurse Practitioner', 'Family Nurse Practitioner', 'Nurse Practitioner, Urgent Care'],
    {
      shifts: false,
      credential: 'an active APRN licence and national NP board certification',
    },
  ),
  health('29-1071.00', 130, 2, ['Physician Assistant', 'Physician Assistant, Orthopedics'], {
    shifts: false,
    credential: 'a state PA licence and NCCPA certification',
    alsoUses: ['29-1171.00'],
  }),
  health('29-1229.02', 230, 1, ['Hospitalist'], {
    shifts: false,
    credential:
      'board certification in internal or family medicine and an unrestricted state medical licence',
    alsoUses: ['29-1216.00'],
  }),
  health('29-1215.00', 225, 1, ['Family Medicine Physician'], {
    shifts: false,
    credential: 'board certification in family medicine and an unrestricted state medical licence',
  }),
  health('29-1223.00', 247, 1, ['Psychiatrist'], {
    shifts: false,
    credential: 'board certification in psychiatry and an unrestricted state medical licence',
  }),
  health('29-1051.00', 136, 3, ['Pharmacist', 'Clinical Pharmacist', 'Staff Pharmacist'], {
    sectors: ['care', 'lifeSciences'],
    credential: 'an active state pharmacist licence',
  }),
  health('29-2052.00', 40, 3, ['Pharmacy Technician', 'Certified Pharmacy Technician'], {
    sectors: ['care', 'lifeSciences'],
    credential: 'PTCB or ExCPT certification and state pharmacy technician registration',
    alsoUses: ['29-1051.00'],
  }),
  health('29-1123.00', 100, 2, ['Physical Therapist', 'Outpatient Physical Therapist'], {
    credential: 'an active state physical therapist licence',
  }),
  health('29-1122.00', 96, 2, ['Occupational Therapist'], {
    credential: 'an active state occupational therapist licence and NBCOT certification',
  }),
  health('29-1127.00', 89, 1, ['Speech-Language Pathologist'], {
    credential: 'an active state licence and ASHA certification (CCC-SLP)',
  }),
  health('29-1126.00', 78, 2, ['Respiratory Therapist'], {
    credential: 'an active state respiratory care licence and the RRT credential',
    alsoUses: ['29-1141.01'],
  }),
  health('29-1031.00', 70, 1, ['Clinical Dietitian', 'Registered Dietitian'], {
    credential: 'the RD credential and state licensure where required',
  }),
  health('29-1292.00', 88, 1, ['Dental Hygienist'], {
    credential: 'an active state dental hygiene licence',
    sectors: ['dental'],
    alsoUses: ['31-9091.00'],
  }),
  health('29-2061.00', 60, 3, ['Licensed Practical Nurse', 'LPN, Long-Term Care'], {
    credential: 'an active LPN licence and BLS certification',
  }),
  health('29-2034.00', 73, 2, ['Radiologic Technologist', 'X-Ray Technologist', 'CT Technologist'], {
    credential: 'ARRT registration and state radiography licensure',
    alsoUses: ['29-2035.00'],
  }),
  health('29-2035.00', 84, 1, ['MRI Technologist'], {
    credential: 'ARRT (MR) registration',
    alsoUses: ['29-2034.00'],
  }),
  health('29-2011.00', 61, 2, ['Medical Laboratory Scientist', 'Clinical Laboratory Technologist'], {
    sectors: ['care', 'lifeSciences'],
    trade: ['Electronic health records'],
    credential: 'ASCP MLS certification',
    alsoUses: ['29-2012.00'],
  }),
  health('29-2012.00', 61, 1, ['Medical Laboratory Technician'], {
    sectors: ['care', 'lifeSciences'],
    trade: ['Electronic health records'],
    credential: 'ASCP MLT certification',
    alsoUses: ['29-2011.00'],
  }),
  health('29-2055.00', 60, 1, ['Surgical Technologist'], {
    credential: 'CST certification',
    alsoUses: ['29-9093.00'],
  }),
  health('29-2043.00', 53, 1, ['Paramedic'], {
    credential: 'state paramedic licensure and NREMT certification',
  }),
  health('31-9092.00', 42, 4, ['Medical Assistant', 'Certified Medical Assistant'], {
    credential: 'CMA or RMA certification, or the will to earn it within six months',
  }),
  health('31-1131.00', 38, 4, ['Certified Nursing Assistant', 'Patient Care Technician'], {
    credential: 'state CNA certification and BLS',
    alsoUses: ['31-1121.00', '29-2061.00'],
  }),
  health('31-1121.00', 34, 2, ['Home Health Aide'], {
    credential: "a state home health aide certificate and a valid driver's licence",
  }),
  health('31-9097.00', 42, 2, ['Phlebotomist'], {
    sectors: ['care', 'lifeSciences'],
    credential: 'a phlebotomy certificate (CPT or equivalent)',
    alsoUses: ['29-2012.00'],
  }),
  health('31-2021.00', 64, 1, ['Physical Therapist Assistant'], {
    credential: 'an active state PTA licence',
  }),
  health('31-2011.00', 67, 1, ['Certified Occupational Therapy Assistant'], {
    credential: 'an active state COTA licence',
  }),
  health('21-1022.00', 63, 1, ['Medical Social Worker', 'Hospital Social Worker'], {
    credential: "a master's degree in social work and state licensure (LMSW or LCSW)",
  }),
  health('29-9092.00', 96, 1, ['Genetic Counselor'], {
    shifts: false,
    remote: 0.3,
    credential: 'ABGC certification, or eligibility to sit the exam',
  }),
  healthOffice('29-2072.00', 49, 3, ['Medical Coder', 'Medical Records Specialist', 'Coding Specialist'], {
    remote: 0.45,
    credential: 'a CPC, CCS or RHIT credential',
  }),
  healthOffice('29-9021.00', 63, 1, ['Health Information Technician', 'Cancer Registrar'], {
    credential: 'the RHIT credential',
  }),
  healthOffice(
    '43-6013.00',
    42,
    2,
    ['Medical Secretary', 'Patient Access Representative', 'Medical Receptionist'],
    {
      sectors: CARE,
      remote: 0,
      shifts: true,
    },
  ),
  healthOffice('11-9111.00', 111, 2, ['Practice Manager', 'Clinic Manager', 'Nurse Manager'], {
    sectors: CARE,
    remote: 0,
    trade: ['Electronic health records', 'Leadership'],
  }),
  healthOffice('11-9121.01', 75, 1, ['Clinical Research Coordinator'], {
    sectors: ['care', 'lifeSciences', 'education'],
  }),
  healthOffice(
    '15-1211.01',
    104,
    2,
    ['Clinical Informatics Specialist', 'Epic Analyst', 'Health Informatics Analyst'],
    { code: true },
  ),
  healthOffice('15-2051.02', 104, 1, ['Clinical Data Manager'], {
    sectors: ['lifeSciences', 'care'],
    code: true,
  }),
  healthOffice('29-2099.08', 45, 1, ['Patient Advocate', 'Patient Representative'], {
    sectors: CARE,
    remote: 0.1,
  }),
];
