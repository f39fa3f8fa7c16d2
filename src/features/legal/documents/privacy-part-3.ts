import { company } from '../company';
import type { LegalSection } from '../model';
import { docLink, email, p, phone, strong, ul } from './blocks';

const { grievanceOfficer: officer, commitments: c } = company;

/** Privacy Policy: children, device storage, automated processing, messages, grievances. */
export const privacyPart3: readonly LegalSection[] = [
  {
    id: 'children',
    heading: 'Children',
    blocks: [
      p(
        'The Platform is for adults. We do not knowingly collect personal data of anyone under 18. If you manage investments as the guardian of a minor, contact us first: we process a child’s data only with the verifiable consent of the parent or lawful guardian, and never for tracking, behavioural monitoring or targeted advertising. If we learn we hold a child’s data without such consent, we erase it.',
      ),
    ],
  },
  {
    id: 'device-storage',
    heading: 'Cookies and storage on your device',
    blocks: [
      p(
        'The app is a progressive web app. To keep you signed in and to work offline, it stores on your device a session value derived from your sign-in, the app’s own files, and compressed copies of recent data, which it refreshes when our data changes. Signing out removes your session. We do not use advertising cookies or cross-site trackers.',
      ),
    ],
  },
  {
    id: 'automated-processing',
    heading: 'Automated processing and AI tools',
    blocks: [
      p(
        'Scores, screens and suggestions on the Platform are produced with quantitative models, some of which use artificial intelligence tools. We do not use them to make decisions that affect your rights without human involvement: the advice you receive is the responsibility of your Adviser, and you can ask for a person to review any suggestion. We do not send your personal data to AI tools that would use it to train models for others.',
      ),
    ],
  },
  {
    id: 'messages',
    heading: 'Messages we send',
    blocks: [
      p(
        'We send service messages about your account, advice, payments and security by in-app notice, email and SMS. We send promotional messages only if you agree, and you can stop them at any time from the link in the message or in account settings. Calls and SMS follow the Telecom Commercial Communications Customer Preference Regulations, 2018.',
      ),
    ],
  },
  {
    id: 'grievance-officer',
    heading: 'Grievance Officer and the Data Protection Board',
    blocks: [
      p(
        'Our Grievance Officer handles questions and complaints about your personal data, as section 8(10) of the DPDP Act and Rule 5(9) of the 2011 Rules require:',
      ),
      ul(
        [strong('Name: '), officer.name],
        [strong('Designation: '), officer.designation],
        [strong('Email: '), email(officer.email)],
        [strong('Phone: '), phone(officer.phone)],
        [strong('Address: '), `${company.legalName}, ${company.registeredOffice}`],
      ),
      p(
        `We acknowledge a complaint within two working days and resolve it within ${c.grievanceResolutionDays} days. If you are not satisfied with our response, or we do not respond in time, you may complain to the Data Protection Board of India through its online platform. The DPDP Act asks you to use our grievance process first. Complaints about investment advice follow the grievance redressal section of our `,
        docLink('terms-and-conditions'),
        ', including SEBI SCORES and SMART ODR.',
      ),
    ],
  },
];
