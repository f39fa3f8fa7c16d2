import { company } from '../company';
import type { LegalSection } from '../model';
import { docLink, p, ul } from './blocks';

/** End User Licence Agreement: ownership, availability, term, warranties and liability. */
export const eulaPart2: readonly LegalSection[] = [
  {
    id: 'ownership-and-feedback',
    heading: 'Ownership and feedback',
    blocks: [
      p(
        `The App, including its code, design, models, scores and content, and the ${company.brandName} name and logo, are owned by ${company.legalName} or its licensors and protected by the Copyright Act, 1957, the Trade Marks Act, 1999 and other laws. If you send us suggestions, we may use them without obligation to you; we do not thereby receive any right to your personal data beyond what the `,
        docLink('privacypolicy'),
        ' allows.',
      ),
    ],
  },
  {
    id: 'device-requirements',
    heading: 'Devices and security',
    blocks: [
      ul(
        'Use the App on a current version of a supported browser or operating system, and keep it updated.',
        'Do not use the App on a device whose security protections have been removed, such as a rooted or jailbroken device.',
        'You are responsible for your device, your internet connection and their costs.',
      ),
    ],
  },
  {
    id: 'availability',
    heading: 'Availability and changes',
    blocks: [
      p(
        'We work to keep the App available, but it may be unavailable during maintenance, upgrades or events beyond our control, and while under maintenance it shows a notice instead of your data. We may add, change or remove features. If a change removes a paid feature of the advisory service, the ',
        docLink('cancellationandrefundpolicy'),
        ' applies.',
      ),
    ],
  },
  {
    id: 'term-and-termination',
    heading: 'Term and termination',
    blocks: [
      p(
        'This Agreement lasts until you or we end it. You may end it at any time by uninstalling the App and closing your account. We may suspend or end your licence if you break this Agreement or the Terms and Conditions, or if the law requires. When it ends you must stop using the App; data on your device is removed when you sign out or uninstall, and the data we hold is dealt with as the ',
        docLink('privacypolicy'),
        ' describes.',
      ),
    ],
  },
  {
    id: 'warranties',
    heading: 'Disclaimer of warranties',
    blocks: [
      p(
        'The App is provided “as is” and “as available”. To the extent the law allows, we give no warranty that it will be uninterrupted, error-free or fit for a particular purpose, or that data shown in it will be complete, accurate or current. This does not reduce our duties as a SEBI-registered investment adviser, or your rights under the Consumer Protection Act, 2019.',
      ),
    ],
  },
  {
    id: 'limitation-of-liability',
    heading: 'Limitation of liability',
    blocks: [
      p(
        'Our liability in connection with the App is limited as the limitation of liability section of our ',
        docLink('terms-and-conditions'),
        ' sets out. Nothing in this Agreement limits a liability that the law does not allow to be limited.',
      ),
    ],
  },
];
