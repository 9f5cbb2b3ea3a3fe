/**
 * The business constants, one source for every page, email and API response.
 * One set of stats, a 30-minute consultation, prices in GBP.
 */
export const site = {
  name: 'Clearpath Law Coaching',
  shortName: 'Clearpath',
  tagline: 'Coaching for aspiring commercial solicitors',
  contactEmail: 'hello@clearpathlawcoaching.co.uk',
  officeHours: 'Mon-Fri 9AM-6PM GMT',
  responseTime: '24 hours',
  consultationMinutes: 30,
  reviewTurnaroundWorkingDays: 5,
  stats: {
    successMultiple: '28x',
    nationalAverage: '1.8%',
    studentsCoached: '50+',
    magicCirclePlacements: '12+',
    contractsSecured: '26+',
  },
  links: {
    applicationTracker: 'https://www.notion.so/templates/job-application-tracker',
    arcticShoresGuide: '/Arctic_Shores_Guide.pdf',
  },
} as const;

export const consultationLabel = `Book Free ${site.consultationMinutes}-Minute Consultation`;

/** Main navigation, in header order. */
export const primaryNav = [
  { to: '/', label: 'Home' },
  { to: '/hub', label: 'Hub' },
  { to: '/deadlines', label: 'Deadlines' },
  { to: '/services', label: 'Services' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact Us' },
] as const;

export const footerLinks = [
  { to: '/services', label: 'Services' },
  { to: '/hub', label: 'Hub' },
  { to: '/deadlines', label: 'Deadlines' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/faq', label: 'FAQ' },
  { to: '/privacy', label: 'Privacy' },
] as const;
