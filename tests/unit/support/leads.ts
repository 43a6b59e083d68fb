/** A valid demo request and contact message, as the two forms post them, for the function tests. */

/** A clinic's demo request (every required field of the demo form). */
export const DEMO_REQUEST = {
  email: 'anita.shrestha@example.com.np',
  companyName: 'Lalitpur Family Clinic',
  phoneNumber: '9841076253',
  jobTitle: 'Managing Director',
  industry: 'healthcare',
  subIndustry: 'clinic',
  pricing: 'basic',
  timeFrame: '1-3 months',
  country: 'Nepal',
};

/** A restaurant's sales question (every field of the contact form). */
export const CONTACT_MESSAGE = {
  fullName: 'Ramesh Adhikari',
  email: 'ramesh@example.com',
  phoneNumber: '9803318472',
  companyName: 'Pokhara Lakeside Restaurant',
  subject: 'Sales Inquiry',
  message: 'Do you support KOT printing for two kitchens?',
};
