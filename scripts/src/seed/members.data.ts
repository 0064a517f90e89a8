// The words a believable ministry community is made of. Lists, not logic: extend them freely.

export const firstNames = [
  'Abigail', 'Adebayo', 'Alejandro', 'Amara', 'Andrew', 'Anna', 'Benjamin', 'Blessing', 'Caleb', 'Camila',
  'Chloe', 'Chinedu', 'Daniel', 'Deborah', 'Elijah', 'Elizabeth', 'Esther', 'Ezra', 'Faith', 'Gabriel',
  'Grace', 'Hannah', 'Isaac', 'Isabela', 'Jacob', 'James', 'Ji-woo', 'Joanna', 'Jonathan', 'Joseph',
  'Joy', 'Judith', 'Kwame', 'Leah', 'Lucas', 'Lydia', 'Malachi', 'Mariana', 'Mark', 'Martha',
  'Mateo', 'Michael', 'Min-jun', 'Miriam', 'Naomi', 'Nathan', 'Nkechi', 'Noah', 'Olivia', 'Paul',
  'Priscilla', 'Rachel', 'Rebecca', 'Ruth', 'Samuel', 'Sarah', 'Seo-yeon', 'Silas', 'Simon', 'Sofia',
  'Stephen', 'Tabitha', 'Thomas', 'Timothy', 'Titus', 'Tomasz', 'Victoria', 'Zainab', 'Zechariah', 'Zoe',
] as const;

export const lastNames = [
  'Adeyemi', 'Alvarez', 'Andersen', 'Baker', 'Bennett', 'Boateng', 'Brooks', 'Carter', 'Castillo', 'Chen',
  'Choi', 'Coleman', 'Cruz', 'Daniels', 'Diaz', 'Edwards', 'Eze', 'Fischer', 'Foster', 'Garcia',
  'Gonzalez', 'Graham', 'Hayes', 'Henderson', 'Hughes', 'Ibrahim', 'Jensen', 'Johnson', 'Kim', 'Kowalski',
  'Lee', 'Lewis', 'Lopez', 'Mbeki', 'Mendoza', 'Mensah', 'Miller', 'Mitchell', 'Morales', 'Murphy',
  'Nguyen', 'Novak', 'Nwosu', 'Okafor', 'Okonkwo', 'Ortiz', 'Osei', 'Park', 'Patel', 'Perez',
  'Reyes', 'Richardson', 'Rivera', 'Robinson', 'Santos', 'Schmidt', 'Silva', 'Sullivan', 'Tan', 'Taylor',
  'Thompson', 'Torres', 'Turner', 'Walker', 'Washington', 'Watson', 'Williams', 'Wright', 'Yoon', 'Zhang',
] as const;

export interface Place {
  readonly city: string;
  readonly state: string | null;
  readonly country: string;
  readonly zipcode: string | null;
  /** The language most members there give in their profile. */
  readonly language: string;
}

export const places: readonly Place[] = [
  { city: 'Austin', state: 'TX', country: 'United States', zipcode: '78701', language: 'English' },
  { city: 'Nashville', state: 'TN', country: 'United States', zipcode: '37203', language: 'English' },
  { city: 'Atlanta', state: 'GA', country: 'United States', zipcode: '30303', language: 'English' },
  { city: 'Chicago', state: 'IL', country: 'United States', zipcode: '60601', language: 'English' },
  { city: 'Denver', state: 'CO', country: 'United States', zipcode: '80202', language: 'English' },
  { city: 'Seattle', state: 'WA', country: 'United States', zipcode: '98101', language: 'English' },
  { city: 'Grand Rapids', state: 'MI', country: 'United States', zipcode: '49503', language: 'English' },
  { city: 'Charlotte', state: 'NC', country: 'United States', zipcode: '28202', language: 'English' },
  { city: 'Phoenix', state: 'AZ', country: 'United States', zipcode: '85004', language: 'English' },
  { city: 'Minneapolis', state: 'MN', country: 'United States', zipcode: '55401', language: 'English' },
  { city: 'Los Angeles', state: 'CA', country: 'United States', zipcode: '90012', language: 'English' },
  { city: 'Philadelphia', state: 'PA', country: 'United States', zipcode: '19107', language: 'English' },
  { city: 'Toronto', state: 'ON', country: 'Canada', zipcode: null, language: 'English' },
  { city: 'London', state: null, country: 'United Kingdom', zipcode: null, language: 'English' },
  { city: 'Lagos', state: 'Lagos', country: 'Nigeria', zipcode: null, language: 'English' },
  { city: 'Accra', state: null, country: 'Ghana', zipcode: null, language: 'English' },
  { city: 'Nairobi', state: null, country: 'Kenya', zipcode: null, language: 'Swahili' },
  { city: 'Seoul', state: null, country: 'South Korea', zipcode: null, language: 'Korean' },
  { city: 'Manila', state: null, country: 'Philippines', zipcode: null, language: 'Filipino' },
  { city: 'São Paulo', state: 'SP', country: 'Brazil', zipcode: null, language: 'Portuguese' },
  { city: 'Guatemala City', state: null, country: 'Guatemala', zipcode: null, language: 'Spanish' },
  { city: 'Sydney', state: 'NSW', country: 'Australia', zipcode: null, language: 'English' },
];

/** What people in ministry do, as the first words of an about text. */
export const callings = [
  'Youth pastor', 'Worship leader', 'Church planter', 'Missionary', 'Seminary student', 'Elder',
  "Children's ministry director", 'Hospital chaplain', 'Bible translator', 'Volunteer coordinator',
  'Deacon', 'Campus minister', 'Christian counselor', 'Executive pastor', 'Small group leader',
  'Worship pianist', 'Prison chaplain', 'Ministry intern', 'Outreach director', 'Associate pastor',
] as const;

export const passions = [
  'Passionate about discipleship that happens around kitchen tables.',
  'Loves helping churches build welcoming Sunday teams.',
  'Writing songs the whole congregation can sing.',
  'Walking with families through grief and new beginnings.',
  'Training the next generation of Bible teachers.',
  'Working on literacy and Scripture access in local languages.',
  'Convinced that prayer is the work, not the preparation for it.',
  'Building bridges between churches across the city.',
  'Helping small churches use technology without losing their soul.',
  'Serving refugees and newcomers as they settle in.',
  'Mentoring young leaders one coffee at a time.',
  'Preaching through whole books of the Bible, slowly.',
] as const;

export const lives = [
  'Married, with three kids and a very patient dog.',
  'Coffee, long runs and old hymns.',
  'Reading Bonhoeffer and Augustine on the train.',
  'Happiest on a mission trip or in a garden.',
  'Amateur baker; the fellowship hall’s favourite.',
  'Learning Greek, slowly.',
  'Fan of board games and long conversations.',
  'Still gets nervous before every sermon.',
] as const;

export const staffTitles = {
  admin: ['Lead Pastor', 'Executive Director', 'Senior Pastor', 'Administrator', 'President'],
  member: ['Member', 'Volunteer', 'Deacon', 'Elder', 'Worship Leader', 'Youth Leader', 'Staff'],
} as const;
