export type Category = 'Technology' | 'Healthcare' | 'Finance' | 'Sales' | 'Logistics' | 'Design';

export interface RoleTemplate {
  title: string;
  experience: string;
  skills: string[];
  salary: [number, number];
  description: string;
  responsibilities: string[];
  requirements: string[];
}

export interface CategoryCatalogue {
  category: Category;
  companies: { name: string; about: string }[];
  roles: RoleTemplate[];
}

export const catalogue: CategoryCatalogue[] = [
  {
    category: 'Technology',
    companies: [
      {
        name: 'Brightforge Labs',
        about:
          'Brightforge Labs builds developer tooling that helps engineering teams speed up builds and catch flaky tests before they reach production.',
      },
      {
        name: 'Quillstack',
        about:
          'Quillstack makes document collaboration and e-signature software used by more than 4,000 law firms and legal departments.',
      },
      {
        name: 'Tidewater Cloud',
        about:
          'Tidewater Cloud provides managed hosting and database services for mid-size software companies that would rather not run their own infrastructure.',
      },
      {
        name: 'Oakline Data',
        about:
          'Oakline Data gives retail chains a single view of sales, inventory, and staffing across hundreds of stores.',
      },
      {
        name: 'Fernhill Systems',
        about:
          'Fernhill Systems builds scheduling and dispatch software for field service companies in plumbing, HVAC, and electrical work.',
      },
      {
        name: 'Saltmarsh Software',
        about:
          'Saltmarsh Software makes budgeting and bill-tracking apps for households, with more than two million monthly active users.',
      },
      {
        name: 'Lanternfish Security',
        about:
          'Lanternfish Security protects small and mid-size businesses with endpoint monitoring and automated threat response.',
      },
      {
        name: 'Kestrelpath',
        about:
          'Kestrelpath offers mapping and routing APIs that power delivery, ride-share, and field logistics apps.',
      },
    ],
    roles: [
      {
        title: 'Junior Frontend Developer',
        experience: 'Entry level',
        skills: ['JavaScript', 'React', 'TypeScript', 'HTML', 'CSS', 'Git', 'Figma'],
        salary: [70000, 90000],
        description:
          'Join the web team at {company} as a junior developer and ship production code from your first month. You will build and polish customer-facing screens in React and TypeScript, working from Figma files alongside a senior engineer who reviews your code and pairs with you every week. This role suits someone who has built a few projects of their own and wants structured mentorship on a real product.',
        responsibilities: [
          'Build new UI components and pages in React and TypeScript from Figma designs.',
          'Fix bugs reported by customers and the support team, and write a short note explaining each root cause.',
          'Write unit tests for the components you own and keep existing tests passing.',
          'Take part in code review, both submitting pull requests and reviewing those of teammates.',
          'Work with designers to flag layout issues on small screens before work is handed off.',
        ],
        requirements: [
          'A portfolio, GitHub profile, or bootcamp capstone showing at least one working web application.',
          'Solid understanding of HTML, CSS, and modern JavaScript, including async code and array methods.',
          'Some hands-on experience with React; exposure to TypeScript is a plus.',
          'Comfort using Git for branching, committing, and resolving simple merge conflicts.',
          'Willingness to ask questions early and act on feedback about your code.',
        ],
      },
      {
        title: 'Senior Frontend Engineer',
        experience: '5+ years',
        skills: ['React', 'TypeScript', 'GraphQL', 'Figma', 'Jest', 'Accessibility', 'CI/CD'],
        salary: [150000, 185000],
        description:
          'As a Senior Frontend Engineer, you will own the architecture of a React application that thousands of customers rely on every day. The codebase is fully typed in TypeScript and talks to a GraphQL API, and you will set the patterns other engineers follow for state management, data fetching, and testing. Senior engineers at {company} are expected to shape the roadmap with product and design, not just implement it.',
        responsibilities: [
          'Lead the technical design for major frontend features and write the RFCs that describe them.',
          'Improve page load and interaction performance against measurable Core Web Vitals targets.',
          'Partner with designers in Figma to turn a growing set of screens into reusable, accessible components.',
          'Maintain the frontend CI/CD pipeline, including test coverage gates and preview deployments.',
          'Mentor two to three mid-level engineers through pairing, code review, and career conversations.',
        ],
        requirements: [
          'Five or more years building production web applications, with at least three in React.',
          'Deep working knowledge of TypeScript, including generics and strict compiler settings.',
          'Experience consuming GraphQL APIs and managing client-side caching.',
          'A track record of meeting WCAG 2.1 AA accessibility standards in shipped products.',
          'Clear written communication and experience leading projects that span multiple teams.',
        ],
      },
      {
        title: 'Backend Engineer, Node.js',
        experience: '3+ years',
        skills: ['Node.js', 'TypeScript', 'MongoDB', 'PostgreSQL', 'GraphQL', 'Docker', 'AWS'],
        salary: [125000, 155000],
        description:
          'The backend team at {company} builds the services behind our public API, billing, and notification systems. You will design and ship Node.js services written in TypeScript, backed by PostgreSQL for transactional data and MongoDB for event and activity logs. Everything runs in Docker containers on AWS, and engineers own their services in production, including a shared on-call rotation.',
        responsibilities: [
          'Design, build, and maintain REST and GraphQL endpoints used by web and mobile clients.',
          'Model data in PostgreSQL and MongoDB, writing migrations and indexes that hold up as usage grows.',
          'Instrument services with logs, metrics, and traces so problems can be found quickly.',
          'Join a one-week on-call rotation roughly every six weeks.',
          'Review pull requests and help keep the service template and shared libraries up to date.',
        ],
        requirements: [
          'Three or more years of backend development experience, with at least two using Node.js.',
          'Strong TypeScript skills and familiarity with a framework such as Express, Fastify, or NestJS.',
          'Practical experience with both a relational database and a document store such as MongoDB.',
          'Working knowledge of Docker and core AWS services like ECS, RDS, S3, and SQS.',
          'An understanding of API security basics, including authentication, rate limiting, and input validation.',
        ],
      },
      {
        title: 'Full Stack Developer',
        experience: '2+ years',
        skills: ['JavaScript', 'React', 'React Native', 'Node.js', 'MongoDB', 'AWS', 'REST APIs'],
        salary: [105000, 135000],
        description:
          'This small product team ships a web app and a companion mobile app from a shared JavaScript codebase. In this role you will move between React on the web, React Native on mobile, and the Node.js and MongoDB services that power both. {company} values engineers who can take a feature from a rough idea to a released build without waiting on handoffs.',
        responsibilities: [
          'Build features end to end across the React web app, the React Native mobile app, and the Node.js API.',
          'Design MongoDB schemas and queries for new features, and keep existing collections well indexed.',
          'Deploy and monitor services on AWS using the existing Lambda and S3 setup.',
          'Work directly with the product manager to break features into small, shippable releases.',
          'Help triage app store reviews and support tickets to decide which bugs to fix first.',
        ],
        requirements: [
          'Two or more years of professional JavaScript experience across both frontend and backend work.',
          'Hands-on experience with React; prior React Native work is strongly preferred.',
          'Experience building REST APIs in Node.js and working with MongoDB or a similar database.',
          'Basic familiarity with AWS, including deploying code and reading logs.',
          'Comfort working with some ambiguity on a team of fewer than ten engineers.',
        ],
      },
      {
        title: 'Mobile Engineer, React Native',
        experience: '3+ years',
        skills: ['React Native', 'TypeScript', 'JavaScript', 'Swift', 'Java', 'Jest', 'CI/CD'],
        salary: [120000, 155000],
        description:
          'Our mobile app is built in React Native and is used by customers who often depend on it in places with poor connectivity. You will build features in TypeScript, write native modules in Swift or Java when the bridge is not enough, and keep release builds moving through CI/CD to both app stores. Reliability matters more than flashy animation here, and you will help define what a good release looks like at {company}.',
        responsibilities: [
          'Ship new features in the React Native app for both iOS and Android.',
          'Improve offline sync, local storage, and conflict handling for users with unreliable connections.',
          'Write and maintain native modules in Swift and Java for camera, Bluetooth, and background tasks.',
          'Own the mobile CI/CD pipeline, including automated builds, tests, and staged rollouts.',
          'Monitor crash reports and app performance, and fix the highest-impact issues each sprint.',
        ],
        requirements: [
          'Three or more years of mobile development experience, with at least two in React Native.',
          'Strong TypeScript and JavaScript skills and a solid grasp of React hooks.',
          'Experience with native iOS or Android development in Swift, Kotlin, or Java.',
          'Familiarity with app store submission, code signing, and release management.',
          'Experience writing tests with Jest and a device-level testing tool such as Detox.',
        ],
      },
      {
        title: 'Machine Learning Engineer',
        experience: '4+ years',
        skills: ['Python', 'Machine Learning', 'PyTorch', 'SQL', 'Docker', 'Kubernetes', 'AWS'],
        salary: [165000, 205000],
        description:
          'Machine learning sits at the center of several products at {company}, from search ranking to anomaly detection. As a Machine Learning Engineer, you will take models from notebook experiments to reliable production services. Expect to work closely with data scientists on modeling choices and with platform engineers on how models are deployed, monitored, and retrained.',
        responsibilities: [
          'Build training and evaluation pipelines in Python for ranking and anomaly detection models.',
          'Package models as Docker services and deploy them to Kubernetes clusters on AWS.',
          'Set up monitoring for data drift, prediction quality, and latency, with alerts that reach the right owner.',
          'Write SQL to assemble training datasets and validate feature quality.',
          'Run A/B tests with product teams and report clearly on the results.',
        ],
        requirements: [
          'Four or more years of software engineering experience, including at least two deploying machine learning models to production.',
          'Strong Python skills and experience with PyTorch, TensorFlow, or scikit-learn.',
          'Working knowledge of Docker, Kubernetes, and at least one major cloud provider, preferably AWS.',
          'Comfort with SQL and large datasets in a warehouse such as Snowflake or BigQuery.',
          'A solid grounding in statistics and model evaluation metrics.',
        ],
      },
      {
        title: 'Staff Platform Engineer',
        experience: '8+ years',
        skills: ['Kubernetes', 'Docker', 'Terraform', 'AWS', 'Go', 'CI/CD', 'Prometheus'],
        salary: [190000, 240000],
        description:
          'The platform team at {company} runs the Kubernetes clusters, deployment tooling, and cloud infrastructure that every product team builds on. As a Staff Platform Engineer, you will set the technical direction for how we provision infrastructure with Terraform, ship code through CI/CD, and observe systems in production. Plan to spend as much time aligning teams on standards as you do writing Go.',
        responsibilities: [
          'Define the multi-year roadmap for compute, networking, and deployment infrastructure on AWS.',
          'Design and build internal tooling in Go that lets product teams create and deploy services on their own.',
          'Lead the migration of the remaining legacy workloads from EC2 instances to Kubernetes.',
          'Own the Terraform module library and the review process for infrastructure changes.',
          'Run incident reviews for major outages and drive the follow-up work to completion.',
          'Mentor senior engineers across the engineering organization.',
        ],
        requirements: [
          'Eight or more years in infrastructure, SRE, or platform engineering roles.',
          'Expert knowledge of Kubernetes and Docker in production, including cluster upgrades and autoscaling.',
          'Extensive experience managing AWS infrastructure with Terraform.',
          'Proficiency in Go or another systems language for building internal tools.',
          'Experience designing CI/CD systems and observability stacks such as Prometheus and Grafana.',
          'A history of leading cross-team technical initiatives without direct authority.',
        ],
      },
      {
        title: 'Data Scientist',
        experience: '2+ years',
        skills: ['Python', 'Machine Learning', 'SQL', 'Statistics', 'A/B Testing', 'Tableau'],
        salary: [125000, 160000],
        description:
          'Product decisions at {company} start with data, and this role sits inside the growth team to make sure those decisions hold up. You will design experiments, build models that predict customer churn and expansion, and turn findings into recommendations that product managers can act on. The work is split roughly evenly between analysis and building machine learning models that run on a schedule.',
        responsibilities: [
          'Design and analyze A/B tests for onboarding, pricing, and feature changes.',
          'Build and maintain churn and expansion models in Python using scikit-learn.',
          'Write SQL against the data warehouse to answer ad hoc product questions within a day or two.',
          'Create Tableau dashboards that track the core health metrics for the growth team.',
          'Present findings in plain language to product, marketing, and leadership audiences.',
        ],
        requirements: [
          'Two or more years of experience in data science or quantitative analytics.',
          'Strong Python and SQL skills, including pandas and window functions.',
          'Practical experience with machine learning methods such as regression, tree-based models, and clustering.',
          'A solid understanding of experimental design, statistical significance, and common testing pitfalls.',
          'A degree in statistics, economics, computer science, or a related quantitative field, or equivalent experience.',
        ],
      },
    ],
  },
  {
    category: 'Healthcare',
    companies: [
      {
        name: 'Cedar Valley Medical Center',
        about:
          'Cedar Valley Medical Center is a 420-bed teaching hospital with a Level II trauma center and a network of outpatient clinics.',
      },
      {
        name: 'Bluestem Health Partners',
        about:
          'Bluestem Health Partners is a physician-led health system operating three hospitals and more than 30 primary and specialty care clinics.',
      },
      {
        name: 'Meadowlark Health',
        about:
          'Meadowlark Health is a nonprofit community health system serving rural and suburban counties with two hospitals and a growing home care program.',
      },
      {
        name: 'Summit Ridge Health',
        about:
          'Summit Ridge Health brings an acute care hospital, outpatient rehabilitation centers, and a primary care network together under one organization.',
      },
      {
        name: 'Alder Creek Hospital',
        about:
          'Alder Creek Hospital is a 250-bed community hospital known for its emergency, orthopedic, and maternity services.',
      },
      {
        name: 'Lakeshore Community Health',
        about:
          'Lakeshore Community Health is a regional health system that pairs hospital care with community clinics focused on underserved neighborhoods.',
      },
      {
        name: 'Pinecrest Medical Group',
        about:
          'Pinecrest Medical Group is a multispecialty practice of more than 200 providers with an affiliated surgical hospital.',
      },
      {
        name: 'Brightwater Health System',
        about:
          'Brightwater Health System runs four hospitals and an integrated network of urgent care, imaging, and therapy clinics.',
      },
    ],
    roles: [
      {
        title: 'Registered Nurse, Medical-Surgical',
        experience: '1+ years',
        skills: [
          'Patient Care',
          'EHR',
          'Medication Administration',
          'Care Planning',
          'BLS',
          'HIPAA',
          'Communication',
        ],
        salary: [75000, 105000],
        description:
          '{company} is hiring a Registered Nurse for a 32-bed medical-surgical unit caring for adults recovering from surgery or managing acute illness. You will work 12-hour shifts with a typical ratio of one nurse to five patients, supported by patient care technicians and a unit-based charge nurse. Nurses with at least one year of acute care experience receive a six-week unit orientation with a dedicated preceptor.',
        responsibilities: [
          'Assess, plan, and deliver care for an assignment of four to five adult patients per shift.',
          'Administer medications and IV therapy accurately, following unit protocols and safety checks.',
          'Document assessments, interventions, and patient responses in the EHR in real time.',
          'Teach patients and families about discharge instructions, medications, and follow-up care.',
          'Communicate changes in patient condition promptly to providers using SBAR.',
        ],
        requirements: [
          'Active RN license in the state of practice, or eligibility for licensure through the compact.',
          'At least one year of acute care nursing experience, preferably in med-surg or telemetry.',
          'Current BLS certification; ACLS is required within six months of hire.',
          'Experience with an EHR system such as Epic or Cerner.',
          'Availability for rotating weekends and holidays.',
        ],
      },
      {
        title: 'Patient Care Technician',
        experience: 'Entry level',
        skills: ['Patient Care', 'Vital Signs', 'Phlebotomy', 'Infection Control', 'BLS', 'EHR'],
        salary: [37000, 47000],
        description:
          'Patient Care Technicians at {company} provide hands-on support to nurses and patients throughout the shift. In this role you will take vital signs, help patients with mobility and daily care, collect lab specimens, and keep the care team informed about what you observe. It is a strong starting point for anyone planning to attend nursing school, and tuition assistance is available after six months.',
        responsibilities: [
          'Measure and record vital signs, intake and output, and blood glucose levels at scheduled intervals.',
          'Assist patients with bathing, toileting, repositioning, and walking.',
          'Perform venipuncture and EKGs as ordered.',
          'Report changes in patient condition or behavior to the assigned nurse right away.',
          'Restock supplies and keep rooms clean and safe according to infection control protocols.',
        ],
        requirements: [
          'High school diploma or GED.',
          'Completion of a CNA or patient care technician program; state CNA certification preferred.',
          'Current BLS certification, or willingness to obtain it before the first shift.',
          'Ability to lift up to 50 pounds and stand for most of a 12-hour shift.',
          'A calm, respectful manner with patients and families under stress.',
        ],
      },
      {
        title: 'Medical Billing Specialist',
        experience: '2+ years',
        skills: [
          'Medical Billing',
          'ICD-10',
          'CPT Coding',
          'Insurance Verification',
          'HIPAA',
          'Excel',
          'Epic',
        ],
        salary: [46000, 60000],
        description:
          'The revenue cycle team at {company} handles billing for more than 40 outpatient providers across several specialties. As a Medical Billing Specialist, you will submit clean claims, work denials, and follow up with insurers until accounts are resolved. Accuracy and persistence matter more than speed in this role, although the team does track turnaround times closely.',
        responsibilities: [
          'Review charges and submit professional claims to commercial payers, Medicare, and Medicaid.',
          'Investigate denied and rejected claims, correct coding or demographic errors, and resubmit.',
          'Verify insurance eligibility and benefits before scheduled procedures.',
          'Answer patient billing questions by phone and set up payment plans when appropriate.',
          'Track aging accounts receivable in Excel and escalate accounts older than 90 days.',
        ],
        requirements: [
          'Two or more years of medical billing experience in a physician practice or hospital setting.',
          'Working knowledge of ICD-10, CPT, and HCPCS coding conventions.',
          'Experience with Epic Resolute or a comparable practice management system.',
          'A strong understanding of HIPAA privacy requirements.',
          'CPB or CPC certification is preferred but not required.',
        ],
      },
      {
        title: 'Clinical Informatics Analyst',
        experience: '3+ years',
        skills: ['EHR', 'Epic', 'Clinical Workflows', 'SQL', 'HIPAA', 'Project Management', 'Communication'],
        salary: [85000, 115000],
        description:
          'Clinicians at {company} spend a large share of every shift in the electronic health record, and this role exists to make that time count. As a Clinical Informatics Analyst, you will gather requirements from nurses and physicians, build and test changes in Epic, and support go-lives across our facilities. You will also be the first point of contact when a workflow causes problems at the bedside.',
        responsibilities: [
          'Meet with clinical teams to understand workflow problems and document requirements for EHR changes.',
          'Build, test, and release changes to order sets, flowsheets, and clinical documentation templates.',
          'Write SQL reports that measure adoption of new workflows and identify documentation gaps.',
          'Plan and staff go-live support, including at-the-elbow help for clinicians.',
          'Coordinate with compliance to make sure system access and data handling meet HIPAA requirements.',
        ],
        requirements: [
          'Three or more years of experience in clinical informatics, EHR analysis, or a clinical role with significant system work.',
          'Epic certification in at least one clinical application, or the ability to obtain it within six months.',
          'Working knowledge of SQL and reporting tools.',
          'Experience managing small projects with several stakeholders and firm deadlines.',
          'A clinical background in nursing, pharmacy, or respiratory therapy is strongly preferred.',
        ],
      },
      {
        title: 'Nurse Practitioner, Primary Care',
        experience: '2+ years',
        skills: [
          'Patient Care',
          'Chronic Disease Management',
          'Diagnosis and Treatment Planning',
          'Prescribing',
          'EHR',
          'Patient Education',
        ],
        salary: [115000, 145000],
        description:
          'Our primary care clinics serve a mix of working families, older adults, and patients who have gone years without a regular provider. As a Nurse Practitioner at {company}, you will manage your own panel of patients, with protected time for complex visits and a collaborating physician on site. Clinic hours run Monday to Friday, with no hospital call.',
        responsibilities: [
          'Provide comprehensive primary care for a panel of adult and pediatric patients.',
          'Diagnose and treat acute illness and manage chronic conditions such as diabetes, hypertension, and COPD.',
          'Prescribe medications, order and interpret diagnostic tests, and refer patients to specialists.',
          'Document visits in the EHR and close care gaps flagged by quality reports.',
          'Educate patients on treatment plans, preventive care, and self-management.',
        ],
        requirements: [
          'Master of Science in Nursing or Doctor of Nursing Practice from an accredited program.',
          'Active NP license and board certification as an FNP or AGNP.',
          'DEA registration, or eligibility to obtain it before the start date.',
          'Two or more years of experience as a nurse practitioner in primary care or urgent care.',
          'Fluency in both English and Spanish is a plus.',
        ],
      },
      {
        title: 'Outpatient Physical Therapist',
        experience: '1+ years',
        skills: [
          'Patient Care',
          'Manual Therapy',
          'Therapeutic Exercise',
          'Clinical Documentation',
          'Patient Education',
          'EHR',
        ],
        salary: [82000, 105000],
        description:
          '{company} runs outpatient therapy clinics focused on orthopedic and sports injuries, post-surgical recovery, and chronic pain. Physical Therapists here see a manageable caseload of about 12 patients a day, with a dedicated aide and 45-minute initial evaluations. You will also receive a continuing education budget and a mentorship track toward orthopedic specialist certification.',
        responsibilities: [
          'Evaluate new patients and create individualized treatment plans with measurable goals.',
          'Deliver manual therapy, therapeutic exercise, and neuromuscular re-education.',
          'Complete clinical documentation in the EHR on the same day as each visit.',
          'Coordinate care with referring physicians and send written progress updates.',
          'Teach home exercise programs and adjust them as patients progress.',
        ],
        requirements: [
          'Doctor of Physical Therapy degree from a CAPTE-accredited program.',
          'Active state physical therapy license, or eligibility for licensure.',
          'At least one year of outpatient orthopedic experience; clinical rotations may count toward this.',
          'Current CPR or BLS certification.',
          'Strong communication skills with patients of all ages.',
        ],
      },
      {
        title: 'Healthcare Data Analyst',
        experience: '2+ years',
        skills: ['SQL', 'Python', 'Tableau', 'Excel', 'HIPAA', 'Claims Data', 'Statistics'],
        salary: [75000, 100000],
        description:
          'The analytics team at {company} helps leadership understand cost, quality, and patient outcomes across the organization. You will work with claims, EHR, and scheduling data to answer questions such as which patients are at risk of readmission and where clinic capacity falls short. Most requests come from operations and clinical leaders, so explaining findings clearly matters as much as technical skill.',
        responsibilities: [
          'Write SQL queries to pull and join claims, clinical, and operational data.',
          'Build and maintain Tableau dashboards for readmissions, wait times, and quality measures.',
          'Use Python for data cleaning, statistical analysis, and recurring reports.',
          'Validate data quality and document the definitions behind key metrics.',
          'Handle protected health information according to HIPAA and internal data policies.',
        ],
        requirements: [
          'Two or more years of experience in data analysis, preferably with healthcare or insurance data.',
          'Strong SQL skills and working proficiency in Python or R.',
          'Experience building dashboards in Tableau, Power BI, or a similar tool.',
          'Familiarity with healthcare data such as claims, HEDIS measures, or EHR extracts.',
          'A degree in a quantitative field or public health, or equivalent experience.',
        ],
      },
      {
        title: 'Nurse Manager, Emergency Department',
        experience: '7+ years',
        skills: [
          'Nursing Leadership',
          'Patient Care',
          'Staff Scheduling',
          'Budgeting',
          'Quality Improvement',
          'Regulatory Compliance',
          'HIPAA',
        ],
        salary: [125000, 160000],
        description:
          'The emergency department at {company} sees roughly 60,000 visits a year and is staffed by more than 90 nurses and technicians. As Nurse Manager, you will be accountable for staffing, quality, patient experience, and the department budget, working in partnership with the medical director. This is a hands-on leadership role for someone who still remembers what a difficult shift on the floor feels like.',
        responsibilities: [
          'Lead, hire, and develop a team of charge nurses, staff nurses, and patient care technicians.',
          'Manage the department operating budget and staffing plan, including overtime and agency use.',
          'Track quality measures such as door-to-provider time and left-without-being-seen rates, and lead improvement projects.',
          'Keep the department ready for Joint Commission and state surveys.',
          'Respond to patient and family concerns and resolve escalated complaints.',
        ],
        requirements: [
          'Active RN license; BSN required and MSN preferred.',
          'Seven or more years of emergency nursing experience, including at least two in a charge or leadership role.',
          'Current BLS, ACLS, and PALS certifications.',
          'Experience managing budgets, schedules, and performance reviews.',
          'A steady, visible leadership style during high-volume and high-acuity periods.',
        ],
      },
    ],
  },
  {
    category: 'Finance',
    companies: [
      {
        name: 'Granite Peak Capital',
        about:
          'Granite Peak Capital is a financial services firm offering middle-market investment banking, private credit, and wealth management.',
      },
      {
        name: 'Ledgerline Financial',
        about:
          'Ledgerline Financial provides small business loans, payment processing, and treasury services to more than 80,000 businesses.',
      },
      {
        name: 'Ashford & Vale Advisory',
        about:
          'Ashford & Vale Advisory is an independent advisory and asset management firm serving family-owned companies and institutional investors.',
      },
      {
        name: 'Ironbridge Bank',
        about:
          'Ironbridge Bank is a regional commercial bank with $12 billion in assets and branches across four states.',
      },
      {
        name: 'Halewood Partners',
        about:
          'Halewood Partners is a diversified financial group with businesses in corporate finance advisory, lending, and systematic investment strategies.',
      },
      {
        name: 'Silverfen Asset Management',
        about:
          'Silverfen Asset Management runs quantitative and fundamental investment strategies for pension funds, endowments, and private clients.',
      },
      {
        name: 'Marlow Payments',
        about:
          'Marlow Payments is a fintech company that helps online marketplaces move money to sellers in more than 30 countries.',
      },
      {
        name: 'Keystone Ridge Financial',
        about:
          'Keystone Ridge Financial is a holding company whose subsidiaries include a commercial bank, an insurance agency, and a boutique investment bank.',
      },
    ],
    roles: [
      {
        title: 'Junior Accountant',
        experience: 'Entry level',
        skills: [
          'Excel',
          'General Ledger',
          'Account Reconciliation',
          'QuickBooks',
          'GAAP',
          'Attention to Detail',
        ],
        salary: [55000, 70000],
        description:
          'This entry-level role sits on a five-person accounting team that closes the books every month for {company} and its subsidiaries. You will start with reconciliations and journal entries and gradually take on a larger share of the month-end close. Our controller is a CPA who actively supports team members pursuing their own licenses, including paid study time.',
        responsibilities: [
          'Prepare monthly bank, credit card, and balance sheet account reconciliations.',
          'Record journal entries for accruals, prepaid expenses, and fixed asset depreciation.',
          'Process vendor invoices and employee expense reports.',
          'Help pull support documents and schedules for the annual external audit.',
          'Keep close checklists and account documentation current.',
        ],
        requirements: [
          'A degree in accounting or finance, completed or to be completed by the start date.',
          'A working understanding of debits, credits, and GAAP fundamentals.',
          'Comfort in Excel with lookups, pivot tables, and basic formulas.',
          'Exposure to QuickBooks, NetSuite, or another accounting system through internships or coursework.',
          'A careful, organized approach to detailed work.',
        ],
      },
      {
        title: 'Financial Analyst',
        experience: '2+ years',
        skills: [
          'Financial Modeling',
          'Excel',
          'Forecasting',
          'Budgeting',
          'Variance Analysis',
          'SQL',
          'PowerPoint',
        ],
        salary: [75000, 98000],
        description:
          'As a Financial Analyst on the FP&A team, you will help {company} decide where to invest and understand why results differ from plan. You will own the monthly forecast for two business units, build models for new initiatives, and prepare materials for leadership reviews. The role offers close exposure to senior leaders and a clear path to a senior analyst position.',
        responsibilities: [
          'Update the monthly revenue and expense forecast for assigned business units.',
          'Prepare variance analysis comparing actual results with budget and forecast, and explain the drivers.',
          'Build financial models to evaluate pricing changes, new hires, and capital purchases.',
          'Pull data from the finance data warehouse with SQL to support analyses.',
          'Create clear PowerPoint summaries for monthly business reviews.',
        ],
        requirements: [
          'Two or more years of experience in FP&A, corporate finance, or investment banking.',
          'Advanced Excel skills, including three-statement modeling and scenario analysis.',
          'Basic SQL for querying financial and operational data.',
          'A degree in finance, accounting, economics, or a related field.',
          'The ability to explain financial results to managers outside finance.',
        ],
      },
      {
        title: 'FP&A Manager',
        experience: '6+ years',
        skills: [
          'Financial Modeling',
          'Forecasting',
          'Budgeting',
          'Excel',
          'Tableau',
          'NetSuite',
          'Stakeholder Management',
        ],
        salary: [130000, 165000],
        description:
          '{company} is looking for an FP&A Manager to run the annual budget and rolling forecast for a business with about $400 million in revenue. You will lead two analysts, partner with department heads on headcount and spend, and present the financial outlook to the CFO each month. The team is moving its reporting from spreadsheets to Tableau, and you will help shape that transition.',
        responsibilities: [
          'Lead the annual operating plan process, from timeline and templates to final board materials.',
          'Maintain the company-wide rolling forecast and the driver-based model behind it.',
          'Manage and develop two financial analysts.',
          'Partner with department leaders to track headcount, vendor spend, and investment returns.',
          'Build Tableau dashboards that replace recurring spreadsheet reports.',
        ],
        requirements: [
          'Six or more years of FP&A experience, including at least two managing analysts or leading planning cycles.',
          'Expert Excel and financial modeling skills.',
          'Experience with NetSuite or another ERP, and with a planning tool such as Adaptive or Anaplan.',
          'Working knowledge of Tableau or Power BI.',
          'A confident presence with senior executives and the ability to push back with data.',
        ],
      },
      {
        title: 'Investment Banking Associate',
        experience: '3+ years',
        skills: [
          'Financial Modeling',
          'Valuation',
          'DCF Analysis',
          'M&A',
          'Due Diligence',
          'Excel',
          'PowerPoint',
        ],
        salary: [175000, 225000],
        description:
          'Our industrials coverage group advises founder-owned and private equity-backed companies on sales, acquisitions, and capital raises between $100 million and $1 billion. As an Associate at {company}, you will run the day-to-day execution of live deals, manage analysts, and serve as a main point of contact for client management teams. The range shown is base salary; an annual bonus is paid in addition.',
        responsibilities: [
          'Build and review operating models, DCF, comparable company, and precedent transaction analyses.',
          'Draft confidential information memoranda, management presentations, and board materials.',
          'Coordinate due diligence between clients, buyers, lawyers, and accountants.',
          'Supervise and train analysts on modeling and presentation standards.',
          'Support senior bankers with pitch materials for new client relationships.',
        ],
        requirements: [
          'Three or more years of investment banking analyst experience, or an MBA with relevant prior experience.',
          'Expert financial modeling and valuation skills.',
          'Strong command of Excel and PowerPoint.',
          'FINRA Series 79 and 63 licenses, or the ability to obtain them within 90 days.',
          'The stamina and organization to manage several transactions at once.',
        ],
      },
      {
        title: 'Credit Risk Analyst',
        experience: '2+ years',
        skills: ['Credit Analysis', 'Risk Modeling', 'SQL', 'Python', 'Excel', 'Regulatory Compliance'],
        salary: [80000, 110000],
        description:
          'The credit risk team at {company} sets and monitors lending standards for the small business loan portfolio. In this role you will analyze portfolio performance, test changes to underwriting rules, and support the models that estimate default risk. Your work feeds directly into decisions about who we lend to and on what terms.',
        responsibilities: [
          'Monitor delinquency, default, and loss trends across the loan portfolio and flag emerging risks.',
          'Estimate the impact of proposed changes to underwriting criteria before they go live.',
          'Maintain and validate credit risk models in Python, and document every model change.',
          'Prepare portfolio reporting for the credit committee and regulators.',
          'Review larger or unusual credit applications alongside senior underwriters.',
        ],
        requirements: [
          'Two or more years of experience in credit risk, underwriting, or lending analytics.',
          'Strong SQL skills and working proficiency in Python.',
          'Understanding of credit metrics such as probability of default, loss given default, and vintage analysis.',
          'Familiarity with banking regulations and model risk management practices.',
          'A degree in finance, economics, statistics, or a related field.',
        ],
      },
      {
        title: 'Quantitative Analyst',
        experience: '3+ years',
        skills: [
          'Python',
          'Statistics',
          'Time Series Analysis',
          'SQL',
          'C++',
          'Risk Modeling',
          'Machine Learning',
        ],
        salary: [150000, 200000],
        description:
          '{company} runs systematic fixed income and multi-asset strategies, and its research team builds the signals and risk models behind them. As a Quantitative Analyst, you will research new predictive signals, backtest them rigorously, and help move successful ideas into production. The team works in Python, with performance-critical components written in C++.',
        responsibilities: [
          'Research and test new signals using market, macroeconomic, and alternative data.',
          'Build and maintain backtesting tools that account for transaction costs and realistic constraints.',
          'Develop risk models that measure factor exposures and portfolio volatility.',
          'Write production-quality Python code and contribute to C++ libraries when needed.',
          'Document research findings and present them to portfolio managers.',
        ],
        requirements: [
          'Three or more years of quantitative research experience at an asset manager, bank, or trading firm.',
          'An advanced degree in statistics, mathematics, physics, computer science, or a related field.',
          'Strong Python skills; experience with C++ is a plus.',
          'Deep knowledge of time series analysis, regression, and statistical testing.',
          'Careful judgment about overfitting and data snooping in backtests.',
        ],
      },
      {
        title: 'Senior Compliance Analyst',
        experience: '5+ years',
        skills: ['AML', 'KYC', 'Regulatory Compliance', 'Risk Assessment', 'SQL', 'Excel', 'Communication'],
        salary: [100000, 130000],
        description:
          'As a Senior Compliance Analyst at {company}, you will strengthen the anti-money laundering program as transaction volume grows. You will investigate alerts, write suspicious activity reports, and improve the rules that generate those alerts in the first place. The role reports to the BSA Officer and works closely with product and engineering teams.',
        responsibilities: [
          'Investigate escalated transaction monitoring alerts and make well-documented decisions.',
          'Draft and file suspicious activity reports within regulatory deadlines.',
          'Tune monitoring rules using SQL analysis of alert volumes and false positive rates.',
          'Review KYC and enhanced due diligence files for high-risk customers.',
          'Contribute to the annual BSA/AML risk assessment and prepare materials for regulatory exams.',
          'Train junior analysts and help write clear procedures.',
        ],
        requirements: [
          'Five or more years of AML or financial crimes compliance experience at a bank, fintech, or payments company.',
          'Strong knowledge of the Bank Secrecy Act, OFAC sanctions, and KYC requirements.',
          'Experience writing clear, well-supported SAR narratives.',
          'Working SQL skills and comfort in Excel.',
          'CAMS certification preferred.',
        ],
      },
      {
        title: 'Corporate Controller',
        experience: '10+ years',
        skills: [
          'GAAP',
          'Financial Reporting',
          'Month-End Close',
          'Audit Management',
          'Internal Controls',
          'NetSuite',
          'Team Leadership',
        ],
        salary: [170000, 215000],
        description:
          '{company} is hiring a Corporate Controller to lead accounting operations as it prepares for the reporting demands of a potential public offering. You will manage a team of eight, own the monthly close and financial reporting, and design internal controls that scale. The role reports directly to the CFO.',
        responsibilities: [
          'Own the monthly, quarterly, and annual close, with a target of closing in five business days.',
          'Prepare GAAP financial statements and supporting footnotes.',
          'Manage the relationship with external auditors and lead the annual audit.',
          'Design and document internal controls in preparation for SOX compliance.',
          'Lead, hire, and develop a team of accountants and accounting managers.',
          'Oversee revenue recognition, lease accounting, and technical accounting memos.',
        ],
        requirements: [
          'Active CPA license.',
          'Ten or more years of progressive accounting experience, including time in public accounting at a large firm.',
          'At least four years managing accounting teams.',
          'Deep knowledge of GAAP, including ASC 606 and ASC 842.',
          'Experience with NetSuite and with SOX readiness projects.',
        ],
      },
    ],
  },
  {
    category: 'Sales',
    companies: [
      {
        name: 'Tallgrass Software',
        about:
          'Tallgrass Software sells procurement and spend management software to mid-market and enterprise finance teams.',
      },
      {
        name: 'Verity Payroll',
        about:
          'Verity Payroll provides payroll, benefits, and HR software to companies with 50 to 5,000 employees.',
      },
      {
        name: 'Fieldnote',
        about:
          'Fieldnote builds conversation analytics software that helps customer-facing teams learn from every call.',
      },
      {
        name: 'Corvid Security',
        about:
          'Corvid Security sells identity and access management software to IT and security teams at growing companies.',
      },
      {
        name: 'Ardent Medical Systems',
        about:
          'Ardent Medical Systems makes connected patient monitoring devices and the software that links them to hospital records systems.',
      },
      {
        name: 'Signalhouse Networks',
        about:
          'Signalhouse Networks provides business phone, messaging, and contact center services to companies across North America and Europe.',
      },
      {
        name: 'Ridgeback Telematics',
        about:
          'Ridgeback Telematics equips commercial fleets with GPS tracking, driver safety cameras, and maintenance analytics.',
      },
      {
        name: 'Clearmark Learning',
        about:
          'Clearmark Learning offers compliance training and learning management software for regulated industries.',
      },
    ],
    roles: [
      {
        title: 'Sales Development Representative',
        experience: 'Entry level',
        skills: ['Prospecting', 'Cold Calling', 'Salesforce', 'CRM', 'Lead Qualification', 'Communication'],
        salary: [50000, 70000],
        description:
          'Sales Development Representatives at {company} start conversations with operations leaders at mid-size companies and book first meetings for the account executive team. You will be trained on the product, our buyers, and a proven outreach process before you make your first call. Top performers typically move into an account executive role within 12 to 18 months.',
        responsibilities: [
          'Research target accounts and identify the right contacts to reach.',
          'Reach prospects through phone calls, email sequences, and LinkedIn.',
          'Qualify interest using a simple framework covering need, timing, and decision process.',
          'Book discovery meetings for account executives and hand off clear notes.',
          'Log every activity in Salesforce and keep contact records accurate.',
        ],
        requirements: [
          'Up to one year of experience in sales, customer service, or another role built on daily conversations with the public.',
          'Clear, confident phone and writing skills.',
          'Resilience with rejection and the discipline to keep a steady daily activity level.',
          'Basic familiarity with a CRM; Salesforce experience is a plus.',
          'Curiosity about how businesses operate and which problems they will pay to solve.',
        ],
      },
      {
        title: 'Account Executive, Mid-Market',
        experience: '3+ years',
        skills: [
          'Salesforce',
          'Negotiation',
          'Pipeline Management',
          'Discovery Calls',
          'Product Demos',
          'Forecasting',
          'CRM',
        ],
        salary: [80000, 110000],
        description:
          'As a Mid-Market Account Executive, you will own the full sales cycle for companies with 200 to 2,000 employees, from first discovery call to signed contract. Deals typically range from $30,000 to $120,000 in annual value and close in two to four months. {company} offers an uncapped commission plan on top of the base salary shown, with on-target earnings of roughly double the base.',
        responsibilities: [
          'Run discovery calls that uncover the business problems, budget, and buying process of each prospect.',
          'Deliver tailored product demos to operations and finance stakeholders.',
          'Build mutual action plans and guide deals through procurement and legal review.',
          'Negotiate pricing and contract terms within approved guidelines.',
          'Maintain an accurate pipeline and weekly forecast in Salesforce.',
        ],
        requirements: [
          'Three or more years of closing experience in B2B software sales.',
          'A consistent record of meeting or exceeding annual quota.',
          'Strong discovery and negotiation skills with multiple stakeholders.',
          'Disciplined use of Salesforce or a similar CRM.',
          'Experience selling to finance or operations buyers is a plus.',
        ],
      },
      {
        title: 'Enterprise Account Executive',
        experience: '6+ years',
        skills: [
          'Enterprise Sales',
          'Negotiation',
          'MEDDICC',
          'Account Planning',
          'Salesforce',
          'Forecasting',
          'Executive Presentations',
        ],
        salary: [140000, 180000],
        description:
          '{company} is expanding into Fortune 1000 accounts and needs an experienced seller to lead complex, multi-stakeholder deals. You will manage a named list of 25 strategic accounts, with deal sizes often above $500,000 and sales cycles of six to twelve months. Base salary is listed here; the commission plan targets an equal amount in variable pay.',
        responsibilities: [
          'Build account plans for each named account, mapping stakeholders, initiatives, and budget cycles.',
          'Lead multi-threaded sales cycles involving IT, security, procurement, and executive sponsors.',
          'Apply MEDDICC to qualify and forecast opportunities accurately.',
          'Negotiate enterprise agreements, including pricing, security terms, and multi-year commitments.',
          'Coordinate solutions engineers, legal, and leadership on strategic pursuits.',
        ],
        requirements: [
          'Six or more years of quota-carrying experience, with at least three selling to enterprise accounts.',
          'A record of closing six- and seven-figure software deals.',
          'Experience presenting business cases to C-level executives.',
          'Familiarity with MEDDICC, Command of the Message, or a similar methodology.',
          'Willingness to travel up to 30 percent of the time.',
        ],
      },
      {
        title: 'Customer Success Manager',
        experience: '2+ years',
        skills: [
          'Account Management',
          'Onboarding',
          'Renewals',
          'Gainsight',
          'CRM',
          'Communication',
          'Data Analysis',
        ],
        salary: [70000, 95000],
        description:
          'Customer Success Managers at {company} own the relationship with a book of roughly 40 mid-market customers once the contract is signed. Your job is to make sure each customer gets measurable value from the product, which in turn drives renewals and expansion. You will work closely with support, product, and the account executive who closed the deal.',
        responsibilities: [
          'Lead onboarding for new customers, setting goals and a 90-day success plan.',
          'Run quarterly business reviews that show usage trends and return on investment.',
          'Monitor account health in Gainsight and act early on signs of churn risk.',
          'Own renewal conversations and identify expansion opportunities for the sales team.',
          'Bring customer feedback to the product team with clear examples and business impact.',
        ],
        requirements: [
          'Two or more years in customer success, account management, or a client-facing consulting role.',
          'Experience managing a portfolio of B2B software customers.',
          'Comfort analyzing usage data and presenting it to customer executives.',
          'Experience with Gainsight, Salesforce, or a similar CRM.',
          'Excellent written and verbal communication.',
        ],
      },
      {
        title: 'Sales Operations Analyst',
        experience: '2+ years',
        skills: ['Salesforce', 'SQL', 'Excel', 'Tableau', 'Forecasting', 'Territory Planning', 'CRM'],
        salary: [72000, 95000],
        description:
          'The revenue operations team at {company} keeps a 60-person sales organization running on accurate data and sensible processes. As a Sales Operations Analyst, you will maintain Salesforce reporting, support the weekly forecast call, and help design territories and quotas each year. The role fits someone who enjoys working with numbers and wants a close view of how sales teams operate.',
        responsibilities: [
          'Build and maintain Salesforce reports and dashboards for sales leadership.',
          'Prepare the weekly forecast roll-up and highlight changes in pipeline coverage.',
          'Analyze win rates, sales cycle length, and rep productivity using SQL and Tableau.',
          'Support annual territory planning and quota setting.',
          'Keep CRM data clean through validation rules, audits, and user training.',
        ],
        requirements: [
          'Two or more years in sales operations, revenue operations, or business analysis.',
          'Advanced Salesforce reporting skills; administrator certification is a plus.',
          'Strong Excel skills and working knowledge of SQL.',
          'Experience building dashboards in Tableau or a similar tool.',
          'Attention to detail and the ability to explain findings to sales managers.',
        ],
      },
      {
        title: 'Solutions Engineer',
        experience: '4+ years',
        skills: [
          'Product Demos',
          'Technical Discovery',
          'APIs',
          'SQL',
          'Salesforce',
          'Presentation Skills',
          'Communication',
        ],
        salary: [125000, 160000],
        description:
          'Solutions Engineers at {company} are the technical partners to account executives during complex sales. You will lead technical discovery, build custom demos, and answer detailed questions about integrations, security, and data. Good candidates enjoy both the technical depth and the conversations with buyers.',
        responsibilities: [
          'Run technical discovery to understand current systems, data flows, and integration needs.',
          'Build and deliver tailored demos and proof-of-concept environments.',
          'Complete security questionnaires and the technical sections of RFP responses.',
          'Show prospects how to connect their systems using our REST APIs and webhooks.',
          'Share field feedback with product management about gaps that cost deals.',
        ],
        requirements: [
          'Four or more years in solutions engineering, sales engineering, or technical consulting.',
          'Working knowledge of REST APIs, JSON, and SQL.',
          'Strong presentation skills with both technical and business audiences.',
          'Experience supporting B2B software sales cycles with multiple stakeholders.',
          'Willingness to travel up to 20 percent of the time for onsite workshops.',
        ],
      },
      {
        title: 'Channel Partner Manager',
        experience: '5+ years',
        skills: [
          'Partner Management',
          'Channel Sales',
          'Business Development',
          'Negotiation',
          'Salesforce',
          'Project Management',
        ],
        salary: [110000, 140000],
        description:
          'About a third of new business at {company} comes through resellers and integration partners, and that share needs to grow. As Channel Partner Manager, you will recruit new partners, build joint sales plans, and make sure partner reps know how to position and sell the product. You will report to the VP of Sales and work with marketing on co-branded campaigns.',
        responsibilities: [
          'Recruit and onboard new reseller and referral partners in target regions.',
          'Build joint business plans with revenue targets for each strategic partner.',
          'Train partner sales teams and run regular pipeline reviews with them.',
          'Negotiate partner agreements, margins, and deal registration terms.',
          'Track partner-sourced pipeline and revenue in Salesforce.',
        ],
        requirements: [
          'Five or more years of experience in channel sales, alliances, or partner management.',
          'A record of growing revenue through resellers or technology partners.',
          'Strong negotiation and relationship management skills.',
          'Experience coordinating projects across marketing, sales, and external partners.',
          'Ability to travel up to 40 percent of the time.',
        ],
      },
      {
        title: 'Regional Sales Director',
        experience: '10+ years',
        skills: [
          'Sales Leadership',
          'Coaching',
          'Forecasting',
          'Pipeline Management',
          'Negotiation',
          'Salesforce',
          'Hiring',
        ],
        salary: [175000, 220000],
        description:
          '{company} is hiring a Regional Sales Director to lead three teams of account executives covering a large, multi-state territory. You will own the regional number, coach first-line managers, and work with marketing and operations to build a predictable pipeline. The role combines strategic planning with hands-on involvement in the largest deals.',
        responsibilities: [
          'Lead and develop three sales managers and their teams of about 25 account executives.',
          'Own the regional bookings target and deliver an accurate weekly forecast.',
          'Coach managers on deal strategy, pipeline reviews, and rep performance.',
          'Fill open roles and build a strong bench of future managers.',
          'Join late-stage negotiations on strategic deals.',
        ],
        requirements: [
          'Ten or more years of B2B sales experience, including at least five leading sales managers.',
          'A record of meeting regional targets of $20 million or more.',
          'Strong forecasting discipline and fluency with Salesforce reporting.',
          'Experience hiring and coaching at scale.',
          'Willingness to travel up to 50 percent of the time.',
        ],
      },
    ],
  },
  {
    category: 'Logistics',
    companies: [
      {
        name: 'Ironhorse Freight',
        about:
          'Ironhorse Freight is an asset-based carrier and freight brokerage moving truckload and LTL shipments across North America.',
      },
      {
        name: 'Bayline Distribution',
        about:
          'Bayline Distribution is a wholesale distributor of household and hardware products supplying more than 3,000 retail stores.',
      },
      {
        name: 'Coldpath Logistics',
        about:
          'Coldpath Logistics operates temperature-controlled warehouses and trucking for food and pharmaceutical customers.',
      },
      {
        name: 'Three Rivers Fulfillment',
        about:
          'Three Rivers Fulfillment is a third-party logistics provider that stores, packs, and ships orders for direct-to-consumer brands.',
      },
      {
        name: 'Redfern Supply Co.',
        about:
          'Redfern Supply Co. manufactures and distributes industrial fasteners and packaging materials from two plants and four warehouses.',
      },
      {
        name: 'Crossway Carriers',
        about:
          'Crossway Carriers runs regional delivery and cross-dock operations for retailers and building supply companies.',
      },
      {
        name: 'Juniper Home Brands',
        about:
          'Juniper Home Brands is a consumer goods company whose kitchen and storage products are sold through national retailers and its own online store.',
      },
      {
        name: 'Portside Warehousing',
        about:
          'Portside Warehousing provides import warehousing, drayage, and distribution services near three major container ports.',
      },
    ],
    roles: [
      {
        title: 'Warehouse Associate',
        experience: 'Entry level',
        skills: [
          'Inventory Management',
          'Order Picking',
          'RF Scanning',
          'Forklift Operation',
          'Safety Compliance',
          'Teamwork',
        ],
        salary: [36000, 45000],
        description:
          'Warehouse Associates at {company} receive, store, pick, and pack products for retail and e-commerce orders. You will work on a team of 15 to 20 people per shift, using handheld scanners to track every item that moves through the building. Day, evening, and weekend shifts are available, and forklift certification is provided after 30 days.',
        responsibilities: [
          'Pick and pack customer orders accurately using RF scanners.',
          'Unload inbound trucks and check shipments against purchase orders.',
          'Put away received inventory in the correct storage locations.',
          'Operate forklifts and pallet jacks once certified.',
          'Keep work areas clean, organized, and free of safety hazards.',
        ],
        requirements: [
          'No prior warehouse experience required; full training is provided.',
          'Ability to lift up to 50 pounds and stand or walk for an entire shift.',
          'Basic reading and math skills for matching labels and counting items.',
          'Reliable attendance and a commitment to safe work practices.',
          'Must be at least 18 years old.',
        ],
      },
      {
        title: 'Logistics Coordinator',
        experience: '1+ years',
        skills: [
          'Shipment Scheduling',
          'TMS',
          'Carrier Relations',
          'Freight Documentation',
          'Excel',
          'Communication',
        ],
        salary: [48000, 62000],
        description:
          'As a Logistics Coordinator at {company}, you will schedule and track inbound and outbound freight for a network of regional facilities. You will be the point of contact between carriers, warehouse teams, and customers when shipments are late, damaged, or need to change. The pace is fast, and staying organized is essential.',
        responsibilities: [
          'Schedule LTL and full truckload shipments in the transportation management system.',
          'Track loads in transit and proactively update customers and warehouses on delays.',
          'Prepare and check bills of lading, packing lists, and delivery receipts.',
          'Resolve shipping exceptions, including damages, shortages, and refused deliveries.',
          'Maintain shipment logs and carrier performance data in Excel.',
        ],
        requirements: [
          'At least one year of experience in logistics, dispatch, or customer service.',
          'Familiarity with a TMS and standard freight documentation.',
          'Solid Excel skills, including sorting, filtering, and simple formulas.',
          'Clear communication by phone and email under time pressure.',
          'The ability to juggle many shipments at once without losing track of details.',
        ],
      },
      {
        title: 'Inventory Control Specialist',
        experience: '2+ years',
        skills: ['Inventory Management', 'Cycle Counting', 'WMS', 'SAP', 'Excel', 'Root Cause Analysis'],
        salary: [50000, 66000],
        description:
          '{company} holds more than 30,000 SKUs across its facilities, and inventory accuracy directly affects whether customer orders ship on time. As an Inventory Control Specialist, you will run the cycle count program, investigate discrepancies, and fix the process problems behind them. You will work with receiving, shipping, and purchasing to keep system counts and physical stock in agreement.',
        responsibilities: [
          'Plan and carry out daily cycle counts based on item velocity and value.',
          'Investigate inventory variances and trace root causes through transaction history.',
          'Post inventory adjustments in SAP and the WMS with the proper approvals.',
          'Report weekly on inventory accuracy, adjustments, and aged stock.',
          'Train warehouse staff on correct receiving and transfer procedures.',
        ],
        requirements: [
          'Two or more years of inventory control or warehouse operations experience.',
          'Hands-on experience with SAP or another ERP, and with a warehouse management system.',
          'Intermediate Excel skills, including pivot tables and VLOOKUP.',
          'A methodical approach to finding the root cause of a problem.',
          'Forklift certification is a plus.',
        ],
      },
      {
        title: 'Supply Chain Analyst',
        experience: '2+ years',
        skills: ['Supply Chain Management', 'SQL', 'Excel', 'Tableau', 'Python', 'SAP', 'Forecasting'],
        salary: [70000, 92000],
        description:
          'The supply chain analytics team at {company} supports decisions about where to hold inventory, how to route freight, and which suppliers to rely on. As a Supply Chain Analyst, you will build the data and reporting behind those decisions and run analyses that lead to measurable cost savings. Expect a mix of recurring reporting and project work with operations leaders.',
        responsibilities: [
          'Build and maintain Tableau dashboards for fill rate, on-time delivery, and freight cost.',
          'Query SAP and warehouse data with SQL to investigate service and cost issues.',
          'Analyze supplier lead times and reliability to support sourcing decisions.',
          'Model network scenarios such as opening a new warehouse or changing the carrier mix.',
          'Automate recurring reports using Python.',
        ],
        requirements: [
          'Two or more years of experience in supply chain, logistics, or operations analytics.',
          'Strong SQL and Excel skills; Python is a plus.',
          'Experience with SAP or a similar ERP.',
          'Understanding of core supply chain concepts such as safety stock, lead time, and landed cost.',
          'A degree in supply chain management, industrial engineering, or a related field.',
        ],
      },
      {
        title: 'Demand Planner',
        experience: '3+ years',
        skills: [
          'Forecasting',
          'Demand Planning',
          'S&OP',
          'SAP',
          'Excel',
          'Statistics',
          'Inventory Management',
        ],
        salary: [80000, 105000],
        description:
          'Demand Planners at {company} produce the forecasts that drive purchasing and inventory decisions across thousands of SKUs. You will own the forecast for several product families, combining statistical models with input from sales and customer teams. The role is a key participant in the monthly sales and operations planning cycle.',
        responsibilities: [
          'Build and maintain statistical demand forecasts for assigned product families.',
          'Adjust forecasts for promotions, new product launches, and changes in customer ordering patterns.',
          'Measure forecast accuracy and bias, and explain significant misses.',
          'Present the demand plan in monthly S&OP meetings.',
          'Work with supply planners to balance inventory levels against service targets.',
        ],
        requirements: [
          'Three or more years of demand planning or forecasting experience, ideally in consumer goods or distribution.',
          'Experience with SAP IBP, APO, or a similar planning system.',
          'Advanced Excel skills and a working knowledge of statistical forecasting methods.',
          'Experience participating in an S&OP process.',
          'APICS CPIM or CSCP certification is a plus.',
        ],
      },
      {
        title: 'Transportation Manager',
        experience: '5+ years',
        skills: [
          'Negotiation',
          'TMS',
          'Route Optimization',
          'DOT Compliance',
          'Carrier Relations',
          'Budgeting',
          'Team Leadership',
        ],
        salary: [90000, 120000],
        description:
          'As Transportation Manager at {company}, you will run a private fleet of 40 tractors alongside a network of contract carriers. You will be responsible for cost, service, and safety across both, with a team of dispatchers and a fleet safety coordinator reporting to you. The role is based at the main distribution center and involves regular time on the dock.',
        responsibilities: [
          'Manage daily dispatch operations and route planning for the private fleet.',
          'Negotiate rates and service agreements with contract carriers and brokers.',
          'Ensure compliance with DOT regulations, including hours of service and driver qualification files.',
          'Manage the transportation budget and report monthly on cost per mile and on-time performance.',
          'Lead and develop a team of six dispatchers and coordinators.',
        ],
        requirements: [
          'Five or more years of transportation or fleet management experience, including at least two supervising staff.',
          'Thorough knowledge of DOT and FMCSA regulations.',
          'Experience with a TMS and route optimization software.',
          'Proven ability to negotiate carrier rates and contracts.',
          'Strong budgeting and reporting skills.',
        ],
      },
      {
        title: 'Distribution Center Operations Manager',
        experience: '6+ years',
        skills: [
          'Warehouse Operations',
          'WMS',
          'Lean Six Sigma',
          'Labor Planning',
          'Safety Compliance',
          'KPI Reporting',
          'Team Leadership',
        ],
        salary: [95000, 125000],
        description:
          '{company} operates a 400,000-square-foot distribution center that ships both to stores and directly to consumers. As Operations Manager, you will lead three shift supervisors and roughly 150 associates, with responsibility for safety, productivity, and order accuracy. The building is midway through a WMS upgrade, and you will help make that change stick on the floor.',
        responsibilities: [
          'Plan daily and weekly labor against forecasted volume across receiving, picking, and shipping.',
          'Track and improve KPIs including units per hour, order accuracy, and dock-to-stock time.',
          'Lead continuous improvement projects using Lean methods.',
          'Maintain a strong safety culture and keep the facility compliant with OSHA standards.',
          'Coach and develop shift supervisors and hourly leads.',
        ],
        requirements: [
          'Six or more years of warehouse or distribution experience, including at least three in management.',
          'Experience running multi-shift operations of 100 or more associates.',
          'Working knowledge of a modern WMS and labor management tools.',
          'Lean or Six Sigma certification preferred.',
          'Flexibility to support peak-season weekends and holidays.',
        ],
      },
      {
        title: 'Director of Supply Chain',
        experience: '10+ years',
        skills: [
          'Supply Chain Management',
          'Strategic Sourcing',
          'S&OP',
          'SAP',
          'Negotiation',
          'Project Management',
          'Team Leadership',
        ],
        salary: [165000, 210000],
        description:
          'The Director of Supply Chain leads planning, procurement, and logistics for {company} across its network of suppliers, facilities, and carriers. You will set supply chain strategy, run the S&OP process with the executive team, and lead a department of about 35 people. We are looking for a leader who can raise service levels while reducing working capital.',
        responsibilities: [
          'Set the supply chain strategy and annual goals for cost, service, and inventory.',
          'Lead the monthly S&OP process and present recommendations to the executive team.',
          'Oversee strategic sourcing for key materials and negotiate major supplier contracts.',
          'Sponsor the rollout of SAP planning modules across all sites.',
          'Develop managers in planning, purchasing, and logistics.',
        ],
        requirements: [
          'Ten or more years of supply chain experience, including at least five in a leadership role.',
          'Experience leading S&OP in a manufacturing or distribution environment.',
          'Strong negotiation skills with a record of delivering savings from supplier contracts.',
          'Experience with SAP and with leading large cross-functional projects.',
          'A degree in supply chain, engineering, or business; an MBA or APICS certification is a plus.',
        ],
      },
    ],
  },
  {
    category: 'Design',
    companies: [
      {
        name: 'Inkwell Studio',
        about:
          'Inkwell Studio is a 30-person brand and digital design agency working with consumer, nonprofit, and hospitality clients.',
      },
      {
        name: 'Paper Kite Design Co.',
        about:
          'Paper Kite Design Co. creates packaging, brand identities, and campaign work for food and beverage companies.',
      },
      {
        name: 'Fathom & Form',
        about:
          'Fathom & Form is a product design consultancy that helps startups and established companies design web and mobile software.',
      },
      {
        name: 'Northlight Creative',
        about:
          'Northlight Creative produces brand, motion, and video work for technology and media companies.',
      },
      {
        name: 'Tessellate Software',
        about:
          'Tessellate Software makes project planning tools for architecture and interior design firms and employs a design team of 18.',
      },
      {
        name: 'Margin Studio',
        about:
          'Margin Studio is a design and research studio specializing in healthcare and public sector digital services.',
      },
      {
        name: 'Hollow Oak Agency',
        about:
          'Hollow Oak Agency is a full-service creative agency with teams in brand strategy, design, motion, and digital product.',
      },
      {
        name: 'Willowmere',
        about:
          'Willowmere builds home energy management apps and devices, and treats design as a core part of every product team.',
      },
    ],
    roles: [
      {
        title: 'Junior Graphic Designer',
        experience: 'Entry level',
        skills: [
          'Adobe Illustrator',
          'Adobe Photoshop',
          'Adobe InDesign',
          'Typography',
          'Layout Design',
          'Figma',
        ],
        salary: [48000, 62000],
        description:
          '{company} is looking for a Junior Graphic Designer to produce marketing and brand materials across a varied set of projects. You will work under a senior designer on social graphics, print collateral, presentation decks, and simple web assets. Juniors here get real production work from the start, with feedback at every stage.',
        responsibilities: [
          'Design social media graphics, flyers, brochures, and email headers within established brand guidelines.',
          'Prepare print-ready files with correct bleeds, color profiles, and resolution.',
          'Build presentation templates and lay out multi-page documents in InDesign.',
          'Retouch and prepare photography in Photoshop.',
          'Present work in internal reviews and revise it based on feedback.',
        ],
        requirements: [
          'A portfolio showing layout, typography, and brand work; student and personal projects count.',
          'Working knowledge of Illustrator, Photoshop, and InDesign.',
          'Basic familiarity with Figma for web and social assets.',
          'A good eye for type hierarchy, spacing, and color.',
          'The ability to manage several small projects at once and meet deadlines.',
        ],
      },
      {
        title: 'UI Designer',
        experience: '2+ years',
        skills: ['Figma', 'Visual Design', 'Design Systems', 'Typography', 'Prototyping', 'Accessibility'],
        salary: [80000, 105000],
        description:
          'As a UI Designer at {company}, you will shape the visual layer of web products that people use every day. Working from flows defined with product designers, you will produce polished, consistent screens and contribute new components to the design system. Accessibility is a requirement rather than an afterthought, and every screen you ship is reviewed against WCAG guidelines.',
        responsibilities: [
          'Produce high-fidelity screens and interactive prototypes in Figma.',
          'Contribute new components and variants to the design system, with usage notes.',
          'Check color contrast, focus states, and text sizing against accessibility standards.',
          'Work with frontend engineers during implementation and review builds for visual accuracy.',
          'Create marketing page layouts and in-product illustrations as needed.',
        ],
        requirements: [
          'Two or more years of experience designing interfaces for web or mobile products.',
          'A portfolio with strong visual design, typography, and attention to detail.',
          'Advanced Figma skills, including components, variants, and auto layout.',
          'Working knowledge of WCAG accessibility guidelines.',
          'Experience working within or contributing to a design system.',
        ],
      },
      {
        title: 'Product Designer',
        experience: '3+ years',
        skills: [
          'Figma',
          'User Research',
          'Interaction Design',
          'Prototyping',
          'Usability Testing',
          'Design Systems',
        ],
        salary: [115000, 145000],
        description:
          'Product Designers at {company} work in cross-functional squads with a product manager and four to six engineers. You will own the design of features from early research through launch, deciding what to build as much as how it looks. The products serve both first-time users and specialists who spend all day in them, so expect complex workflows and a wide range of needs.',
        responsibilities: [
          'Run user interviews and usability tests to understand problems and validate solutions.',
          'Map user flows and turn them into wireframes, prototypes, and final designs in Figma.',
          'Work with product managers to define scope and success metrics for new features.',
          'Use and extend the design system to keep the product consistent.',
          'Review shipped features against analytics and user feedback, and iterate.',
        ],
        requirements: [
          'Three or more years of product design experience on web or mobile software.',
          'A portfolio showing an end-to-end process, including research, iteration, and outcomes.',
          'Strong interaction design and prototyping skills in Figma.',
          'Experience planning and running lightweight user research.',
          'Clear communication when presenting and defending design decisions.',
        ],
      },
      {
        title: 'Senior UX Researcher',
        experience: '5+ years',
        skills: [
          'User Research',
          'Usability Testing',
          'Interviewing',
          'Survey Design',
          'Research Synthesis',
          'Communication',
        ],
        salary: [135000, 170000],
        description:
          '{company} is hiring a Senior UX Researcher to lead research that shapes what our teams design and build. You will choose the right method for each question, run studies yourself, and turn findings into decisions that teams act on. As one of a small group of researchers, you will also coach designers to run sound research on their own.',
        responsibilities: [
          'Plan and lead generative and evaluative studies, from recruiting through synthesis.',
          'Conduct interviews, contextual inquiries, and moderated usability tests.',
          'Design and analyze surveys that complement qualitative findings.',
          'Share results through concise reports, workshops, and highlight reels.',
          'Maintain a research repository so past insights are easy to find.',
        ],
        requirements: [
          'Five or more years of UX research experience on digital products or services.',
          'Command of both qualitative and quantitative methods, and judgment about when to use each.',
          'Experience influencing roadmaps with research findings.',
          'Strong facilitation skills with participants from varied backgrounds.',
          'Clear, concise writing and presentation skills.',
        ],
      },
      {
        title: 'Motion Designer',
        experience: '3+ years',
        skills: [
          'Motion Design',
          'Adobe After Effects',
          'Adobe Illustrator',
          'Storyboarding',
          'Typography',
          'Figma',
        ],
        salary: [85000, 115000],
        description:
          'Motion Designers at {company} create animation for product launches, social campaigns, explainer videos, and in-product moments. You will take concepts from storyboard to final render, often designing the illustrations you animate. Much of the work ships on tight timelines, so we value designers who can scope an idea to fit the time available.',
        responsibilities: [
          'Develop storyboards and style frames that set the look and pacing of each piece.',
          'Animate explainer videos, social clips, and launch assets in After Effects.',
          'Build vector illustrations and assets in Illustrator, ready for animation.',
          'Create UI micro-interactions and hand off specifications to engineers using Figma and Lottie.',
          'Keep project files organized so other designers can pick them up.',
        ],
        requirements: [
          'Three or more years of professional motion design experience.',
          'A reel that shows strong timing, easing, and storytelling.',
          'Advanced skills in After Effects and Illustrator.',
          'A solid understanding of typography in motion.',
          'Experience with Cinema 4D or Lottie is a plus.',
        ],
      },
      {
        title: 'Brand Designer',
        experience: '3+ years',
        skills: [
          'Brand Identity',
          'Adobe Illustrator',
          'Adobe InDesign',
          'Typography',
          'Art Direction',
          'Figma',
        ],
        salary: [85000, 110000],
        description:
          'As a Brand Designer at {company}, you will develop and extend visual identities across print, digital, environmental, and campaign work. You will lead the design on smaller projects and partner with a creative director on larger ones. Strong typography and a clear point of view are essential.',
        responsibilities: [
          'Develop logos, type systems, color palettes, and visual languages for new and existing brands.',
          'Write brand guidelines that other teams and vendors can follow.',
          'Art direct photo shoots and illustration commissions.',
          'Design campaigns across web, social, out-of-home, and print.',
          'Prepare production files and work with printers and fabricators.',
        ],
        requirements: [
          'Three or more years of brand design experience at an agency or in-house team.',
          'A portfolio showing identity systems applied across many touchpoints.',
          'Expert skills in Illustrator and InDesign, and working knowledge of Figma.',
          'An excellent eye for typography and layout.',
          'Comfort presenting work and explaining the reasoning behind it.',
        ],
      },
      {
        title: 'Design Systems Lead',
        experience: '7+ years',
        skills: [
          'Design Systems',
          'Figma',
          'Accessibility',
          'Typography',
          'Prototyping',
          'Documentation',
          'Cross-functional Collaboration',
        ],
        salary: [160000, 195000],
        description:
          'The design system at {company} is used by every designer and frontend engineer, and it needs a lead who can grow it without slowing teams down. You will set the roadmap for components, tokens, and documentation, working closely with an engineering counterpart who owns the code side. Accessibility and consistency are the two measures this role will be judged on.',
        responsibilities: [
          'Own the design system roadmap and prioritize work based on needs across teams.',
          'Design and document components, tokens, and patterns in Figma.',
          'Set accessibility standards for color, type, focus, and motion, and audit components against them.',
          'Run contribution and review processes so other designers can add to the system.',
          'Partner with engineering to keep Figma libraries and coded components in sync.',
          'Track adoption and gather feedback through office hours and surveys.',
        ],
        requirements: [
          'Seven or more years of product or interface design experience, including at least two focused on design systems.',
          'Expert Figma skills, including variables, component properties, and library management.',
          'Deep knowledge of WCAG and inclusive design practice.',
          'Strong writing skills for clear, usable documentation.',
          'Experience leading cross-team initiatives and influencing without authority.',
        ],
      },
      {
        title: 'Head of Product Design',
        experience: '10+ years',
        skills: [
          'Design Leadership',
          'Hiring',
          'User Research',
          'Product Strategy',
          'Design Critique',
          'Figma',
          'Stakeholder Management',
        ],
        salary: [185000, 235000],
        description:
          '{company} is looking for a Head of Product Design to lead a team of 12 designers and researchers. You will set the bar for design quality, build a healthy team culture, and represent design in product and company planning. The role reports to the Chief Product Officer and includes some hands-on design work on critical projects.',
        responsibilities: [
          'Lead, hire, and develop product designers, design managers, and researchers.',
          'Define design principles, quality standards, and a consistent critique process.',
          'Partner with product and engineering leaders on roadmap and strategy.',
          'Make sure user research informs major product decisions.',
          'Manage the design team budget, tools, and career framework.',
        ],
        requirements: [
          'Ten or more years of product design experience, including at least four managing designers.',
          'A portfolio or case studies that show business impact from design leadership.',
          'Experience scaling a design team and building hiring and review processes.',
          'Strong product judgment and comfort working with data.',
          'Excellent communication with executives and cross-functional partners.',
        ],
      },
    ],
  },
];

export const cities: string[] = [
  'Austin, TX',
  'Seattle, WA',
  'New York, NY',
  'San Francisco, CA',
  'Chicago, IL',
  'Boston, MA',
  'Denver, CO',
  'Atlanta, GA',
  'Raleigh, NC',
  'Minneapolis, MN',
  'Portland, OR',
  'Toronto, Canada',
  'Vancouver, Canada',
  'London, United Kingdom',
  'Manchester, United Kingdom',
  'Edinburgh, United Kingdom',
  'Berlin, Germany',
  'Amsterdam, Netherlands',
  'Dublin, Ireland',
  'Lisbon, Portugal',
];
