import { company } from '../company';
import type { LegalSection } from '../model';
import { docLink, p, strong, ul } from './blocks';

/** End User Licence Agreement: the licence, installing, restrictions and third-party content. */
export const eulaPart1: readonly LegalSection[] = [
  {
    id: 'about-this-agreement',
    heading: 'About this agreement',
    blocks: [
      p(
        `This End User Licence Agreement (the “Agreement”) is between you and ${company.legalName} (“${company.brandName}”, “we”, “us”). It governs your use of the ${company.brandName} application, in whatever form you use it: in a browser, installed on your phone, tablet or computer as a progressive web app, or from an app store (the “App”). It applies together with our `,
        docLink('terms-and-conditions'),
        ' and ',
        docLink('privacypolicy'),
        '. By installing or using the App you accept this Agreement.',
      ),
    ],
  },
  {
    id: 'licence-grant',
    heading: 'The licence we grant you',
    blocks: [
      p(
        'Subject to this Agreement, we grant you a personal, limited, non-exclusive, non-transferable, non-sublicensable and revocable licence to install and use the App on devices you own or control:',
      ),
      ul(
        'as an Investor, for managing your own investments and those of your family or Hindu Undivided Family that you are authorised to manage; or',
        'as an Adviser User, for serving the clients of the SEBI-registered investment adviser you act for, for as long as your organisation’s arrangement with us allows.',
      ),
      p(
        'The App is licensed, not sold. We and our licensors keep all rights not expressly granted to you.',
      ),
    ],
  },
  {
    id: 'installing-and-updates',
    heading: 'Installing the App and updates',
    blocks: [
      p(
        'You can add the App to your home screen from a supported browser. The App updates itself in the background when a new version is available, and may ask you to reload to finish an update. Some updates are needed to keep the App secure or to meet regulatory requirements; older versions may stop working once a required update is released.',
      ),
      p(
        'If you obtained the App through an app store, that store’s terms also apply to your download. The store is not a party to this Agreement and is not responsible for the App or its support; we are.',
      ),
    ],
  },
  {
    id: 'restrictions',
    heading: 'What you may not do',
    blocks: [
      p('Except as the law expressly permits, you must not:'),
      ul(
        'copy, modify, translate or create derivative works of the App;',
        'decompile, disassemble or reverse engineer it, except to the extent section 52 of the Copyright Act, 1957 allows you to do so to achieve interoperability;',
        'rent, lend, sell, sublicense or otherwise make the App available to anyone else;',
        'remove or alter any proprietary notice, or use our name or logo without permission;',
        'circumvent any security, authentication or usage limit, or access the App or its servers by automated means other than interfaces we publish;',
        'use the App to build a competing product or service, or to benchmark it for publication without our consent; or',
        'use the App in breach of any law, including the Information Technology Act, 2000 and SEBI’s regulations.',
      ),
    ],
  },
  {
    id: 'market-data-and-third-parties',
    heading: 'Market data and third-party content',
    blocks: [
      p(
        'Prices, indices, corporate information and other market data in the App are licensed to us by stock exchanges and data vendors for display to you. You may use them for your own information only, and must not store, republish or redistribute them. They may be delayed and may contain errors; their providers give no warranty to you.',
      ),
      p(
        'Parts of the App connect to services run by others, such as your Broker, payment providers and our sign-in service. Their use is subject to their own terms, and we are not responsible for their availability.',
      ),
    ],
  },
  {
    id: 'open-source',
    heading: 'Open-source software',
    blocks: [
      p(
        'The App includes open-source components, each licensed under its own licence. Nothing in this Agreement limits your rights under those licences. We will give you the list of components and their licences on request.',
      ),
    ],
  },
  {
    id: 'data-on-your-device',
    heading: 'Offline use and data on your device',
    blocks: [
      p(
        'To start quickly and work with a weak connection, the App keeps its own files and copies of recent data on your device, and refreshes them when our data changes. Information shown offline may therefore be out of date: check the time it was last updated before you act on it. Anyone who can use your device may see this data, so protect your device with a screen lock and ',
        strong('sign out on shared devices'),
        ', which removes your session. The ',
        docLink('privacypolicy'),
        ' explains what is stored.',
      ),
    ],
  },
];
