/**
 * The documentation sections hold the pages the site specification lists for them (seed section 2), in every
 * locale, and FAQ pages answer at least eight real questions, each under a heading of its own with an id.
 */
import {test, expect} from '@playwright/test';
import {listPages, readPage, LOCALES, type LocaleDir} from '../support/content';

/** Doc ids per section, as the specification names them (`a/{b,c}` spelled out). */
const SECTION_PAGES: Record<string, string[]> = {
  'management-console': [
    'introduction', 'getting-start/hot-desking', 'getting-start/room-booking', 'getting-start/visitor-management',
    'analytics-and-monitoring/analytics', 'analytics-and-monitoring/audit-trail', 'analytics-and-monitoring/dashboard',
    'announcement', 'booking-service', 'booking-setting', 'faq', 'iot', 'licenses',
    'location/building', 'location/facility', 'location/floor', 'location/floor-plan',
    'others/item-meta-data', 'others/mass-set-up', 'others/menu-button', 'player/player-configuration',
    'quota/quota-history', 'quota/quota-unit', 'quota/resources-quota-policy', 'quota/user-quota-policy',
    'resource/amenity', 'resource/business-hour', 'resource/combine-room', 'resource/desk', 'resource/equipment',
    'resource/policy', 'resource/room', 'resource/user-restriction', 'schedule',
    'settings/api-auth', 'settings/check-in-method', 'settings/company-logo', 'settings/email-setting',
    'settings/general', 'settings/sms-setting', 'settings/zoom-setting', 'support',
    'user-and-user-group/password-policy', 'user-and-user-group/user', 'user-and-user-group/user-group',
    'user-and-user-group/user-permissions',
    'visitor-management/reception-setting', 'visitor-management/visiting-form', 'visitor-management/visiting-policy',
    'visitor-management/visiting-purpose', 'visitor-management/visitor-approval',
    'visitor-management/visitor-management-setting', 'visitor-management/visitor-overview-data',
    'visitor-management/visitor-survey',
  ],
  'user-app': [
    'introduction', 'getting-start', 'resources', 'resource-booking', 'schedule', 'floor-plan', 'quota',
    'invite-visitor', 'visitor-walk-in', 'id-verification', 'email-and-notifications/booking-email',
    'email-and-notifications/notifications', 'email-and-notifications/visiting-email', 'faq/general', 'faq/visitor',
    'special-roles/reception-staff', 'special-roles/service-staff', 'special-roles/support-staff',
    'special-roles/visitor-approval',
  ],
  installation: [
    'getting-start', 'label-printer', 'qr-code-scanner', 'faq/general', 'faq/player-setup', 'faq/virtual-machine',
    'player-installation/crestron-device', 'player-installation/fire-stick', 'player-installation/iadea-device',
    'player-installation/ipad', 'player-installation/philip-room-display', 'player-installation/player-setup',
    'player-installation/qbic-device', 'player-installation/qbic-relay', 'player-installation/surface-pro',
    'server-installation/getting-start', 'server-installation/windows-server', 'server-installation/linux-server/basic',
    'server-installation/linux-server/advance', 'server-installation/infrastructure/basic',
    'server-installation/aws-cloud', 'server-installation/azure-cloud', 'server-installation/high-availability',
  ],
  player: [
    'about', 'check-in-kiosk', 'console', 'floor-display', 'player-configuration', 'room-display',
    'visitor-self-service-panel',
  ],
  epaper: ['about', 'minew', 'qbic'],
};

const locales = Object.keys(LOCALES) as LocaleDir[];
const docId = (rel: string) => rel.replace(/\.mdx?$/, '');

for (const [section, expected] of Object.entries(SECTION_PAGES)) {
  test(`${section}: the ${expected.length} pages of the specification exist in en, jp and zh, and no other`, () => {
    for (const loc of locales) {
      const actual = listPages('docs', loc).filter((p) => p.startsWith(`${section}/`)).map((p) => docId(p).slice(section.length + 1));
      expect(expected.filter((p) => !actual.includes(p)), `${loc}: write these ${section} pages`).toEqual([]);
      expect(actual.filter((p) => !expected.includes(p)), `${loc}: ${section} pages the specification does not list`).toEqual([]);
    }
  });
}

const FAQ_PAGES = listPages('docs', 'en').filter((p) => /(^|\/)faq(\/|\.mdx?$)/.test(p));

test('the FAQ pages of the content sections are all checked', () => {
  for (const page of ['management-console/faq.md', 'user-app/faq/general.md', 'user-app/faq/visitor.md', 'installation/faq/general.md'])
    expect(FAQ_PAGES).toContain(page);
});

for (const rel of FAQ_PAGES) {
  test(`${rel}: at least eight questions, each an h3 with its own id, in every locale`, () => {
    for (const loc of locales) {
      const page = readPage('docs', loc, rel);
      // Questions are h3 headings under h2 topic groups; English and Chinese end in a question mark, Japanese in
      // a sentence ending (the prose linter forbids full-width question marks).
      const questions = page.body.split('\n').filter((line) => /^###\s+.*\{#[a-z0-9-]+\}\s*$/.test(line));
      expect(questions.length, `${page.file}: add questions (${questions.length} of 8)`).toBeGreaterThanOrEqual(8);
      if (loc !== 'jp') {
        const notQuestions = questions.filter((q) => !/[?？]\s*\{#/.test(q));
        expect(notQuestions, `${page.file}: FAQ headings are questions`).toEqual([]);
      }
    }
  });
}
