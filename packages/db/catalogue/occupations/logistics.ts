import { group, GOODS, WAREHOUSE, type Occupation } from '../occupation';

const logistics = group('Logistics', { sectors: GOODS, remote: 0.1 });

export const LOGISTICS: Occupation[] = [
  logistics(
    '11-3071.00',
    102,
    5,
    ['Logistics Manager', 'Warehouse Manager', 'Distribution Center Manager', 'Transportation Manager'],
    {
      trade: ['Leadership'],
    },
  ),
  logistics('11-3071.04', 102, 3, ['Supply Chain Manager', 'Supply Chain Operations Manager'], {
    trade: ['Enterprise resource planning', 'Leadership'],
  }),
  logistics('13-1081.00', 79, 4, ['Logistics Coordinator', 'Logistics Specialist', 'Logistician'], {
    ladder: true,
  }),
  logistics('13-1081.01', 79, 1, ['Logistics Engineer', 'Distribution Engineer']),
  logistics(
    '13-1081.02',
    79,
    4,
    ['Supply Chain Analyst', 'Logistics Analyst', 'Inventory Analyst', 'Demand Planner'],
    {
      remote: 0.25,
      ladder: true,
      trade: ['Data analysis'],
      code: true,
    },
  ),
  logistics('11-3061.00', 136, 2, ['Purchasing Manager', 'Procurement Manager'], { trade: ['Leadership'] }),
  logistics('13-1023.00', 72, 4, ['Buyer', 'Purchasing Agent', 'Procurement Specialist'], { ladder: true }),
  logistics('13-1022.00', 67, 2, ['Retail Buyer', 'Merchandise Buyer'], { sectors: ['retail', 'consumer'] }),
  logistics('43-5011.00', 49, 2, ['Freight Agent', 'Cargo Agent'], {
    sectors: ['logistics', 'aviation'],
    alsoUses: ['43-5011.01'],
  }),
  logistics('43-5011.01', 49, 2, ['Freight Forwarder', 'Import/Export Coordinator', 'Customs Coordinator'], {
    sectors: ['logistics'],
  }),
  logistics('13-1041.08', 55, 1, ['Licensed Customs Broker', 'Customs Compliance Specialist'], {
    sectors: ['logistics', 'retail'],
    credential: 'a US customs broker licence',
    alsoUses: ['43-5011.01'],
  }),
  logistics('43-5032.00', 46, 3, ['Dispatcher', 'Truck Dispatcher', 'Fleet Dispatcher'], {
    sectors: WAREHOUSE,
    shifts: true,
    trade: ['Route planning software', 'Scheduling software'],
  }),
  logistics('43-5061.00', 51, 2, ['Production Planner', 'Material Planner', 'Expeditor'], {
    sectors: ['industry', 'consumer', 'aviation'],
  }),
  logistics(
    '43-5071.00',
    39,
    3,
    ['Shipping and Receiving Clerk', 'Inventory Control Specialist', 'Inventory Clerk'],
    {
      sectors: WAREHOUSE,
      remote: 0,
      shifts: true,
      trade: ['Warehouse management system WMS', 'Inventory management software'],
    },
  ),
  logistics(
    '53-3032.00',
    54,
    6,
    ['CDL-A Truck Driver', 'Regional Truck Driver', 'Class A CDL Driver', 'Local Delivery Driver, CDL-A'],
    {
      sectors: WAREHOUSE,
      remote: 0,
      credential: "a Class A commercial driver's licence and a clean driving record",
      trade: ['Route planning software'],
    },
  ),
  logistics('53-7051.00', 43, 3, ['Forklift Operator', 'Reach Truck Operator'], {
    sectors: WAREHOUSE,
    remote: 0,
    shifts: true,
    credential: 'forklift certification, or the will to earn it in your first week',
    trade: ['Warehouse management system WMS'],
  }),
  logistics('53-7065.00', 36, 4, ['Warehouse Associate', 'Order Picker', 'Stocker'], {
    sectors: WAREHOUSE,
    remote: 0,
    shifts: true,
    alsoUses: ['43-5071.00'],
    trade: ['Warehouse management system WMS', 'Inventory management software'],
  }),
  logistics('53-7062.00', 37, 3, ['Material Handler', 'Warehouse Worker'], {
    sectors: WAREHOUSE,
    remote: 0,
    shifts: true,
    alsoUses: ['43-5071.00'],
    trade: ['Warehouse management system WMS'],
  }),
  logistics('53-1043.00', 63, 2, ['Warehouse Supervisor', 'Transportation Supervisor'], {
    sectors: WAREHOUSE,
    remote: 0,
    trade: ['Leadership', 'Warehouse management system WMS'],
  }),
  logistics('53-1042.00', 58, 2, ['Warehouse Team Lead', 'Operations Supervisor'], {
    sectors: WAREHOUSE,
    remote: 0,
    trade: ['Leadership', 'Warehouse management system WMS'],
  }),
  logistics('53-2011.00', 220, 1, ['First Officer', 'Airline Pilot'], {
    sectors: ['aviation'],
    remote: 0,
    credential: 'an ATP certificate, a first-class medical certificate and type experience',
  }),
  logistics('53-2022.00', 55, 1, ['Airfield Operations Specialist'], { sectors: ['aviation'], remote: 0 }),
];
